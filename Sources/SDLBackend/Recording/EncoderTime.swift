import Foundation

/// What ffmpeg alone takes to encode a recording's frames with the recording's own settings: the
/// figure a recording's wall time is held against (`cardsim bench`). The frames are decoded from
/// the finished file into a raw file first, untimed, in the pixel format CardSim pipes (YUV 4:2:0
/// for a video), so the timed run reads them as fast as the disk cache gives them and does only
/// what ffmpeg does during a recording.
///
///     let seconds = try EncoderTime.measure(video: "tour.mp4", width: 780, height: 1688, fps: 60)
public enum EncoderTime {
    /// Wall seconds of one ffmpeg run encoding `video`'s frames (a `.mp4` or `.webm` that CardSim
    /// wrote at `width` x `height` pixels and `fps`) to a temporary file with the same arguments.
    /// - Throws: `RecordingError` when ffmpeg is missing or fails.
    public static func measure(video: String, width: Int, height: Int, fps: Double) throws -> Double {
        let format = try RecordingFormat(path: video)
        guard format.pipesYUV, let ffmpeg = VideoRecorder.findFFmpeg() else {
            throw RecordingError("cannot time the encoder on \(video): it needs ffmpeg and an .mp4 or .webm")
        }
        let stem = NSTemporaryDirectory() + "cardsim-encoder-\(getpid())-\(UUID().uuidString)"
        let raw = stem + ".yuv", out = stem + "." + URL(fileURLWithPath: video).pathExtension
        defer { for f in [raw, out] { try? FileManager.default.removeItem(atPath: f) } }
        try run(ffmpeg, ["-i", video, "-f", "rawvideo", "-pix_fmt", "yuv420p", raw])
        let started = Stopwatch()
        try run(ffmpeg, VideoRecorder.rawInputArguments(format: format, width: width, height: height, fps: fps, from: raw)
                + format.ffmpegOutputArguments(fps: fps, output: out))
        return started.elapsed
    }

    private static func run(_ ffmpeg: String, _ arguments: [String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ffmpeg)
        p.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + arguments
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        guard p.terminationReason == .exit, p.terminationStatus == 0 else {
            throw RecordingError("ffmpeg failed (status \(p.terminationStatus)) running " + arguments.joined(separator: " "))
        }
    }
}
