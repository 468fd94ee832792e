import Foundation
import Testing
@testable import SDLBackend

/// The progress line and Ctrl+C handling of headless recording.
@Suite("Recording support", .serialized)
struct RecordingSupportTests {
    @Test("progress shows frames, speed against real time and ETA")
    func progressText() {
        let line = ProgressLine(total: 600, fps: 60, isEnabled: false)
        #expect(line.text(done: 0, elapsed: 0) == "recording: frame 0/600")
        #expect(line.text(done: 120, elapsed: 1) == "recording: frame 120/600  2.0x real time  ETA 4 s")
        #expect(line.text(done: 700, elapsed: 2) == "recording: frame 700/700  5.8x real time  ETA 0 s")
        #expect(ProgressLine(total: nil, fps: 30, isEnabled: false).text(done: 15, elapsed: 1) == "recording: frame 15  0.5x real time")
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
