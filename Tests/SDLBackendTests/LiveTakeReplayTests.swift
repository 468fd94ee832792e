import AppStore
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
import Playback
@testable import Session

/// A live take (Ctrl+R) replayed headless must move as the live frames did. The live side
/// here is the window's input path without the window (`FrameDriver`, as `LiveRunner.deliver` uses it)
/// fed input at uneven instants between frames; the replay is `cardsim --headless --script TAKE.txt
/// --trace T.jsonl` at the same fps. Before the fix a take was written as `wait`s in whole
/// milliseconds and replayed at frame times, so a flick's release velocity came out different.
@Suite("Live takes replay exactly", .serialized)
@MainActor
struct LiveTakeReplayTests {
    static let fps = 60.0
    /// The take starts this many frames into the live session (its times count from there).
    static let takeStartFrame = 30

    /// Input at uneven instants (ms since the take began), off the 1/1000-pt grid, lifted away
    /// from the last move, then a wheel step and a slow drag that comes to rest in place.
    static let input: [(ms: Double, event: InputEvent)] = [
        (7, .pointerDown(Point(195.2, 600.4), time: 0)),
        (16, .pointerMove(Point(195.2, 590.1), time: 0)),
        (23, .pointerMove(Point(195.9, 570.33), time: 0)),
        (41, .pointerMove(Point(196.1, 520.0004), time: 0)),
        (45, .pointerMove(Point(196.1, 505.5), time: 0)),
        (52, .pointerMove(Point(196.4, 480.17), time: 0)),
        (70, .pointerMove(Point(196.4, 420.9), time: 0)),
        (77.3, .pointerMove(Point(196.5, 399.3712), time: 0)),
        (83.1, .pointerUp(Point(196.6, 380.25), time: 0)),
        (1234.5, .wheel(dx: 0, dy: 40, at: Point(200.4, 300.6), time: 0)),
        (1610.2, .pointerDown(Point(100, 300), time: 0)),
        (1629.9, .pointerMove(Point(100, 288.8), time: 0)),
        (1644.1, .pointerMove(Point(100.3, 262.5), time: 0)),
        (1651.7, .pointerMove(Point(100.3, 262.5), time: 0)),   // in place: still a velocity sample
        (1690.4, .pointerMove(Point(101, 240.25), time: 0)),
        (1703, .pointerUp(Point(101, 240.25), time: 0)),
    ]

    func makeScene() throws -> Scene {
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        return AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: FixedWidthTextMeasurer(),
                             images: FixedImageCatalog())
    }

    /// Plays the input through the live path at frames at `walls` (seconds); returns the take's
    /// script and the trace of the frames from the take's start on.
    func live(walls: [Double]) throws -> (script: String, trace: [TraceState]) {
        let scene = try makeScene()
        let feed = FrameDriver(scene: scene, screen: Device.standard.size)
        var recorder = ScriptRecorder(screen: Device.standard.size)
        let start = walls[Self.takeStartFrame]
        var pending = Self.input.map { (wall: start + $0.ms / 1000, event: $0.event) }
        var trace: [TraceState] = []
        for (k, w) in walls.enumerated() {
            feed.beginFrame(wall: w)
            // What arrived since the previous frame is delivered now, each at its own instant.
            while let next = pending.first, next.wall <= w {
                pending.removeFirst()
                let (e, at) = feed.deliver(next.event, wall: next.wall)
                recorder.record(e, at: at - start)
            }
            feed.finishInput()
            if k >= Self.takeStartFrame { trace.append(scene.inspector.traceState()) }
        }
        // As a take ends: at the instant its next frame would have been taken.
        recorder.finish(at: walls.last! + 1 / Self.fps - start)
        return (recorder.text(replayHint: "test"), trace)
    }

    /// The headless replay of `script` at `fps`, through the runner and its trace file.
    func replay(_ script: String) throws -> [TraceState] {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardsim-take-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var c = HeadlessRunner.Configuration()
        c.fps = Self.fps
        c.scale = 0.25
        c.showProgress = false
        c.script = ScriptSource(text: script, file: "take.txt")
        c.trace = dir + "/t.jsonl"
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        _ = try HeadlessRunner(configuration: c, assets: RenderProbe.assets) { _, _ in
            AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: FixedWidthTextMeasurer(),
                          images: FixedImageCatalog())
        }.run()
        let text = try String(contentsOfFile: c.trace!, encoding: .utf8)
        // A trace line is the state, flat, with frame, t and frameMs around it.
        return try text.split(separator: "\n").map { try JSONDecoder().decode(TraceState.self, from: Data($0.utf8)) }
    }

    /// The largest difference between two traces' numbers, with the first frame it occurs at.
    func largestDifference(_ a: [TraceState], _ b: [TraceState]) throws -> (Double, Int) {
        var worst = (0.0, -1)
        for (i, (x, y)) in zip(a, b).enumerated() {
            let dx = try JSONSerialization.jsonObject(with: JSONEncoder().encode(x))
            let dy = try JSONSerialization.jsonObject(with: JSONEncoder().encode(y))
            let d = Self.difference(dx, dy)
            if d > worst.0 { worst = (d, i) }
        }
        return worst
    }

    /// The largest difference between two JSON values' numbers; infinity where they differ otherwise.
    static func difference(_ a: Any, _ b: Any) -> Double {
        switch (a, b) {
        case let (x as [String: Any], y as [String: Any]):
            guard Set(x.keys) == Set(y.keys) else { return .infinity }
            return x.keys.map { difference(x[$0]!, y[$0]!) }.max() ?? 0
        case let (x as [Any], y as [Any]):
            guard x.count == y.count else { return .infinity }
            return zip(x, y).map { difference($0, $1) }.max() ?? 0
        case let (x as NSNumber, y as NSNumber):
            return abs(x.doubleValue - y.doubleValue)
        case let (x as String, y as String):
            return x == y ? 0 : .infinity
        default:
            return a is NSNull && b is NSNull ? 0 : .infinity
        }
    }

    @Test("the live path holds an event inside its frame, pins it to the screen and stamps it with the scene time of its instant")
    func placement() throws {
        let feed = FrameDriver(scene: RunnerFakeScene(), screen: Device.standard.size, speed: 0.5)
        feed.beginFrame(wall: 1.0)
        feed.beginFrame(wall: 1.02)
        // At half speed the scene is at 0.51; 10 ms of wall before the frame is 5 ms of scene time.
        let (e, w) = feed.place(.pointerMove(Point(-3, 100.12345), time: 0), wall: 1.01)
        #expect(w == 1.01)
        #expect(e == .pointerMove(Point(0, 100.123), time: 0.505))
        // Stamped before the previous frame or after this one: held at the frame's edges.
        #expect(feed.place(.key(.escape, time: 0), wall: 0.2).wall == 1.0)
        #expect(feed.place(.key(.escape, time: 0), wall: 7).event == .key(.escape, time: 0.51))
        #expect(feed.place(.wheel(dx: 0, dy: 40.00049, at: Point(500, 900), time: 0)).event
                == .wheel(dx: 0, dy: 40, at: Point(390, 844), time: 0.51))
        // Paused, every instant between the frames is the paused time.
        feed.clock.isPaused = true
        feed.beginFrame(wall: 1.04)
        #expect(feed.place(.key(.escape, time: 0), wall: 1.03).event == .key(.escape, time: 0.51))
    }

    @Test("a take's replay traces the live frames within 0.01 pt at the same fps")
    func replayMatchesLiveFrames() throws {
        let walls = (0..<(Self.takeStartFrame + 240)).map { Double($0) / Self.fps }
        let (script, liveTrace) = try live(walls: walls)
        // The take states every event's own instant and position, not the frame's.
        #expect(script.contains("at 0.007 press 195.2 600.4\n"))
        #expect(script.contains("at 0.0773 move 196.5 399.371\n"))
        #expect(script.contains("at 0.0831 release 196.6 380.25\n"))
        #expect(script.contains("at 1.6517 move 100.3 262.5\n"))
        let replayTrace = try replay(script)
        #expect(replayTrace.count == liveTrace.count)
        // The flick moved the list, and so did the wheel: the comparison compares something.
        #expect(liveTrace.map(\.scrollY).max()! > 300)
        let (worst, frame) = try largestDifference(liveTrace, replayTrace)
        #expect(worst < 0.01, "frame \(frame): live \(liveTrace[max(frame, 0)]) against replay \(replayTrace[max(frame, 0)])")
    }

    @Test("with live frames at uneven times the flick comes to rest where the replay's does")
    func unevenLiveFramesRestInPlace() throws {
        // A loaded machine: frames late by 0 to 9 ms, and one stall of 60 ms during the flick.
        var walls: [Double] = []
        var w = 0.0
        for k in 0..<(Self.takeStartFrame + 240) {
            w += 1 / Self.fps + Double((k * 7919) % 10) / 1000 + (k == Self.takeStartFrame + 3 ? 0.06 : 0)
            walls.append(w)
        }
        let (script, liveTrace) = try live(walls: walls)
        let replayTrace = try replay(script)
        let live = try #require(liveTrace.last), replayed = try #require(replayTrace.last)
        #expect(abs(live.scrollY - replayed.scrollY) < 0.01, "live \(live.scrollY), replayed \(replayed.scrollY)")
        #expect(live.scrollY > 300)
    }

    @Test("a take that stops while the list still glides replays as many frames as it has, not until the glide ends")
    func replayEndsWhereTheTakeEnded() throws {
        // The take stops a second after the flick, while the list still moves.
        let count = 60
        let walls = (0..<(Self.takeStartFrame + count)).map { Double($0) / Self.fps }
        let (script, liveTrace) = try live(walls: walls)
        #expect(liveTrace.count == count)
        #expect(liveTrace[count - 1].scrollY != liveTrace[count - 2].scrollY, "the list still glides when the take stops")
        let replayTrace = try replay(script)
        #expect(replayTrace.count == count, "the take has \(count) frames, its replay \(replayTrace.count)")
        let (worst, frame) = try largestDifference(liveTrace, replayTrace)
        #expect(worst < 0.01, "frame \(frame)")
    }
}
