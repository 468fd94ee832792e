import Foundation
import Testing
@testable import SDLBackend

/// A live take encodes on a writer thread, so a slow encoder never holds up the window's
/// frame loop until a whole queue of frames is waiting; nothing is dropped, and failures still come back.
@Suite("Frame writer thread", .serialized)
struct FrameWriterTests {
    /// A stand-in for ffmpeg in `dir`: it waits `delay` seconds before reading its input (an encoder
    /// behind), reads everything, and writes its output file (its last argument); or fails at once.
    static func fakeFFmpeg(in dir: String, delay: Double, fails: Bool = false) throws -> String {
        let bin = dir + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let body = fails ? "exit 3\n" : "sleep \(delay)\ncat > \"\(dir)/input.raw\"\nfor a; do out=\"$a\"; done\n: > \"$out\"\n"
        // Written by a shell of its own, never through a descriptor of this process: another test
        // that starts a process meanwhile would inherit it, and exec of a file open for writing
        // fails with "Text file busy".
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "cat > \"$1\" && chmod 755 \"$1\"", "sh", bin + "/ffmpeg"]
        let input = Pipe()
        shell.standardInput = input
        try shell.run()
        input.fileHandleForWriting.write(Data(("#!/bin/sh\n" + body).utf8))
        try input.fileHandleForWriting.close()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0, "could not write the stand-in ffmpeg")
        return bin
    }

    /// A recorder of `side` x `side` frames at 60 fps to `dir`/take.mp4, piping to the fake ffmpeg.
    static func recorder(in dir: String, delay: Double, fails: Bool = false) throws -> VideoRecorder {
        let bin = try fakeFFmpeg(in: dir, delay: delay, fails: fails)
        return try VideoRecorder(path: dir + "/take.mp4", width: side, height: side, fps: 60, searchPath: bin)
    }

    /// 128 x 128 RGBA (64 KiB), 24 KiB a picture in the pipe as YUV 4:2:0: a 64 KiB pipe holds two
    /// and a half, so the third waits for the reader.
    static let side = 128
    static func frame(_ n: Int) -> [UInt8] { [UInt8](repeating: UInt8(n), count: side * side * 4) }
    static let yuv = YUV420Converter(width: side, height: side)
    /// The luma byte a frame of grey `n` is piped as: what the fake ffmpeg's input shows for it.
    static func luma(_ n: Int) -> UInt8 {
        var out = [UInt8](repeating: 0, count: yuv.byteCount)
        frame(n).withUnsafeBytes { src in out.withUnsafeMutableBytes { yuv.convert(rgba: src, into: $0) } }
        return out[0]
    }

    @Test("append returns at once while the encoder is stalled, until the queue is full; every frame arrives in order")
    func slowEncoderDoesNotBlockUntilTheQueueIsFull() throws {
        let dir = try RecordingTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recorder = try Self.recorder(in: dir, delay: 0.6)
        // Room for three frames: the first fills the pipe, the second is held mid-write, and the
        // third and fourth wait in the queue; the fifth finds it full.
        let writer = FrameWriter(recorder: recorder, byteBound: 3 * Self.side * Self.side * 4)
        let start = Date()
        try writer.append(Self.frame(1))
        try writer.append(Self.frame(2), count: 2)   // one picture for two video frames: queued once
        try writer.append(Self.frame(3))
        #expect(Date().timeIntervalSince(start) < 0.3, "the loop waited for a stalled encoder")
        #expect(writer.stalls == 0)
        try writer.append(Self.frame(4))
        try writer.append(Self.frame(5))   // the queue is full now: this one waits for the encoder
        #expect(writer.stalls >= 1 && writer.stallSeconds > 0.1)
        #expect(writer.framesQueued == 6)
        try writer.drain()
        try recorder.finish()
        #expect(recorder.framesWritten == 6)
        let input = try #require(FileManager.default.contents(atPath: dir + "/input.raw"))
        let frameBytes = Self.yuv.byteCount
        #expect(input.count == 6 * frameBytes)
        #expect((0..<6).map { input[$0 * frameBytes] } == [1, 2, 2, 3, 4, 5].map(Self.luma))
        #expect(FileManager.default.fileExists(atPath: dir + "/take.mp4"))
    }

    @Test("a frame is never overwritten while it is written: spare memory is filled again only once its frame is out, and a repeat is the same picture")
    func framesAreNotOverwrittenWhileWritten() throws {
        let dir = try RecordingTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // An encoder that waits before reading: the loop below runs ahead, filling memory as fast
        // as the writer hands it back, while earlier frames are still in the pipe or the queue.
        let recorder = try Self.recorder(in: dir, delay: 0.3)
        let writer = FrameWriter(recorder: recorder, byteBound: 2 * Self.side * Self.side * 4)
        var expected: [Int] = []
        for n in 1...16 {
            if n % 4 == 0 {
                // A frame nothing changed: the last picture again, neither read nor copied.
                try writer.repeatLast()
                expected.append(expected.last!)
                continue
            }
            var pixels = writer.spareBuffer()
            if pixels.count != Self.side * Self.side * 4 { pixels = [UInt8](repeating: 0, count: Self.side * Self.side * 4) }
            // Filled in two passes, as a read-back and then the corners are: a frame written
            // between them would show both values.
            for i in stride(from: 0, to: pixels.count / 2, by: 1) { pixels[i] = UInt8(n) }
            for i in stride(from: pixels.count / 2, to: pixels.count, by: 1) { pixels[i] = UInt8(n) }
            try writer.append(pixels)
            expected.append(n)
            // The caller may scribble on its own copy at once: the queued frame is not touched.
            pixels[0] = 0
        }
        try writer.drain()
        try recorder.finish()
        let input = try #require(FileManager.default.contents(atPath: dir + "/input.raw"))
        let frameBytes = Self.yuv.byteCount, lumaBytes = Self.side * Self.side
        #expect(input.count == expected.count * frameBytes)
        for (k, n) in expected.enumerated() where input.count >= (k + 1) * frameBytes {
            let lumaPlane = input[(k * frameBytes)..<(k * frameBytes + lumaBytes)], want = Self.luma(n)
            #expect(lumaPlane.allSatisfy { $0 == want }, "frame \(k + 1) is not frame \(n) whole")
        }
    }

    @Test("repeats of an unchanged picture wait for the encoder too: the loop stays within the queue's frames of it")
    func repeatsWaitForTheEncoder() throws {
        let dir = try RecordingTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recorder = try Self.recorder(in: dir, delay: 0.5)
        let writer = FrameWriter(recorder: recorder, byteBound: 2 * Self.side * Self.side * 4)
        let start = Date()
        try writer.append(Self.frame(7))
        // The pipe holds two and a half pictures and the queue two frames: twenty repeats cannot
        // all be handed over before the encoder starts reading.
        for _ in 0..<20 { try writer.repeatLast() }
        #expect(Date().timeIntervalSince(start) > 0.4, "the repeats ran ahead of a stalled encoder")
        #expect(writer.stalls >= 1)
        try writer.drain()
        try recorder.finish()
        #expect(recorder.framesWritten == 21)
        let input = try #require(FileManager.default.contents(atPath: dir + "/input.raw"))
        #expect(input.count == 21 * Self.yuv.byteCount)
    }

    @Test("an encoder that dies comes back as an error, and no part file or log is left")
    func aDeadEncoderIsAnError() throws {
        let dir = try RecordingTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recorder = try Self.recorder(in: dir, delay: 0, fails: true)
        let writer = FrameWriter(recorder: recorder, byteBound: 0)
        let log = try #require(recorder.logPath)
        var failed = false
        do {
            for n in 0..<50 { try writer.append(Self.frame(n)) }
            try writer.drain()
        } catch {
            failed = true
            #expect("\(error)".contains("ffmpeg stopped reading frames"))
        }
        #expect(failed)
        #expect(!FileManager.default.fileExists(atPath: log), "ffmpeg's log goes with it")
        writer.abort()
        recorder.abort()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".part") }.isEmpty)
    }

    @Test("abort drops what is queued and leaves no file")
    func abortDropsTheQueue() throws {
        let dir = try RecordingTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recorder = try Self.recorder(in: dir, delay: 0.2)
        let writer = FrameWriter(recorder: recorder)
        for n in 0..<5 { try writer.append(Self.frame(n)) }
        writer.abort()
        recorder.abort()
        #expect(!FileManager.default.fileExists(atPath: dir + "/take.mp4"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".part") }.isEmpty)
    }
}
