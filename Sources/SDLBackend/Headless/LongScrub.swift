import Foundation
import SimKit
import Playback
import Session

/// Scrubs a present backwards after a long session: `cycles` presents and closes of card 1 at
/// 60 fps, played but not drawn, then card 1 opened once more and scrubbed back a seek a frame,
/// each seek drawn at 2 px/pt on the software renderer, `runs` times over. What `cardsim bench
/// --scrub` runs beside the scrub of a fresh session, to show that a seek costs the same however
/// long the session before it ran; it also samples the resident memory along the way.
///
///     let result = try LongScrub(cycles: 1000, assets: assets, makeScene: factory).run()
///     result.seekMs[0]   // the first run's seek frames, in ms
@MainActor
public struct LongScrub {
    public var cycles: Int
    public var runs = 5
    public var fps = 60.0
    public var scale = 2.0
    let assets: AssetLocator
    let makeScene: HeadlessRunner.SceneFactory

    public struct Result: Sendable {
        /// Each run's seek frames (the seek and the draw), in ms.
        public var seekMs: [[Double]]
        /// Journal entries the driver held when the scrub began.
        public var journalEntries: Int
        /// Resident memory in bytes at the end of each cycle (index 0: cycle 1).
        public var resident: [Int]
        public var wallSeconds: Double
    }

    public init(cycles: Int, assets: AssetLocator, makeScene: @escaping HeadlessRunner.SceneFactory) {
        self.cycles = cycles
        self.assets = assets
        self.makeScene = makeScene
    }

    public func run() throws(RunnerError) -> Result {
        var c = HeadlessRunner.Configuration()
        c.fps = fps; c.scale = scale; c.software = true; c.alwaysReadBack = true; c.showProgress = false
        let text = String(repeating: Soak.cycleScript(card: 1), count: max(0, cycles)) + "tap card 1\nsettle\nwait 0.1\n"
        let run = try CyclingLane(configuration: c, script: text, file: "long-scrub", assets: assets, makeScene: makeScene)
        let lane = run.lane
        let wall = Stopwatch()
        var meter = CycleMeter(residentBytes: Soak.residentBytes)
        var n = 0
        // The last present's frames: where the scrub goes.
        var present: [Double] = [], quiet = 0.0
        while try run.play(frame: n) {
            // As the window: a held finger plays its tap ahead.
            _ = lane.driver.upcomingFrames()
            let nowMoving = lane.scene.inspector.traceRecord().isTransitioning
            if nowMoving, !meter.moving { present = [quiet] }
            if nowMoving { present.append(lane.driver.clock.time) } else { quiet = lane.driver.clock.time }
            meter.observe(isTransitioning: nowMoving)
            n += 1
        }
        let entries = lane.driver.journal.entries.count
        var seekMs: [[Double]] = []
        for _ in 0..<max(1, runs) {
            var times: [Double] = []
            for t in present.reversed() {
                let w = Stopwatch()
                lane.driver.seek(to: t)
                try run.draw(ahead: false)
                times.append(w.elapsedMs)
            }
            seekMs.append(times)
        }
        return Result(seekMs: seekMs, journalEntries: entries, resident: meter.resident, wallSeconds: wall.elapsed)
    }
}
