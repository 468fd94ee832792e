import Foundation

/// What `--record PATH` writes, chosen by the path: `.mp4`, `.webm`, `.gif`, or a directory of PNGs
/// (a path ending in "/", a path without an extension, or an existing directory without a video
/// extension).
public enum RecordingFormat: Equatable, Sendable {
    case mp4, webm, gif, pngDirectory

    /// The format for `path`.
    /// - Throws: `RecordingError` (exit status 2) for an extension CardSim cannot write.
    public init(path: String) throws(RecordingError) {
        // A video extension wins, so an existing folder named "out.mp4" is refused, not filled.
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        if path.hasSuffix("/") { self = .pngDirectory; return }
        switch ext {
        case "mp4": self = .mp4
        case "webm": self = .webm
        case "gif": self = .gif
        case _ where ext.isEmpty || (exists && isDirectory.boolValue): self = .pngDirectory
        case "png":
            throw .badPath("\(path): to record PNG frames give a directory, for example frames/")
        case let ext:
            throw .badPath("\(path): cannot record .\(ext) (use .mp4, .webm, .gif or a directory)")
        }
    }

    /// GIF frame delays are whole hundredths of a second and browsers slow delays under 0.02 s
    /// down to 0.1 s, so a GIF keeps every n-th frame to stay at or under 50 fps and play at the
    /// right speed. Other formats keep every frame.
    public static func gifFrameRate(for fps: Double) -> Double {
        fps / (fps / 50).rounded(.up)
    }

    /// ffmpeg's arguments after the raw-video input, ending with the output path.
    func ffmpegOutputArguments(fps: Double, output: String) -> [String] {
        // yuv420p needs even sizes; padding keeps every pixel and adds at most one line.
        let even = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        switch self {
        case .mp4:
            return ["-vf", even, "-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p",
                    "-movflags", "+faststart", "-f", "mp4", output]
        case .webm:
            return ["-vf", even, "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1",
                    "-crf", "30", "-b:v", "0", "-pix_fmt", "yuv420p", "-f", "webm", output]
        case .gif:
            let rate = Self.argument(Self.gifFrameRate(for: fps))
            // One graph: the palette is computed from the whole clip, then applied to it.
            let graph = "fps=\(rate),split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle"
            return ["-filter_complex", graph, "-loop", "0", "-f", "gif", output]
        case .pngDirectory:
            return []
        }
    }

    /// Numbers for ffmpeg arguments: "60", not "60.0".
    static func argument(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
    }
}
