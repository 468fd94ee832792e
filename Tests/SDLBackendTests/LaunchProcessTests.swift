import Foundation
import Testing

/// The executable, run as a user runs it. A stale DISPLAY renders the demo instead of an
/// invisible window; SIGTERM and SIGHUP during a recording finish a playable file, exit 128+signal and
/// leave no `.NAME.part.*` behind.
@Suite("Launch: display and signals, as a process")
final class LaunchProcessTests {
    let dir: String
    let binary: String?

    init() throws {
        dir = NSTemporaryDirectory() + "cardsim-launch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "wait 0.2\n".write(toFile: dir + "/short.txt", atomically: true, encoding: .utf8)
        binary = CurveFuzzTests.executable()
    }

    // A class, so that each test's folder goes when the test does.
    deinit { try? FileManager.default.removeItem(atPath: dir) }

    private func start(_ args: [String], display: String?) throws -> (Process, Pipe) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try #require(binary, "build cardsim first (swift build)"))
        p.arguments = args
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        var env = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { env[name] = nil }
        if let display { env["DISPLAY"] = display }
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        return (p, out)
    }

    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".part") }
    }

    @Test("a DISPLAY with no server behind it renders the demo video instead of an invisible window")
    func staleDisplayRendersTheDemo() throws {
        // Display 4711 is one nobody runs; before the fix SDL fell back to its offscreen driver and ran until killed.
        let (p, out) = try start(["--script", "short.txt"], display: ":4711")
        let deadline = Date().addingTimeInterval(120)
        while p.isRunning, Date() < deadline { usleep(20_000) }
        if p.isRunning { kill(p.processIdentifier, SIGKILL) }
        p.waitUntilExit()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationReason == .exit && p.terminationStatus == 0, "\(text)")
        #expect(text.contains("no usable display (cannot open DISPLAY=:4711"), "\(text)")
        #expect(FileManager.default.fileExists(atPath: dir + "/cardsim-demo.mp4"))
        #expect(try leftovers().isEmpty)
    }

    @Test("SIGTERM and SIGHUP during a recording finish a playable file and exit 128+signal",
          arguments: [SIGTERM, SIGHUP])
    func aSignalFinishesTheRecording(signal: Int32) throws {
        let (p, _) = try start(["--headless", "--duration", "30", "--record", "take.mp4"], display: nil)
        // Signal once ffmpeg has started writing: its part file is there.
        let deadline = Date().addingTimeInterval(60)
        while try leftovers().isEmpty, p.isRunning, Date() < deadline { usleep(20_000) }
        usleep(200_000)
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationReason == .exit && p.terminationStatus == 128 + signal, "status \(p.terminationStatus)")
        let size = (try? FileManager.default.attributesOfItem(atPath: dir + "/take.mp4")[.size] as? Int) ?? 0
        #expect(size > 1000, "take.mp4 has \(size) bytes")
        #expect(try leftovers().isEmpty)
    }
}
