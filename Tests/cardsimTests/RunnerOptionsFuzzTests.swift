import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport
@testable import cardsim
import Playback

/// Every numeric option, fed extreme values, is refused with `cardsim: --NAME: …` (exit 2) or
/// accepted inside a range the runner can hold, and a run at each accepted extreme renders without a trap.
@Suite("Options fuzz: extreme numbers")
@MainActor
struct RunnerOptionsFuzzTests {
    static let extremes: [String] = [
        "0", "-0", "1", "-1", "1e308", "-1e308", "1e309", "1e-308", "5e-324", "1e-400", "inf", "-inf", "nan",
        "0x1p1023", String(repeating: "9", count: 400), "0." + String(repeating: "0", count: 400) + "1",
        "0.25", "0.2499", "0.001", "0.000999", "8", "8.0001", "100", "100.0001", "1000", "1000.5", "3600", "3600.1",
        "100000", "100001", "9223372036854775808",
    ]
    static let options = ["--fps", "--speed", "--scale", "--duration"]

    @Test("every numeric option x every extreme value: refused by name, or in range and runnable")
    func everyOptionEveryExtreme() throws {
        var accepted: [(String, Double)] = []
        for name in Self.options {
            for value in Self.extremes {
                for arguments in [[name, value], ["\(name)=\(value)"]] {
                    do {
                        guard case .run(let o) = try LaunchCommand.parse(arguments) else { Issue.record("\(arguments)"); continue }
                        let v = [o.fps, o.speed, o.scale ?? 1, o.duration ?? 1]
                        #expect(v.allSatisfy { $0.isFinite && $0 > 0 }, "\(arguments) -> \(o)")
                        #expect(LaunchOptions.fpsRange.contains(o.fps) && ScriptLimits.speed.contains(o.speed))
                        #expect(LaunchOptions.scaleRange.contains(o.scale ?? 1)
                                && LaunchOptions.durationRange.contains(o.duration ?? 1))
                        if arguments.count == 2 { accepted.append((name, Double(value)!)) }
                    } catch {
                        #expect(error.description.hasPrefix("cardsim: \(name): "), "\(arguments): \(error)")
                    }
                }
            }
        }
        #expect(accepted.count >= 20, "\(accepted)")
        // Each accepted value runs: one short headless take with it (the duration capped so the test is quick).
        for (name, value) in accepted {
            var c = HeadlessRunner.Configuration()
            c.scale = 0.25; c.showProgress = false; c.duration = 0.02
            switch name {
            case "--fps": c.fps = value
            case "--speed": c.speed = value
            case "--scale": c.scale = value
            default: c.duration = min(value, 0.02)
            }
            let result = try HeadlessRunner(configuration: c, assets: try AssetLocator()) { _, _ in RunnerFakeScene() }.run()
            #expect(result.frames >= 1, "\(name) \(value)")
        }
    }

    @Test("bench --frames: a whole number from 1 to 100000, or refused by name")
    func benchFrames() {
        for value in Self.extremes {
            do {
                guard case .bench(let b) = try LaunchCommand.parse(["bench", "--frames", value]) else { continue }
                #expect((1...100_000).contains(b.frames ?? 0), "\(value)")
            } catch {
                #expect(error.description.hasPrefix("cardsim: --frames: "), "\(value): \(error)")
            }
        }
    }

    @Test("the smallest values the runner cannot hold are refused with their bound")
    func lowerBounds() {
        #expect(throws: LaunchOptionError("cardsim: --fps: expected a number from 1 to 1000, got '1e-300'")) { try LaunchCommand.parse(["--fps", "1e-300"]) }
        #expect(throws: LaunchOptionError("cardsim: --scale: expected a number from 0.25 to 8, got '0.01'")) { try LaunchCommand.parse(["--scale", "0.01"]) }
        #expect(throws: LaunchOptionError("cardsim: --speed: expected a number from 0.001 to 100, got '1e-300'")) { try LaunchCommand.parse(["--speed", "1e-300"]) }
    }

    @Test("--verbose and -v are read; they take no value")
    func verbose() throws {
        for word in ["--verbose", "-v"] {
            guard case .run(let o) = try LaunchCommand.parse([word]) else { Issue.record("\(word)"); continue }
            #expect(o.verbose)
        }
        #expect(throws: LaunchOptionError("cardsim: --verbose: takes no value (got 'yes')")) { try LaunchCommand.parse(["--verbose=yes"]) }
    }
}
