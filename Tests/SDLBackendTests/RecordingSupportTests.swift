import Foundation
import Testing
@testable import SDLBackend

/// The progress line and Ctrl+C handling of headless recording.
@Suite("Recording support", .serialized)
struct RecordingSupportTests {
    @Test("progress shows frames, frames a second, speed against real time and ETA")
    func progressText() {
        let line = ProgressLine(total: 600, fps: 60, isEnabled: false)
        #expect(line.text(done: 0, elapsed: 0) == "recording: frame 0/600")
        #expect(line.text(done: 120, elapsed: 1) == "recording: frame 120/600  120 fps  2.0x real time  ETA 4 s")
        #expect(line.text(done: 700, elapsed: 2) == "recording: frame 700/700  350 fps  5.8x real time  ETA 0 s")
        #expect(ProgressLine(total: nil, fps: 30, isEnabled: false).text(done: 15, elapsed: 1) == "recording: frame 15  15 fps  0.5x real time")
    }

    /// Collects what a progress line writes.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        func add(_ s: String) { lock.lock(); parts.append(s); lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return parts.joined() }
    }

    @Test("on a terminal the line is redrawn in place and ended with a newline; elsewhere nothing is written")
    func progressOutput() {
        let out = Output()
        var line = ProgressLine(total: 4, fps: 60, isEnabled: true)
        line.write = { out.add($0) }
        line.show(done: 1, elapsed: 0.01)
        line.show(done: 4, elapsed: 0.04)
        line.end()
        #expect(out.text == "\rrecording: frame 1/4  100 fps  1.7x real time  ETA 1 s    "
                + "\rrecording: frame 4/4  100 fps  1.7x real time  ETA 0 s    \n")
        let quiet = Output()
        var off = ProgressLine(total: 4, fps: 60, isEnabled: false)
        off.write = { quiet.add($0) }
        off.show(done: 1, elapsed: 0.01)
        off.end()
        #expect(quiet.text.isEmpty)
    }

    @Test("a headless run shows progress by default exactly when stderr is a terminal")
    func progressOnlyOnATerminal() {
        #expect(HeadlessRunner.Configuration().showProgress == (isatty(2) != 0))
        #expect(ProgressLine(total: 1, fps: 60).isEnabled == (isatty(2) != 0))
    }

    @Test("Ctrl+C raises the flag instead of killing the process")
    func interrupt() {
        let flag = InterruptFlag()
        defer { flag.restore() }
        #expect(!flag.isRaised)
        // As from a terminal: to the process, not to this thread (test threads may block signals).
        kill(getpid(), SIGINT)
        for _ in 0..<100 where !flag.isRaised { usleep(10_000) }
        #expect(flag.isRaised)
        #expect(InterruptFlag().isRaised == false)   // a new flag starts clear
    }

    @Test("Ctrl+C mid-recording reaches only CardSim: ffmpeg keeps running and the file is playable")
    func interruptedRecording() throws {
        let dir = try RecordingTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let flag = InterruptFlag()
        defer { flag.restore() }
        let recorder = try VideoRecorder(path: dir + "/take.mp4", width: 32, height: 32, fps: 30)
        let pid = try #require(recorder.ffmpegProcessID)
        // A terminal's Ctrl+C goes to the foreground process group; ffmpeg must not be in ours.
        #expect(getpgid(pid) != getpgrp())
        var frames = 0
        while !flag.isRaised && frames < 1000 {
            try recorder.append(rgba: RecordingTests.frame(frames, width: 32, height: 32))
            frames += 1
            if frames == 10 { kill(getpid(), SIGINT) }
        }
        try recorder.finish()
        #expect(frames >= 10 && frames < 1000)
        #expect(try RecordingTests.countFrames(dir + "/take.mp4") == frames)
    }

    @Test("a stop request that reaches ffmpeg too leaves the finishing to CardSim: the file holds every frame given",
          arguments: [("mp4", SIGTERM), ("mp4", SIGHUP), ("webm", SIGINT)])
    func ffmpegIgnoresStopRequests(ext: String, signal: Int32) throws {
        let dir = try RecordingTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/take.\(ext)"
        let recorder = try VideoRecorder(path: path, width: 64, height: 48, fps: 30)
        let pid = try #require(recorder.ffmpegProcessID)
        // Frames until ffmpeg has written some of its file: past its start, its own handlers in place.
        func written() throws -> Bool {
            try FileManager.default.contentsOfDirectory(atPath: dir).contains { name in
                name.contains(".part") && ((try? FileManager.default.attributesOfItem(atPath: dir + "/" + name)[.size] as? Int) ?? 0) > 0
            }
        }
        var n = 0
        while try !written() && n < 5_000 {
            try recorder.append(rgba: RecordingTests.frame(n, width: 64, height: 48))
            n += 1
            if n % 20 == 0 { usleep(5_000) }
        }
        // As a session that ends sends it to every process it holds (SIGTERM, then SIGHUP).
        kill(pid, signal)
        usleep(100_000)
        for k in n..<(n + 30) { try recorder.append(rgba: RecordingTests.frame(k, width: 64, height: 48)) }
        try recorder.finish()
        #expect(try RecordingTests.countFrames(path) == n + 30)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".part") }.isEmpty)
    }

    @Test("only a Ctrl+C typed again quits at once; a stop request a program repeats is the same request")
    func whichRepeatQuits() {
        // SI_KERNEL: from the terminal's driver (a key); SI_USER: kill(2), from a program.
        #expect(InterruptFlag.quitsAtOnce(signal: SIGINT, code: InterruptFlag.fromTerminal))
        #expect(!InterruptFlag.quitsAtOnce(signal: SIGINT, code: InterruptFlag.fromProgram))
        #expect(!InterruptFlag.quitsAtOnce(signal: SIGHUP, code: InterruptFlag.fromTerminal))
        #expect(!InterruptFlag.quitsAtOnce(signal: SIGTERM, code: InterruptFlag.fromProgram))
    }
}
