import Foundation
import Testing

/// `cardsim curve` with every numeric field at extreme values exits 0 or 2 within seconds, never
/// a trap (`rubber --dimension 1e300 --step 1e-300` trapped converting an endless row count to Int, and a
/// near-1 decay rate ran out of memory). Runs the built executable: the curve command lives in it.
@Suite("Curve fuzz: extreme numbers")
struct CurveFuzzTests {
    /// ±0 and the scripts' other extremes behave as these do here; each run costs a process start.
    static let extremes = ["0", "-1", "1e308", "-1e308", "5e-324", "inf", "nan",
                           String(repeating: "9", count: 400), "0.9999999999"]

    /// Each curve with sane values; the fuzz replaces one field at a time.
    static let curves: [[String]] = [
        ["spring", "--duration", "0.5", "--damping", "0.7", "--velocity", "0", "--fps", "60"],
        ["spring", "--mass", "1", "--stiffness", "100", "--damping", "10", "--velocity", "0"],
        ["spring", "--duration", "0.5", "--bounce", "0.2", "--velocity", "0"],
        ["bezier", "--points", "0.2,0.1,0.3,1", "--duration", "0.3"],
        ["decay", "--velocity", "1000", "--position", "0", "--rate", "0.998"],
        ["rubber", "--dimension", "300", "--coefficient", "0.55", "--step", "1"],
    ]

    @Test("every curve field x every extreme value exits 0 or 2")
    func everyFieldEveryExtreme() throws {
        let binary = try #require(Self.executable(), "build cardsim first (swift build)")
        for curve in Self.curves {
            for i in stride(from: 2, to: curve.count, by: 2) {
                for value in Self.extremes {
                    var args = curve
                    args[i] = curve[i - 1] == "--points" ? "\(value),0,0.5,\(value)" : value
                    let status = try Self.run(binary, ["curve"] + args)
                    #expect(status == 0 || status == 2, "cardsim curve \(args.joined(separator: " ")) -> \(status)")
                }
            }
        }
    }

    /// `cardsim` beside the test bundle, as `swift build` leaves it.
    static func executable() -> String? {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent("cardsim").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// The exit status, 124 when it ran past 10 s (coreutils `timeout` kills it), 128+N for signal N.
    static func run(_ binary: String, _ args: [String]) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        p.arguments = ["-s", "KILL", "10", binary] + args
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationReason == .uncaughtSignal ? 128 + p.terminationStatus : p.terminationStatus
    }
}
