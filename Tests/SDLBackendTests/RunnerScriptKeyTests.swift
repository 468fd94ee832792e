import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
import Playback

/// Every key a script accepts does what the same key does in the window: `key space`
/// pauses the scene clock, `key .` steps one 1/60 s frame while paused, `key t` slows animations
/// tenfold; keys that do nothing in the window are refused when the script is read.
@Suite("Runner: script keys do what the window's keys do")
@MainActor
struct RunnerScriptKeyTests {
    /// The distinct scene times the fake scene was advanced to, running `text` headless at 60 fps.
    private func sceneTimes(_ text: String) throws -> [Double] {
        let scene = RunnerFakeScene()
        var c = HeadlessRunner.Configuration()
        c.scale = 0.25; c.showProgress = false
        c.script = ScriptSource(text: text, file: "keys.txt")
        _ = try HeadlessRunner(configuration: c, assets: try AssetLocator()) { _, _ in scene }.run()
        return scene.advances
    }

    @Test func spacePausesAndResumesTheSceneClock() throws {
        let times = try sceneTimes("wait 0.5\nkey space\nwait 1\nkey space\nwait 0.5\n")
        // 0.5 s before the pause and 0.5 s after it: the paused second adds no scene time.
        #expect(abs((times.last ?? 0) - 1.0) < 1e-9, "\(times.last ?? 0)")
    }

    @Test func periodStepsOneFrameWhilePaused() throws {
        let times = try sceneTimes("key space\nkey .\nwait 0.1\nkey .\nwait 0.1\n")
        #expect(abs((times.last ?? 0) - 2.0 / 60) < 1e-9, "\(times.last ?? 0)")
    }

    @Test func tSlowsAnimationsTenfold() throws {
        let times = try sceneTimes("key t\nwait 1\n")
        #expect(abs((times.last ?? 0) - 0.1) < 1e-9, "\(times.last ?? 0)")
    }

    @Test func keysThatDoNothingInTheWindowAreRefused() {
        for name in ["up", "down", "left", "right", "enter", "return", "tab"] {
            #expect(throws: ScriptError.self) { try Script.parse("key \(name)\n", file: "k.txt") }
        }
        for name in ["escape", "esc", "space", "period", ".", "t", "T"] {
            #expect(throws: Never.self) { try Script.parse("key \(name)\n", file: "k.txt") }
        }
    }
}
