import Testing
@testable import SimKit
@testable import Playback

/// Every numeric field of every command, fed extreme values, either parses to something the
/// player can run or is refused as `FILE:LINE: message`; never a trap (`wait 1e308` and
/// `drag 10 10 300 300 1e300` trapped in `ScriptPlayer.estimatedFrameCount`).
@Suite("Script fuzz: extreme numbers")
@MainActor
struct ScriptFuzzTests {
    /// ±0, huge, tiny, subnormal, inf, nan, negative, many digits, hex, and each range's edges and just past them.
    static let extremes: [String] = [
        "0", "-0", "+0", "0.0", "-0.0", "1", "-1", "1e308", "-1e308", "1.7976931348623157e308", "1e309", "1e400",
        "1e-308", "5e-324", "-5e-324", "1e-400", "inf", "-inf", "infinity", "nan", "-nan", "NaN", "0x1p1023", "0x1p-1074",
        String(repeating: "9", count: 400), "-" + String(repeating: "9", count: 400),
        "0." + String(repeating: "0", count: 400) + "1", "1." + String(repeating: "3", count: 400),
        "3600", "3600.0000001", "60", "60.0000001", "10000", "-10000", "10000.0001", "0.001", "0.000999", "100", "100.0001",
        "390", "390.0000001", "844", "2147483648", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
    ]

    /// Every command with a number, with `V` where the extreme value goes.
    static let templates: [String] = [
        "wait V", "tap V 10", "tap 10 V", "tap card V", "tap tab V", "press V 10", "press 10 V", "move V 10",
        "move 10 V", "hover V 10", "hover 10 V", "drag V 10 300 300", "drag 10 V 300 300", "drag 10 10 V 300",
        "drag 10 10 300 V", "drag 10 10 300 300 V", "scroll V", "scroll V 10 10", "scroll 10 V 10", "scroll 10 10 V",
        "set speed V", "at V release", "at V press 10 10", "at 1 move V 10", "at 1 scroll V", "release V 10",
        "release 10 V",
    ]

    @Test("every command x every extreme value: parsed and playable, or refused with FILE:LINE")
    func everyFieldEveryExtreme() throws {
        var accepted = 0, refused = 0
        for template in Self.templates {
            for value in Self.extremes {
                let line = template.replacingOccurrences(of: "V", with: value)
                let script: Script
                do {
                    script = try Script.parse("wait 0\n" + line + "\n", file: "fuzz.txt", cardCount: 3, tabCount: 5)
                } catch {
                    #expect(error.description.hasPrefix("fuzz.txt:2: "), "\(line): \(error.description)")
                    refused += 1
                    continue
                }
                accepted += 1
                let command = try #require(script.commands.last)
                // What is accepted writes back to a line that parses to the same command.
                #expect(try Script.parse(command.description, file: "back.txt", cardCount: 3, tabCount: 5).commands == [command],
                        "\(line) -> \(command)")
                try play(script, line: line)
            }
        }
        #expect(accepted > 100 && refused > 300, "accepted \(accepted), refused \(refused)")
    }

    @Test("a huge wait or drag duration is refused at parse time, naming the line")
    func hugeDurationsAreRefused() {
        for (text, message) in [("wait 1e308", "fuzz.txt:1: wait takes 0 to 3600 seconds, got 1e308"),
                                ("drag 10 10 300 300 1e300", "fuzz.txt:1: drag takes 0 to 60 seconds, got 1e300")] {
            #expect(throws: ScriptError(file: "fuzz.txt", line: 1, message: String(message.dropFirst("fuzz.txt:1: ".count)))) {
                try Script.parse(text, file: "fuzz.txt")
            }
        }
    }

    @Test("a script of many longest waits still counts its frames at the highest fps")
    func manyLongestWaits() throws {
        let text = String(repeating: "wait 3600\ndrag 0 0 390 844 60\n", count: 5000)
        let player = ScriptPlayer(script: try Script.parse(text, file: "long.txt"), fps: 1000)
        #expect(player.estimatedFrameCount == Int((5000 * 3660 * 1000.0).rounded()) + 1)
    }

    private static func isFinite(_ e: InputEvent) -> Bool {
        switch e {
        case .pointerDown(let p, let t), .pointerMove(let p, let t), .pointerUp(let p, let t), .hover(let p, let t):
            return p.x.isFinite && p.y.isFinite && t.isFinite
        case .wheel(let dx, let dy, let p, let t): return dx.isFinite && dy.isFinite && p.x.isFinite && p.y.isFinite && t.isFinite
        case .pointerCancel(let t), .key(_, let t): return t.isFinite
        }
    }

    /// Steps the player at the lowest and highest fps the options allow, over the script's whole
    /// length in a few big frames and its start in small ones.
    private func play(_ script: Script, line: String) throws {
        for fps in [1.0, 1000.0] {
            let player = ScriptPlayer(script: script, fps: fps)
            #expect(player.estimatedFrameCount >= 1, "\(line)")
            let scene = FakeScene()
            var times = (0..<20).map { Double($0) / fps }
            times += [1, 60, 3600, 3700, ScriptLimits.at.upperBound + 1]   // `at` reaches a day
            for t in times {
                for case .input(let e) in player.step(at: t, scene: scene) { scene.handle(e) }
                scene.advance(to: t)
            }
            #expect(player.isFinished, "\(line) at \(fps) fps")
            for e in scene.handled { #expect(Self.isFinite(e), "\(line): \(e)") }
        }
    }
}
