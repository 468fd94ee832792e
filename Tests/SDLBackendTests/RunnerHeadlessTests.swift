import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
import Playback
@testable import Session

/// The headless runner's virtual clock and outputs.
@Suite("Runner: headless frames on a virtual clock")
@MainActor
final class RunnerHeadlessTests {
    let assets: AssetLocator
    let dir: String

    init() throws {
        assets = try AssetLocator()
        dir = NSTemporaryDirectory() + "cardsim-runner-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    // A class, so that each test's folder goes when the test does.
    deinit { try? FileManager.default.removeItem(atPath: dir) }

    private func runner(_ configure: (inout HeadlessRunner.Configuration) -> Void,
                        scene: RunnerFakeScene = RunnerFakeScene()) -> HeadlessRunner {
        var c = HeadlessRunner.Configuration()
        c.scale = 0.5          // small frames: these tests are about counting, not pixels
        c.showProgress = false
        configure(&c)
        // `scene` is the run's; each later one (a `seek`'s, a held finger's dry run) is fresh.
        var first: RunnerFakeScene? = scene
        return HeadlessRunner(configuration: c, assets: assets) { _, _ in
            defer { first = nil }
            return first ?? RunnerFakeScene()
        }
    }

    @Test(arguments: [60.0, 120.0])
    func aOneSecondScriptRendersExactlyFpsFrames(fps: Double) throws {
        let result = try runner { c in
            c.fps = fps
            c.script = ScriptSource(text: "wait 1\n", file: "one.txt")
        }.run()
        #expect(result.frames == Int(fps))
        #expect(result.virtualSeconds == 1)
    }

    @Test func theSceneAdvancesExactlyOneFrameAtATimeAtTheGivenSpeed() throws {
        let scene = RunnerFakeScene()
        _ = try runner({ c in c.fps = 50; c.speed = 0.5; c.duration = 0.2 }, scene: scene).run()
        let distinct = Array(NSOrderedSet(array: scene.advances)) as! [Double]
        #expect(distinct.count == 10)
        for (k, t) in distinct.enumerated() { #expect(abs(t - Double(k) * 0.01) < 1e-12) }
    }

    @Test("a finished run frees its scene and canvas: the bench runs several in one process")
    func aFinishedRunFreesItsScene() throws {
        weak var freed: RunnerFakeScene?
        do {
            let scene = RunnerFakeScene()
            freed = scene
            _ = try runner({ c in c.script = ScriptSource(text: "wait 0.1\n", file: "short.txt") }, scene: scene).run()
        }
        #expect(freed == nil, "the run's lanes, holding the scene and the canvas, outlived it")
    }

    @Test func theRunWaitsForTheSceneToComeToRestAfterTheScript() throws {
        let scene = RunnerFakeScene()
        scene.busyUntil = 1.5
        let result = try runner({ c in c.script = ScriptSource(text: "wait 0.5\n", file: "s.txt") }, scene: scene).run()
        #expect(result.frames == 90)
    }

    @Test func scriptInputArrivesStampedWithTheFrameTime() throws {
        let scene = RunnerFakeScene()
        _ = try runner({ c in c.script = ScriptSource(text: "wait 0.5\ntap 100 200\nkey escape\n", file: "s.txt") },
                       scene: scene).run()
        #expect(scene.events.first == .pointerDown(Point(100, 200), time: 0.5))
        // The tap holds 0.08 s: released on the first frame at or after 0.58 s (frame 35), then the key.
        let release: Double = 35.0 / 60
        let expected: [InputEvent] = [.pointerUp(Point(100, 200), time: release), .key(.escape, time: release)]
        #expect(Array(scene.events.dropFirst()) == expected)
    }

    @Test func theTraceHasOneCompleteLinePerFrame() throws {
        let path = dir + "/trace.jsonl"
        let result = try runner { c in c.fps = 30; c.duration = 0.5; c.trace = path }.run()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(result.frames == 15)
        #expect(lines.count == 15)
        for (k, line) in lines.enumerated() {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            #expect(object["frame"] as? Int == k)
            #expect(abs((object["t"] as? Double ?? -1) - Double(k) / 30) < 1e-4)
            #expect(object["screen"] as? String == "today")
            #expect(object.keys.contains("transition") && object.keys.contains("frameMs"))
        }
    }

    @Test func aPNGDirectoryGetsOneNumberedFramePerVirtualFrame() throws {
        let frames = dir + "/frames/"
        let result = try runner { c in c.fps = 60; c.duration = 0.1; c.record = frames; c.bezel = true; c.showTouches = true }.run()
        let files = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }
        #expect(result.frames == 6)
        #expect(files.count == 6)
    }

    @Test func badPathsAndScriptsAreRefusedBeforeAnythingRenders() {
        var built = false
        func attempt(_ configure: (inout HeadlessRunner.Configuration) -> Void) -> RunnerError? {
            var c = HeadlessRunner.Configuration()
            c.scale = 0.5; c.showProgress = false
            configure(&c)
            do {
                _ = try HeadlessRunner(configuration: c, assets: assets) { _, _ in built = true; return RunnerFakeScene() }.run()
                return nil
            } catch { return error }
        }
        let trace = attempt { $0.trace = "/nonexistent-dir/trace.jsonl" }
        #expect(trace?.exitStatus == 2)
        let record = attempt { $0.record = "/nonexistent-dir/out.mp4" }
        #expect(record?.exitStatus == 2)
        #expect(!built)
        let tracePath = dir + "/never.jsonl"
        let script = attempt { c in
            c.trace = tracePath
            c.script = ScriptSource(text: "wait 0.1\ntap card 9\n", file: "bad.txt")
        }
        #expect(script?.exitStatus == 2)
        #expect(script?.description.hasPrefix("bad.txt:2: ") == true)
        #expect(!FileManager.default.fileExists(atPath: tracePath))
    }

    @Test func setSpeedInAScriptSlowsTheSceneClock() throws {
        let scene = RunnerFakeScene()
        _ = try runner({ c in c.fps = 10; c.script = ScriptSource(text: "set speed 0.1\nwait 1\n", file: "s.txt") },
                       scene: scene).run()
        // Frame 10 (t = 1 s) is advanced, sees the script done and is not rendered.
        #expect(abs((scene.advances.last ?? 0) - 0.1) < 1e-12)
    }
}
