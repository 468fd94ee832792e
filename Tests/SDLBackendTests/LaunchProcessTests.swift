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

    /// The processes `pid` started (each thread's children, from /proc).
    private static func children(of pid: Int32) -> [Int32] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }

    /// Starts a headless recording of `seconds` and waits until ffmpeg has opened its file; returns
    /// the run, its stdout, and ffmpeg's process id.
    private func startRecording(seconds: Int = 30) throws -> (Process, Pipe, ffmpeg: Int32?) {
        try? FileManager.default.removeItem(atPath: dir + "/take.mp4")
        let (p, out) = try start(["--headless", "--duration", "\(seconds)", "--scale", "0.5", "--record", "take.mp4"],
                                 display: nil)
        let deadline = Date().addingTimeInterval(60)
        while try leftovers().isEmpty, p.isRunning, Date() < deadline { usleep(10_000) }
        let ffmpeg = Self.children(of: p.processIdentifier).first {
            (try? String(contentsOfFile: "/proc/\($0)/comm", encoding: .utf8))?.hasPrefix("ffmpeg") == true
        }
        return (p, out, ffmpeg)
    }

    @Test("a terminal that closes mid-recording (its writes fail, SIGHUP arrives) still leaves a playable file")
    func aClosedTerminalKeepsTheRecording() throws {
        // A terminal of its own, so the progress line is on: written every frame, it fails once the terminal is gone.
        let (master, slave) = try Self.openTerminal()
        let tty = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try #require(binary, "build cardsim first (swift build)"))
        p.arguments = ["--headless", "--duration", "30", "--scale", "0.5", "--record", "take.mp4"]
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        var env = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { env[name] = nil }
        p.environment = env
        p.standardOutput = tty
        p.standardError = tty
        try p.run()
        // Read what it writes, as a terminal shows it, until the terminal closes.
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while read(master, &buffer, buffer.count) > 0 {}
        }
        reader.start()
        let deadline = Date().addingTimeInterval(60)
        while try leftovers().isEmpty, p.isRunning, Date() < deadline { usleep(10_000) }
        usleep(200_000)
        // The window closes: the terminal goes, then the hang-up.
        try tty.close()
        close(master)
        kill(p.processIdentifier, SIGHUP)
        p.waitUntilExit()
        let status = "\(p.terminationReason == .exit ? "exit" : "signal") \(p.terminationStatus)"
        #expect(status == "exit 129")
        let frames = (try? RecordingTests.countFrames(dir + "/take.mp4")) ?? nil
        #expect((frames ?? 0) > 0, "take.mp4 holds \(frames ?? 0) frames")
        #expect(try leftovers().isEmpty)
    }

    /// A pseudo-terminal's two ends. Glibc declares its functions for X/Open only, which Swift's
    /// Glibc module leaves out: they are looked up by name.
    private static func openTerminal() throws -> (master: Int32, slave: Int32) {
        typealias Call = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let libc = dlopen(nil, RTLD_NOW)
        func function<T>(_ name: String, _: T.Type) throws -> T { unsafeBitCast(try #require(dlsym(libc, name)), to: T.self) }
        let master = try function("posix_openpt", Call.self)(O_RDWR | O_NOCTTY)
        try #require(master >= 0)
        try #require(try function("grantpt", Call.self)(master) == 0 && function("unlockpt", Call.self)(master) == 0)
        let name = try #require(try function("ptsname", Name.self)(master))
        let slave = open(name, O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        return (master, slave)
    }

    /// What a signalled run left: its status, what it said, whether take.mp4 holds frames, the part files.
    private func outcome(_ p: Process, _ out: Pipe) throws -> (status: String, said: String, kept: Bool, parts: [String]) {
        let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        let status = "\(p.terminationReason == .exit ? "exit" : "signal") \(p.terminationStatus)"
        let frames = (try? RecordingTests.countFrames(dir + "/take.mp4")) ?? nil
        return (status, said, (frames ?? 0) > 0, try leftovers())
    }

    @Test("a stop request sent twice, as timeout sends it to the process and to its group, still finishes the recording",
          arguments: [SIGHUP, SIGTERM, SIGINT])
    func aRepeatedRequestFinishesTheRecording(signal: Int32) throws {
        let (p, out, _) = try startRecording()
        usleep(200_000)
        kill(p.processIdentifier, signal)
        // The second arrives once the first is being handled, while the file is finished.
        usleep(20_000)
        kill(p.processIdentifier, signal)
        let o = try outcome(p, out)
        #expect(o.status == "exit \(128 + signal)", "\(o.said)")
        #expect(o.said.contains("interrupted; wrote"), "\(o.said)")
        #expect(o.kept && o.parts.isEmpty, "\(o.parts)")
    }

    @Test("a hang-up racing CardSim and ffmpeg (a terminal closing, a session ending) never loses the recording")
    func hangUpRacesNeverLoseTheRecording() throws {
        var lost: [String] = []
        let runs = 8
        for run in 0..<runs {
            let (p, out, ffmpeg) = try startRecording()
            // From the first frames on, at a different phase of the run each time.
            usleep(UInt32(run * 40_000))
            // As timeout and a session's end send it: ffmpeg and CardSim at once, CardSim twice.
            if let ffmpeg { kill(ffmpeg, SIGHUP) } else { lost.append("run \(run): ffmpeg not found, not raced") }
            kill(p.processIdentifier, SIGHUP)
            kill(p.processIdentifier, SIGHUP)
            let o = try outcome(p, out)
            if !(o.status == "exit 129" && o.kept && o.parts.isEmpty && o.said.contains("interrupted; wrote")) {
                lost.append("run \(run): \(o.status), kept \(o.kept), parts \(o.parts), said \(o.said.debugDescription)")
            }
        }
        #expect(lost.isEmpty, "\(lost.count) of \(runs) runs lost the recording:\n\(lost.joined(separator: "\n"))")
    }
}
