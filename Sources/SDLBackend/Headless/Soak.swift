import Foundation
import SimKit
import Playback
import Session

/// Presents and dismisses a card over and over in one scene on one canvas, sampling the resident
/// memory after each cycle: what `cardsim bench` runs to show that memory stays flat (its goal and
/// figures are in docs/performance.md, "Memory"). Every frame of both transitions is rendered for
/// real, so the caches meet every size a card takes on the way; a low frame rate keeps a thousand
/// cycles to a minute or two. Cards 1 and 2 take turns, so two artworks and two stories come and go.
///
///     let result = try Soak(cycles: 1000, assets: assets, makeScene: factory).run()
///     result.growth(from: 100, to: 1000)   // a fraction of cycle 100's resident size
@MainActor
public struct Soak {
    /// Present/dismiss cycles to run.
    public var cycles: Int
    /// Frames per second of the virtual clock.
    public var fps = 10.0
    /// Pixels per point.
    public var scale = 2.0
    let assets: AssetLocator
    let makeScene: HeadlessRunner.SceneFactory

    /// What a soak measured.
    public struct Result: Sendable {
        /// Resident memory in bytes at the end of each cycle (index 0: cycle 1).
        public var resident: [Int]
        /// Frames rendered.
        public var frames: Int
        public var wallSeconds: Double
        /// Frames per second of the virtual clock.
        public var fps: Double

        /// Growth of resident memory from the end of cycle `a` to the end of cycle `b` (1-based),
        /// as a fraction of the first; nil when the soak did not get that far.
        public func growth(from a: Int, to b: Int) -> Double? { Soak.growth(resident, from: a, to: b) }
    }

    public init(cycles: Int, assets: AssetLocator, makeScene: @escaping HeadlessRunner.SceneFactory) {
        self.cycles = cycles
        self.assets = assets
        self.makeScene = makeScene
    }

    /// `(samples[b] - samples[a]) / samples[a]` for 1-based cycles `a ≤ b`; nil out of range.
    public nonisolated static func growth(_ samples: [Int], from a: Int, to b: Int) -> Double? {
        guard a >= 1, b >= a, b <= samples.count, samples[a - 1] > 0 else { return nil }
        return Double(samples[b - 1] - samples[a - 1]) / Double(samples[a - 1])
    }

    /// One cycle's script: open card `card`, let it come to rest, close it, let Today come to rest.
    static func cycleScript(card: Int) -> String {
        "tap card \(card)\nsettle\nkey escape\nsettle\n"
    }

    /// Renders every cycle; a cycle ends when its second transition (the dismissal) ends.
    /// - Throws: `RunnerError` when the canvas, the scene or a frame fails.
    public func run() throws(RunnerError) -> Result {
        var c = HeadlessRunner.Configuration()
        c.fps = fps; c.scale = scale; c.showProgress = false
        let text = (0..<max(0, cycles)).map { Self.cycleScript(card: $0 % 2 + 1) }.joined()
        let run = try CyclingLane(configuration: c, script: text, file: "soak", assets: assets, makeScene: makeScene)
        let wall = Stopwatch()
        var meter = CycleMeter(residentBytes: Self.residentBytes)
        var n = 0
        while try run.play(frame: n) {
            try run.draw()
            meter.observe(isTransitioning: run.lane.scene.inspector.traceRecord().isTransitioning)
            n += 1
        }
        return Result(resident: meter.resident, frames: n, wallSeconds: wall.elapsed, fps: fps)
    }

    /// This process's resident memory now (VmRSS) in bytes; nil where /proc is not there.
    public static func residentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return line.split(separator: " ").compactMap { Int($0) }.first.map { $0 * 1024 }
        }
        return nil
    }
}
