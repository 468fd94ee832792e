import Foundation
import Testing

/// The executable's conventions as a shell sees them: where help goes, the exit statuses, the one
/// error prefix, and the ASCII help of a C locale.
@Suite("Command line, as a process: help on stdout with 0, bad arguments on stderr with 2")
struct CommandLineProcessTests {
    struct Output { var status: Int32; var out: String; var err: String }

    static func run(_ args: [String], environment: [String: String] = [:]) throws -> Output {
        let binary = try #require(CurveFuzzTests.executable(), "build cardsim first (swift build)")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = args
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Output(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: e, as: UTF8.self))
    }

    @Test("--help of cardsim and of every subcommand: stdout, exit 0, nothing on stderr",
          arguments: [[], ["curve"], ["settings"], ["devices"], ["icon"], ["bench"]])
    func help(command: [String]) throws {
        let r = try Self.run(command + ["--help"])
        #expect(r.status == 0 && r.err.isEmpty && (r.out.contains("usage") || r.out.contains("USAGE")), "\(command): \(r.err)")
    }

    @Test("bad arguments: exit 2, one line on stderr starting 'cardsim: ', nothing on stdout",
          arguments: [["devices", "--bogus"], ["bench", "--json=no"], ["--fps", "abc"], ["icon", "--size=9", "x.png"],
                      ["curve", "spring", "--frobnicate", "1"], ["settings", "get"], ["--script", "/no/such/script.txt"]])
    func badArguments(args: [String]) throws {
        let r = try Self.run(args)
        #expect(r.status == 2, "\(args): \(r.err)")
        #expect(r.out.isEmpty && r.err.hasPrefix("cardsim: ") && !r.err.hasPrefix("cardsim: cardsim"), "\(args): \(r.err)")
    }

    @Test("--script on a missing file says why; --fps names the range and repeats the value")
    func messages() throws {
        #expect(try Self.run(["--headless", "--script", "/no/such/script.txt"]).err
                == "cardsim: --script: /no/such/script.txt: No such file or directory\n")
        #expect(try Self.run(["--fps", "abc"]).err == "cardsim: --fps: expected a number from 1 to 1000, got 'abc'\n")
        // A script's FILE:LINE message comes after the same prefix.
        let script = NSTemporaryDirectory() + "cardsim-bad-\(UUID().uuidString).txt"
        try "wait 0.1\ntap 9999 1\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let bad = try Self.run(["--headless", "--script", script])
        #expect(bad.status == 2 && bad.err.hasPrefix("cardsim: \(script):2: "), "\(bad.err)")
    }

    private static func badScript(_ bytes: [UInt8]) throws -> (path: String, output: Output) {
        let script = NSTemporaryDirectory() + "cardsim-bad-\(UUID().uuidString).txt"
        try Data(bytes).write(to: URL(fileURLWithPath: script))
        defer { try? FileManager.default.removeItem(atPath: script) }
        return (script, try run(["--headless", "--script", script]))
    }

    @Test("a script's errors come in line order: a card the deck lacks before an unknown command")
    func scriptErrorsInLineOrder() throws {
        let (script, r) = try Self.badScript(Array("wait 0.1\ntap card 99\nfrobnicate\n".utf8))
        #expect(r.status == 2 && r.err.hasPrefix("cardsim: \(script):2: there is no card 99"), "\(r.err)")
    }

    @Test("a script line that is not UTF-8 is named with its bytes escaped, never echoed raw")
    func scriptNotUTF8() throws {
        let (script, r) = try Self.badScript(Array("wait 0.1\nfrob".utf8) + [0xFF] + Array("nicate\n".utf8))
        #expect(r.status == 2 && r.err.hasPrefix("cardsim: \(script):2: ") && r.err.contains("frob\\xffnicate"), "\(r.err)")
        #expect(!r.err.contains("\u{FFFD}"))
    }

    @Test("in the C locale --help is plain ASCII")
    func asciiHelp() throws {
        let r = try Self.run(["--help"], environment: ["LC_ALL": "C", "LANG": "C"])
        #expect(r.status == 0 && r.out.utf8.allSatisfy { $0 < 0x80 })
    }

    @Test("devices --json is a JSON array of every device")
    func devicesJSON() throws {
        let r = try Self.run(["devices", "--json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [[String: Any]])
        #expect(list.count >= 5 && list.contains { $0["name"] as? String == "iphone-14" && $0["default"] as? Bool == true })
    }
}
