import Foundation
import Testing
@testable import SDLBackend

/// Frame-exact recording through ffmpeg, PNG folders, and clear refusals.
@Suite("Recording")
struct RecordingTests {
    /// A fresh empty folder for one test.
    static func tempDir() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardsim-rec-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Frame `n` of a moving test pattern: a bar that walks across a gradient.
    static func frame(_ n: Int, width: Int, height: Int) -> [UInt8] {
        var px = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let bar = (x / 4) == n % (width / 4)
                px[i] = bar ? 255 : UInt8(x * 255 / width)
                px[i + 1] = bar ? 0 : UInt8(y * 255 / height)
                px[i + 2] = UInt8(n * 9 % 256)
            }
        }
        return px
    }

    /// Frames in a file as ffprobe decodes them.
    static func countFrames(_ path: String) throws -> Int? {
        try probe(path, ["-count_frames", "-show_entries", "stream=nb_read_frames"])
    }

    /// The first number ffprobe prints for the first video stream of `path` with `arguments`.
    static func probe(_ path: String, _ arguments: [String]) throws -> Int? {
        let data = try run("ffprobe", ["-v", "error", "-select_streams", "v:0"] + arguments + ["-of", "csv=p=0", path]) ?? Data()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int(text.split(separator: ",").first ?? "")
    }

    /// What `tool` (ffmpeg, ffprobe) writes on stdout for `arguments`; nil when it failed.
    static func run(_ tool: String, _ arguments: [String]) throws -> Data? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [tool] + arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return p.terminationStatus == 0 ? data : nil
    }

    private func record(_ path: String, frames: Int, width: Int = 64, height: Int = 48, fps: Double = 60) throws -> VideoRecorder {
        let recorder = try VideoRecorder(path: path, width: width, height: height, fps: fps)
        for n in 0..<frames { try recorder.append(rgba: Self.frame(n, width: width, height: height)) }
        try recorder.finish()
        return recorder
    }

    @Test("an mp4 of N frames has exactly N frames, at 60 and 120 fps and odd sizes", arguments: [
        (60.0, 37, 64, 48), (120.0, 24, 65, 49),
    ])
    func mp4FrameExact(fps: Double, frames: Int, width: Int, height: Int) throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/out.mp4"
        let recorder = try record(path, frames: frames, width: width, height: height, fps: fps)
        #expect(recorder.framesWritten == frames)
        #expect(try Self.countFrames(path) == frames)
        // Only the finished file remains: no part file, no log.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.mp4"])
    }

    @Test("webm keeps every frame")
    func webm() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try record(dir + "/out.webm", frames: 20)
        #expect(try Self.countFrames(dir + "/out.webm") == 20)
    }

    @Test("gif loops, with a palette, at 20 fps or less and a whole number of centiseconds a frame")
    func gif() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/out.gif"
        _ = try record(path, frames: 40, fps: 60)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.starts(with: Array("GIF89a".utf8)))
        #expect(data.range(of: Data("NETSCAPE2.0".utf8)) != nil)   // the looping extension
        #expect(try Self.countFrames(path) == 13)                  // 40 frames at 60 fps: 0.67 s at 20 fps
        #expect(RecordingFormat.gifFrameCount(frames: 40, fps: 60) == 13)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.gif"], "no pass's part file is left")
        // GIF delays are centiseconds: 5 cs is 20 fps; 15 fps has no delay, so 7 cs (14.3 fps).
        #expect(RecordingFormat.gifFrameRate(for: 60) == 20)
        #expect(RecordingFormat.gifFrameRate(for: 30) == 20)
        #expect(RecordingFormat.gifFrameRate(for: 120) == 20)
        #expect(RecordingFormat.gifFrameRate(for: 15) == 100.0 / 7)
        #expect(RecordingFormat.gifFrameRate(for: 10) == 10)
        #expect(RecordingFormat.gif.defaultScale == 1 && RecordingFormat.mp4.defaultScale == 2)
    }

    @Test("a long GIF is made in passes: ffmpeg never holds the clip, and the message counts the file's frames")
    func gifInPasses() throws {
        // The one-graph split → palettegen → paletteuse buffered every frame until the end; no pass may.
        for arguments in [RecordingFormat.gif.ffmpegOutputArguments(fps: 60, output: "x.mkv"),
                          RecordingFormat.gifPaletteArguments(input: "x.mkv", frames: 451, palette: "p.png"),
                          RecordingFormat.gifEncodeArguments(input: "x.mkv", palette: "p.png", output: "x.gif")] {
            #expect(!arguments.joined(separator: " ").contains("split"), "\(arguments)")
        }
        #expect(RecordingFormat.gifPaletteArguments(input: "x.mkv", frames: 451, palette: "p.png").contains("select='not(mod(n\\,5))',palettegen=stats_mode=full"))
        // The tour: 905 frames at 60 fps make a 302-frame GIF at 20 fps.
        #expect(RecordingFormat.gifFrameCount(frames: 905, fps: 60) == 302)
        #expect(RecordingFormat.gifEncodeArguments(input: "x.mkv", palette: "p.png", output: "x.gif").joined(separator: " ")
            .contains("paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle"))
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try record(dir + "/long.gif", frames: 301, fps: 60)
        #expect(try Self.countFrames(dir + "/long.gif") == RecordingFormat.gifFrameCount(frames: 301, fps: 60))
    }

    @Test("a directory gets numbered PNGs with the exact pixels")
    func pngDirectory() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for target in [dir + "/frames/", dir + "/plain", dir] {
            let recorder = try record(target, frames: 3, width: 10, height: 6)
            #expect(recorder.format == .pngDirectory)
            let names = try FileManager.default.contentsOfDirectory(atPath: target).filter { $0.hasPrefix("frame-") }.sorted()
            #expect(names == ["frame-000001.png", "frame-000002.png", "frame-000003.png"])
        }
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/plain/frame-000002.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try Self.decodePNG(dir + "/plain/frame-000002.png") == Self.frame(1, width: 10, height: 6))
    }

    /// The RGBA bytes of a PNG, decoded by ffmpeg.
    static func decodePNG(_ path: String) throws -> [UInt8] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return [UInt8](data)
    }

    @Test("a missing ffmpeg says what to install, exit status 1, and leaves nothing")
    func missingFFmpeg() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let empty = dir + "/bin"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        #expect(VideoRecorder.findFFmpeg(searchPath: empty) == nil)
        #expect(VideoRecorder.findFFmpeg() != nil)
        do {
            _ = try VideoRecorder(path: dir + "/out.mp4", width: 8, height: 8, fps: 60, searchPath: empty)
            Issue.record("expected an error")
        } catch let error as RecordingError {
            #expect(error.description == "ffmpeg not found on PATH: install it with `apt-get install ffmpeg`")
            #expect(error.exitStatus == 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["bin"])
    }

    @Test("unwritable or unusable paths are refused before recording", arguments: [
        ("/missing-folder/out.mp4", "the folder /missing-folder does not exist"),
        ("out.avi", "cannot record .avi (use .mp4, .webm, .gif or a directory)"),
        ("shot.png", "to record PNG frames give a directory, for example frames/"),
        ("DIR", "is a directory"),
        ("FILE/frames/", "is not a folder"),
        ("FILE", "exists and is not a directory"),
    ])
    func refusedPaths(path: String, message: String) throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/d.mp4", withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: dir + "/file", contents: Data())
        let resolved = path.replacingOccurrences(of: "DIR", with: dir + "/d.mp4").replacingOccurrences(of: "FILE", with: dir + "/file")
        do {
            try VideoRecorder.checkWritable(path: resolved)
            Issue.record("\(resolved) was accepted")
        } catch let error as RecordingError {
            #expect(error.description.contains(message), "\(error)")
            #expect(error.exitStatus == 2)
        }
    }

    @Test("a read-only folder is refused", .enabled(if: getuid() != 0, "root may write anywhere"))
    func readOnlyFolder() throws {
        let dir = try Self.tempDir()
        defer { chmod(dir, 0o755); try? FileManager.default.removeItem(atPath: dir) }
        chmod(dir, 0o555)
        #expect(throws: RecordingError.self) { try VideoRecorder.checkWritable(path: dir + "/out.mp4") }
    }

    @Test("a failed recording leaves no finished-looking file")
    func failureLeavesNothing() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recorder = try VideoRecorder(path: dir + "/out.mp4", width: 8, height: 8, fps: 60)
        #expect(throws: RecordingError.self) { try recorder.append(rgba: [0, 0, 0]) }   // wrong size
        #expect(throws: RecordingError.self) { try recorder.finish() }                  // no frames
        let aborted = try VideoRecorder(path: dir + "/b.mp4", width: 8, height: 8, fps: 60)
        try aborted.append(rgba: Self.frame(0, width: 8, height: 8))
        aborted.abort()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }
}
