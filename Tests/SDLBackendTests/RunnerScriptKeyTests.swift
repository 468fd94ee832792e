import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
import Playback
import Session

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
        // `scene` is the run's; a rehearsal scene, made after it, is fresh.
        var first: RunnerFakeScene? = scene
        _ = try HeadlessRunner(configuration: c, assets: try AssetLocator()) { _, _ in
            defer { first = nil }
            return first ?? RunnerFakeScene()
        }.run()
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

/// `key comma` steps one frame back while paused, as `,` does in the window; `seek` goes anywhere.
@Suite("Runner: stepping back and seeking")
@MainActor
struct RunnerStepBackTests {
    /// The scene time the scene on screen was last advanced to (a seek makes a fresh scene).
    private func shownTime(_ text: String) throws -> Double {
        var made: [RunnerFakeScene] = []
        var c = HeadlessRunner.Configuration()
        c.scale = 0.25; c.showProgress = false
        c.script = ScriptSource(text: text, file: "keys.txt")
        _ = try HeadlessRunner(configuration: c, assets: try AssetLocator()) { _, _ in
            let s = RunnerFakeScene()
            made.append(s)
            return s
        }.run()
        // The scene on screen: the latest one made (by a seek) that draws; rehearsal scenes do not.
        return made.last { $0.renders > 0 }?.advances.last ?? -1
    }

    @Test func commaStepsOneFrameBackWhilePaused() throws {
        #expect(abs(try shownTime("wait 0.5\nkey space\nkey comma\nkey ,\nwait 0.1\n") - (0.5 - 2.0 / 60)) < 1e-9)
        // Running, it does nothing, as `.` does nothing.
        #expect(abs(try shownTime("wait 0.5\nkey comma\nwait 0.1\n") - 0.6) < 1e-9)
    }

    @Test func seekMovesTheClockAndPausesIt() throws {
        #expect(abs(try shownTime("wait 1\nseek 0.25\nwait 0.5\n") - 0.25) < 1e-9)
    }

    @Test func commaAndSeekParse() throws {
        #expect(throws: Never.self) { try Script.parse("key comma\nkey ,\n", file: "k.txt") }
        #expect(try Script.parse("seek 1.5\n", file: "k.txt").commands == [.seek(1.5)])
        #expect(throws: ScriptError.self) { try Script.parse("seek -1\n", file: "k.txt") }
        #expect(throws: ScriptError.self) { try Script.parse("seek\n", file: "k.txt") }
    }
}
