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

    @Test("a signal that reaches ffmpeg too keeps the file ffmpeg finished, and says how many frames it holds",
          arguments: ["mp4", "webm"])
    func ffmpegStoppedBySignal(ext: String) throws {
        let dir = try RecordingTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/take.\(ext)"
        let recorder = try VideoRecorder(path: path, width: 64, height: 48, fps: 30)
        let pid = try #require(recorder.ffmpegProcessID)
        // Frames until ffmpeg has written some of its file (it is past its start, with its signal
        // handlers in place): a SIGTERM during its start was lost under load.
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
        // As when systemd stops a session: ffmpeg gets SIGTERM as well, finishes its file and exits.
        kill(pid, SIGTERM)
        var message = ""
        do {
            for k in n..<100_000 {
                try recorder.append(rgba: RecordingTests.frame(k, width: 64, height: 48))
                if k % 50 == 0 { usleep(2_000) }
            }
            try recorder.finish()
        } catch let e as RecordingError {
            message = e.message
        }
        #expect(message.contains("stopped by a signal"), "\(message)")
        let frames = try #require(try RecordingTests.countFrames(path), "\(path) was not kept: \(message)")
        #expect(frames > 0)
        #expect(message.contains("keeps the \(frames) frames it had written"), "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".part") }.isEmpty)
    }
}
