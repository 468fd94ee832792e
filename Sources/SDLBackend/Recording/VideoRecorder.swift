import Foundation

/// Writes rendered frames to a video through the `ffmpeg` program, or to a directory of numbered PNGs.
///
///     try VideoRecorder.checkWritable(path: "demo.mp4")        // before rendering anything
///     let recorder = try VideoRecorder(path: "demo.mp4", width: 390, height: 844, fps: 60)
///     for frame in frames { try recorder.append(rgba: frame) }  // width * height * 4 bytes each
///     try recorder.finish()
///
/// ffmpeg is started with an argument list (never a shell) and reads raw frames on stdin, so
/// every frame given is a frame in the file: none dropped, none doubled. For MP4 and WebM the frames
/// go as YUV 4:2:0, converted here (`YUV420Converter`); a GIF's go as RGB, for its palette. It writes to a hidden
/// `.NAME.part.EXT` next to the target, renamed on success, so a failed run never leaves a
/// finished-looking file. ffmpeg runs in its own process group (Foundation's `Process` does that),
/// so Ctrl+C reaches only CardSim, which then calls `finish()` and leaves a playable file; and it
/// starts with SIGINT, SIGTERM and SIGHUP blocked, so a stop request sent to every process (a
/// session ending) leaves it to CardSim to end the file, by closing ffmpeg's input.
public final class VideoRecorder {
    /// The target path as given.
    public let path: String
    /// What is written.
    public let format: RecordingFormat
    /// Frame size in pixels.
    public let width: Int, height: Int
    /// Frames per second of the input frames.
    public let fps: Double
    /// Whether frames come as B, G, R, A bytes (SDL's ARGB8888 on a little-endian machine: what a
    /// headless canvas holds, read back without a conversion) rather than R, G, B, A.
    public let bgra: Bool
    /// Frames appended so far.
    public private(set) var framesWritten = 0

    /// ffmpeg's process id while it runs (tests check it has its own process group).
    var ffmpegProcessID: Int32? { process?.isRunning == true ? process?.processIdentifier : nil }

    private let partPath: String
    private let gifFiles: (intermediate: String, palette: String)?
    private var ffmpegPath = ""
    private var process: Process?
    private var input: FileHandle?
    /// ffmpeg's stderr, a file in the temporary folder while ffmpeg runs (nil once it is removed).
    private(set) var logPath: String?
    private var pngs: PNGFrameWriter?
    private var isClosed = false
    /// The conversion of frames to the video's YUV 4:2:0 and the picture it fills, reused each
    /// frame; nil when ffmpeg reads RGB.
    private let yuv: YUV420Converter?
    private var picture: [UInt8] = []

    /// Starts a recording. For video formats this finds and starts ffmpeg.
    /// - Parameters:
    ///   - searchPath: directories to look for ffmpeg in, `:`-separated; nil uses `$PATH`.
    ///   - realtime: encode as fast as frames come in real time (a take in the window), at some size.
    /// - Throws: `RecordingError`: a bad path (exit status 2), ffmpeg missing or failing to start (1).
    ///   - bgra: frames come as B, G, R, A bytes.
    public init(path: String, width: Int, height: Int, fps: Double, searchPath: String? = nil, realtime: Bool = false,
                bgra: Bool = false) throws {
        guard width > 0, height > 0, fps > 0, fps.isFinite else {
            throw RecordingError("cannot record \(width)x\(height) pixels at \(fps) fps")
        }
        self.path = path
        self.width = width
        self.height = height
        self.fps = fps
        self.bgra = bgra
        format = try RecordingFormat(path: path)
        yuv = format.pipesYUV ? YUV420Converter(width: width, height: height, bgra: bgra) : nil
        try Self.checkWritable(path: path)
        let url = URL(fileURLWithPath: path)
        partPath = Self.partPath(url, ext: url.pathExtension)
        // A GIF is made in three passes (RecordingFormat.ffmpegOutputArguments); its passes' files are parts too.
        gifFiles = format == .gif ? (Self.partPath(url, ext: "mkv"), Self.partPath(url, ext: "png")) : nil
        if format == .pngDirectory {
            pngs = try PNGFrameWriter(directory: path, width: width, height: height, bgra: bgra)
        } else {
            try startFFmpeg(searchPath: searchPath, realtime: realtime)
        }
    }

    deinit { if !isClosed { abort() } }

    /// Appends one frame: `width * height * 4` bytes, RGBA (BGRA with `bgra`), rows top to bottom.
    public func append(rgba: [UInt8]) throws {
        try rgba.withUnsafeBytes { try append(rgba: $0) }
    }

    /// Appends one frame from memory the caller owns (for example a locked SDL surface).
    public func append(rgba: UnsafeRawBufferPointer) throws {
        guard !isClosed else { throw RecordingError("\(path): the recording is already finished") }
        guard rgba.count == width * height * 4 else {
            throw RecordingError("frame of \(rgba.count) bytes, expected \(width * height * 4) (\(width)x\(height) RGBA)")
        }
        if let pngs {
            try pngs.write(rgba: rgba, number: framesWritten + 1)
        } else if let input, let yuv {
            if picture.count != yuv.byteCount { picture = [UInt8](repeating: 0, count: yuv.byteCount) }
            picture.withUnsafeMutableBytes { yuv.convert(rgba: rgba, into: $0) }
            try picture.withUnsafeBytes { try writeAll($0, to: input.fileDescriptor) }
        } else if let input {
            try writeAll(rgba, to: input.fileDescriptor)
        }
        framesWritten += 1
    }

    /// Ends the file: closes ffmpeg's input, waits for it, and moves the file into place.
    /// - Throws: `RecordingError` when ffmpeg failed (its own message included) or no frame was given.
    public func finish() throws {
        guard !isClosed else { return }
        guard format == .pngDirectory || framesWritten > 0 else {
            abort()
            throw RecordingError("\(path): no frames were recorded")
        }
        isClosed = true
        guard let process else { return }
        try? input?.close()
        process.waitUntilExit()
        defer { removeLog() }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            if let kept = keepWhatAStoppedFFmpegFinished() { throw RecordingError(kept) }
            removeParts()
            throw RecordingError("ffmpeg failed writing \(path) (status \(process.terminationStatus))\(ffmpegLog())")
        }
        if let gifFiles {
            defer { for f in [gifFiles.intermediate, gifFiles.palette] { try? FileManager.default.removeItem(atPath: f) } }
            let frames = RecordingFormat.gifFrameCount(frames: framesWritten, fps: fps)
            do {
                try runFFmpeg(RecordingFormat.gifPaletteArguments(input: gifFiles.intermediate, frames: frames, palette: gifFiles.palette))
                try runFFmpeg(RecordingFormat.gifEncodeArguments(input: gifFiles.intermediate, palette: gifFiles.palette, output: partPath))
            } catch {
                removeParts()
                throw error
            }
        }
        guard rename(partPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: partPath)
            throw RecordingError("cannot move the recording into \(path): \(reason)")
        }
    }

    /// Stops without a file: ffmpeg is stopped and its partial output removed.
    public func abort() {
        guard !isClosed else { return }
        isClosed = true
        guard let process else { return }
        try? input?.close()
        // SIGKILL: ffmpeg ignores the stop requests (`startFFmpeg`), and what it wrote goes anyway.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        removeParts()
        removeLog()
    }

    /// `.NAME.part.EXT` beside the target.
    private static func partPath(_ url: URL, ext: String) -> String {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).part.\(ext)").path
    }

    /// Removes every part file: the output's and a GIF's passes'.
    private func removeParts() {
        for f in [partPath, gifFiles?.intermediate, gifFiles?.palette].compactMap({ $0 }) {
            try? FileManager.default.removeItem(atPath: f)
        }
    }

    /// Runs one more ffmpeg pass to its end (its messages to the log).
    private func runFFmpeg(_ arguments: [String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ffmpegPath)
        p.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + arguments
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        p.standardError = logPath.flatMap { FileHandle(forWritingAtPath: $0) } ?? FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        guard p.terminationReason == .exit, p.terminationStatus == 0 else {
            throw RecordingError("ffmpeg failed making the GIF \(path) (status \(p.terminationStatus))\(ffmpegLog())")
        }
    }

    private func startFFmpeg(searchPath: String?, realtime: Bool) throws {
        guard let ffmpeg = Self.findFFmpeg(searchPath: searchPath) else { throw RecordingError.ffmpegMissing }
        ffmpegPath = ffmpeg
        // ffmpeg's stderr goes to a file, not a pipe: a full pipe nobody reads would stall it.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("cardsim-ffmpeg-\(UUID().uuidString).log").path
        guard FileManager.default.createFile(atPath: log, contents: nil), let logHandle = FileHandle(forWritingAtPath: log) else {
            throw RecordingError("cannot create a log file for ffmpeg at \(log)")
        }
        logPath = log
        let pipe = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + rawInputArguments(from: "-")
            + format.ffmpegOutputArguments(fps: fps, output: gifFiles?.intermediate ?? partPath, realtime: realtime)
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = logHandle
        // A write after ffmpeg died must come back as EPIPE, not kill CardSim with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        // A child starts with the blocked signals of the thread that spawns it. ffmpeg gets the stop
        // requests blocked: only CardSim decides when the file ends. Left to act on them, ffmpeg
        // stopped short of the frames CardSim still gave it (SIGTERM), or died without finishing
        // the file at all (SIGHUP), when a session's end or a hang-up reached both processes.
        var stops = sigset_t(), saved = sigset_t()
        sigemptyset(&stops)
        for s in InterruptFlag.signals { sigaddset(&stops, s) }
        pthread_sigmask(SIG_BLOCK, &stops, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        do { try process.run() } catch {
            removeLog()
            throw RecordingError("cannot start \(ffmpeg): \(error)")
        }
        try? logHandle.close()
        try? pipe.fileHandleForReading.close()
        self.process = process
        input = pipe.fileHandleForWriting
    }

    /// ffmpeg's arguments that read this recording's raw frames from `input` ("-": stdin).
    func rawInputArguments(from input: String) -> [String] {
        Self.rawInputArguments(format: format, width: width, height: height, fps: fps, bgra: bgra, from: input)
    }

    /// ffmpeg's arguments that read raw frames of `width` x `height` pixels, as a recording in
    /// `format` pipes them, from `input`.
    static func rawInputArguments(format: RecordingFormat, width: Int, height: Int, fps: Double, bgra: Bool = false,
                                  from input: String) -> [String] {
        // rgb0: a screen has no transparency, whatever the renderer left in alpha (a GIF would
        // otherwise turn translucent pixels into holes).
        let yuv = YUV420Converter(width: width, height: height)
        let pixels = format.pipesYUV ? ["-pix_fmt", "yuv420p", "-s", "\(yuv.paddedWidth)x\(yuv.paddedHeight)"]
            : ["-pix_fmt", bgra ? "bgr0" : "rgb0", "-s", "\(width)x\(height)"]
        return ["-f", "rawvideo"] + pixels + ["-r", RecordingFormat.argument(fps), "-i", input]
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) throws {
        guard var p = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let n = write(fd, p, left)
            if n < 0 {
                if errno == EINTR { continue }   // Ctrl+C arrived mid-write; the loop decides later
                let reason = String(cString: strerror(errno))
                process?.waitUntilExit()
                if let kept = keepWhatAStoppedFFmpegFinished() {
                    isClosed = true
                    try? input?.close()
                    removeLog()
                    throw RecordingError(kept)
                }
                // The log is read into the message before it goes with the rest.
                let message = "ffmpeg stopped reading frames (\(reason))\(ffmpegLog())"
                abortAfterFailure()
                throw RecordingError(message)
            }
            p += n
            left -= n
        }
    }

    /// When a signal stopped ffmpeg all the same (one it cannot block, or its own exit 255 after
    /// a stop request), what it finished is kept, moved into place, and described ("…keeps the
    /// 211 frames it had written, of 240 given"). nil when ffmpeg was not stopped so, when the file
    /// holds no frame, or for a GIF, whose palette passes never ran.
    private func keepWhatAStoppedFFmpegFinished() -> String? {
        guard let process, !process.isRunning, gifFiles == nil else { return nil }
        let stopped = process.terminationReason == .uncaughtSignal
            || (process.terminationReason == .exit && process.terminationStatus == Self.ffmpegSignalledStatus)
        guard stopped, let frames = Self.countFrames(partPath, ffmpeg: ffmpegPath), frames > 0,
              rename(partPath, path) == 0 else { return nil }
        return "ffmpeg was stopped by a signal; \(path) keeps the \(frames) frames it had written, of \(framesWritten) given"
    }

    /// ffmpeg's exit status after a signal asked it to stop (it finishes the file first).
    static let ffmpegSignalledStatus: Int32 = 255

    /// The frames ffprobe (beside `ffmpeg`, or on `$PATH`) decodes in `path`; nil when it cannot tell.
    static func countFrames(_ path: String, ffmpeg: String) -> Int? {
        let beside = URL(fileURLWithPath: ffmpeg).deletingLastPathComponent().appendingPathComponent("ffprobe").path
        let p = Process()
        if FileManager.default.isExecutableFile(atPath: beside) {
            p.executableURL = URL(fileURLWithPath: beside)
            p.arguments = []
        } else {
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["ffprobe"]
        }
        p.arguments! += ["-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
                         "stream=nb_read_frames", "-of", "csv=p=0", path]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { return nil }
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private func abortAfterFailure() {
        guard let process else { return }
        process.waitUntilExit()
        isClosed = true
        try? input?.close()
        removeParts()
        removeLog()
    }

    /// ffmpeg's last lines, indented after a colon, or nothing.
    private func ffmpegLog() -> String {
        guard let logPath, let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return "" }
        let lines = text.split(separator: "\n").suffix(8)
        return lines.isEmpty ? "" : ":\n  " + lines.joined(separator: "\n  ")
    }

    private func removeLog() {
        if let logPath { try? FileManager.default.removeItem(atPath: logPath) }
        logPath = nil
    }

    /// The first executable `ffmpeg` in `searchPath` (`:`-separated; nil means `$PATH`).
    public static func findFFmpeg(searchPath: String? = nil) -> String? {
        let dirs = (searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for dir in dirs where !dir.isEmpty {
            let candidate = "\(dir)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
