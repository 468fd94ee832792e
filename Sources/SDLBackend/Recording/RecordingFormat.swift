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

    /// x264's preset for a take in the window, which must encode as fast as the window draws.
    /// Issue 12: with `veryfast` the 780 x 1688 px take fell behind on the 2-core machine (34 fps of
    /// x264's test pattern against 60 needed; `ultrafast` does about 190), so frames queued up and
    /// the window stuttered. The file is larger at the same quality; the take's script replays
    /// headless at `veryfast`.
    static let realtimePreset = "ultrafast"

    /// ffmpeg's arguments after the raw-video input, ending with the output path; `realtime` for a
    /// take in the window (`realtimePreset`).
    func ffmpegOutputArguments(fps: Double, output: String, realtime: Bool = false) -> [String] {
        // yuv420p needs even sizes; padding keeps every pixel and adds at most one line.
        let even = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        switch self {
        case .mp4:
            let preset = realtime ? Self.realtimePreset : "veryfast"
            return ["-vf", even, "-c:v", "libx264", "-preset", preset, "-crf", "18", "-pix_fmt", "yuv420p",
                    "-movflags", "+faststart", "-f", "mp4", output]
        case .webm:
            return ["-vf", even, "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1",
                    "-crf", "30", "-b:v", "0", "-pix_fmt", "yuv420p", "-f", "webm", output]
        case .gif:
            // Pass 1 of 3 (issue 12): a lossless intermediate at the GIF's rate, streamed. The one-graph
            // `split → palettegen → paletteuse` held every frame in memory until the palette was known:
            // 4.6 GB for the 15 s tour. See `gifPaletteArguments` and `gifEncodeArguments`.
            return ["-vf", "fps=\(Self.argument(Self.gifFrameRate(for: fps)))", "-c:v", "ffv1", "-f", "matroska", output]
        case .pngDirectory:
            return []
        }
    }

    /// Most frames the GIF palette is computed from, evenly spread over the clip: the palette's cost
    /// stays bounded, and a hundred frames see every colour a UI recording has.
    static let gifPaletteSample = 100

    /// Pass 2: one palette image from a bounded sample of the intermediate's `frames` frames.
    static func gifPaletteArguments(input: String, frames: Int, palette: String) -> [String] {
        let every = max(1, (frames + gifPaletteSample - 1) / gifPaletteSample)
        return ["-i", input, "-vf", "select='not(mod(n\\,\(every)))',palettegen=stats_mode=full",
                "-frames:v", "1", "-update", "1", "-f", "image2", palette]
    }

    /// Pass 3: the GIF, streamed through the palette (a still image, so nothing waits for the clip's end).
    static func gifEncodeArguments(input: String, palette: String, output: String) -> [String] {
        ["-i", input, "-i", palette, "-lavfi", "[0:v][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
         "-loop", "0", "-f", "gif", output]
    }

    /// Frames a GIF keeps of `frames` frames at `fps` (every n-th, as ffmpeg's fps filter counts them).
    public static func gifFrameCount(frames: Int, fps: Double) -> Int {
        max(1, Int((Double(frames) / fps * gifFrameRate(for: fps)).rounded()))
    }

    /// Numbers for ffmpeg arguments: "60", not "60.0".
    static func argument(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
    }
}
