import Foundation
import Testing
@testable import SDLBackend

/// Videos are BT.709, as HD video is, and say so: a browser or QuickTime that assumes BT.709 for an
/// untagged HD stream shifted every colour of one encoded with ffmpeg's default BT.601 matrix.
@Suite("Recording colour: BT.709, tagged")
struct RecordingColourTests {
    /// Flat patches of saturated and grey colours, 16 × 16 pixels each, RGBA.
    static let patches: [(UInt8, UInt8, UInt8)] = [
        (255, 59, 48), (52, 199, 89), (0, 122, 255), (255, 204, 0), (142, 142, 147), (28, 28, 30),
    ]

    static func frame(width: Int, height: Int) -> [UInt8] {
        var px = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let c = patches[(x / 16) % patches.count], i = (y * width + x) * 4
                (px[i], px[i + 1], px[i + 2]) = c
            }
        }
        return px
    }

    @Test("mp4 and webm are BT.709 with their colour tags, and decode with those tags to the frame's colours",
          arguments: ["mp4", "webm"])
    func bt709(ext: String) throws {
        let dir = try RecordingTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/colour.\(ext)"
        let (w, h) = (16 * Self.patches.count, 32)
        let recorder = try VideoRecorder(path: path, width: w, height: h, fps: 30)
        for _ in 0..<3 { try recorder.append(rgba: Self.frame(width: w, height: h)) }
        try recorder.finish()

        let tags = try #require(try RecordingTests.run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                                            "stream=color_space,color_primaries,color_transfer,color_range",
                                                            "-of", "default=nw=1", path]))
        let text = String(decoding: tags, as: UTF8.self)
        for tag in ["color_space=bt709", "color_primaries=bt709", "color_transfer=bt709", "color_range=tv"] {
            #expect(text.contains(tag), "\(ext): \(text)")
        }
        // Decoded as its tags say (the matrix ffprobe reports), each patch keeps its colour.
        let raw = try #require(try RecordingTests.run("ffmpeg", ["-v", "error", "-i", path, "-frames:v", "1", "-vf",
                                                          "scale=in_color_matrix=bt709:in_range=tv,format=rgb24",
                                                          "-f", "rawvideo", "-"]))
        let bytes = [UInt8](raw)
        #expect(bytes.count >= w * h * 3)
        for (k, c) in Self.patches.enumerated() {
            let i = ((h / 2) * w + k * 16 + 8) * 3
            let d = max(abs(Int(bytes[i]) - Int(c.0)), abs(Int(bytes[i + 1]) - Int(c.1)), abs(Int(bytes[i + 2]) - Int(c.2)))
            #expect(d <= 6, "\(ext) patch \(k): decoded (\(bytes[i]), \(bytes[i + 1]), \(bytes[i + 2])) for \(c)")
        }
    }
}
