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

    /// The most frames a second a GIF is written at. GIF delays are whole hundredths of a second:
    /// 2 cs (50 fps) doubles the file, and 30 fps has no delay at all (3 cs plays at 33.3). 20 fps
    /// (5 cs) is every third frame of 60, evenly spaced (25 fps picks frames 2.4 apart, so steady
    /// motion judders), and gifski's default; the tour at 1 px/pt is 8 MB at 20 fps, 10 MB at 25.
    public static let gifMaxFrameRate = 20.0

    /// A GIF's frame rate for frames rendered at `fps`: at most `gifMaxFrameRate`, and a whole
    /// number of centiseconds a frame, so the file plays at the right speed (60 → 20, 15 → 14.3,
    /// 10 → 10). ffmpeg's fps filter keeps the frame nearest each of the GIF's instants. Other
    /// formats keep every frame.
    public static func gifFrameRate(for fps: Double) -> Double {
        100 / (100 / min(fps, gifMaxFrameRate)).rounded(.up)
    }

    /// Pixels per point a headless recording is made at without `--scale`: 2, a phone's own, but 1
    /// for a GIF, whose file grows with its pixels and whose 256 colours gain little from more.
    public var defaultScale: Double { self == .gif ? 1 : 2 }

    /// Whether ffmpeg reads the frames as YUV 4:2:0 (BT.709, video range, sizes padded to even)
    /// made by CardSim (`YUV420Converter`), rather than RGB: the video formats, which store that.
    var pipesYUV: Bool { self == .mp4 || self == .webm }

    /// x264's preset for a headless recording. `superfast` at CRF 22 encodes the tour in about
    /// three quarters of `veryfast`'s time at CRF 18, and its SSIM against the PNG frames is the same
    /// (0.984 in RGB, bound by 4:2:0 chroma, not by the quantiser); the file is 1.2× `veryfast`'s.
    static let preset = "superfast"
    /// x264's constant rate factor with `preset`.
    static let crf = "22"

    /// x264's preset for a take in the window, which must encode as fast as the window draws.
    /// With `veryfast` the 780 x 1688 px take fell behind on the 2-core machine (34 fps of
    /// x264's test pattern against 60 needed; `ultrafast` does about 190), so frames queued up and
    /// the window stuttered. The file is larger at the same quality; the take's script replays
    /// headless at `preset`.
    static let realtimePreset = "ultrafast"

    /// The colour tags of a video: BT.709 primaries, transfer and matrix, video range. Without
    /// them a player guesses, and browsers and QuickTime guess BT.709 for HD, which shifted every
    /// colour of ffmpeg's default BT.601 encoding (the App Store's green 199 decoded as 177).
    static let bt709Tags = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                            "-color_range", "tv"]

    /// ffmpeg's arguments after the raw-video input, ending with the output path; `realtime` for a
    /// take in the window (`realtimePreset`). A video's input is already BT.709 YUV 4:2:0 at even
    /// sizes (`pipesYUV`); the stream says so (`bt709Tags`).
    func ffmpegOutputArguments(fps: Double, output: String, realtime: Bool = false) -> [String] {
        switch self {
        case .mp4:
            let preset = realtime ? Self.realtimePreset : Self.preset
            return ["-c:v", "libx264", "-preset", preset, "-crf", realtime ? "18" : Self.crf, "-pix_fmt", "yuv420p"]
                + Self.bt709Tags + ["-movflags", "+faststart", "-f", "mp4", output]
        case .webm:
            return ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1",
                    "-crf", "30", "-b:v", "0", "-pix_fmt", "yuv420p"] + Self.bt709Tags + ["-f", "webm", output]
        case .gif:
            // Pass 1 of 3: a lossless intermediate at the GIF's rate, streamed. The one-graph
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
    /// An ordered (Bayer) dither puts the same pattern on pixels that do not move, so a frame
    /// stores only the rectangle that changed (`diff_mode=rectangle`) and LZW packs the pattern
    /// well; error diffusion (sierra2_4a) made noise that differed every frame: the tour at 1 px/pt
    /// took 15.6 MB with it at 25 fps, 9.7 MB with Bayer scale 5 (128 colours: 8.0 MB, with visible bands in a night sky).
    static func gifEncodeArguments(input: String, palette: String, output: String) -> [String] {
        ["-i", input, "-i", palette, "-lavfi", "[0:v][1:v]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle",
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
