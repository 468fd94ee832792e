import Testing
@testable import SDLBackend

/// A video's frames are converted to BT.709 video-range YUV 4:2:0 in CardSim; these are the values
/// the BT.709 matrix gives, so a player decoding with the file's tags shows the frame's colours.
@Suite("YUV 4:2:0 conversion")
struct YUV420ConverterTests {
    /// Converts a `width` x `height` frame whose every pixel is `pixel(x, y)`.
    static func convert(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> (YUV420Converter, [UInt8]) {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = pixel(x, y), i = (y * width + x) * 4
                (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]) = (r, g, b, 255)
            }
        }
        let c = YUV420Converter(width: width, height: height)
        var out = [UInt8](repeating: 7, count: c.byteCount)
        rgba.withUnsafeBytes { src in out.withUnsafeMutableBytes { c.convert(rgba: src, into: $0) } }
        return (c, out)
    }

    @Test("flat colours get BT.709's video-range values: white 235, black 16, greys neutral, red (63, 102, 240)")
    func flatColours() {
        let expected: [((UInt8, UInt8, UInt8), (UInt8, UInt8, UInt8))] = [
            ((255, 255, 255), (235, 128, 128)), ((0, 0, 0), (16, 128, 128)), ((128, 128, 128), (126, 128, 128)),
            ((255, 0, 0), (63, 102, 240)), ((0, 255, 0), (173, 42, 26)), ((0, 0, 255), (32, 240, 118)),
        ]
        for (rgb, yuv) in expected {
            // 20 pixels: two runs of eight (in vector lanes) and two blocks one at a time.
            let (c, out) = Self.convert(width: 20, height: 2) { _, _ in rgb }
            let luma = c.paddedWidth * c.paddedHeight
            #expect(out[0..<luma].allSatisfy { $0 == yuv.0 }, "Y of \(rgb): \(out[0])")
            #expect(out[luma..<(luma + 10)].allSatisfy { $0 == yuv.1 }, "Cb of \(rgb): \(out[luma])")
            #expect(out[(luma + 10)..<(luma + 20)].allSatisfy { $0 == yuv.2 }, "Cr of \(rgb): \(out[luma + 10])")
        }
    }

    @Test("chroma is the mean of each 2 x 2 block; luma is each pixel's")
    func blocks() {
        // Left block: two red pixels over two blue ones; right block: white.
        let (c, out) = Self.convert(width: 4, height: 2) { x, y in x >= 2 ? (255, 255, 255) : y == 0 ? (255, 0, 0) : (0, 0, 255) }
        #expect(Array(out[0..<8]) == [63, 63, 235, 235, 32, 32, 235, 235])
        let luma = c.paddedWidth * c.paddedHeight
        // Mean of red and blue is (127.5, 0, 127.5): Cb 128 + (-0.1006 + 0.4392) * 127.5, Cr 128 + (0.4392 - 0.0403) * 127.5.
        #expect(Array(out[luma..<(luma + 2)]) == [171, 128])
        #expect(Array(out[(luma + 2)..<(luma + 4)]) == [179, 128])
    }

    @Test("an odd width and height are padded to even with black, as ffmpeg's pad filter did")
    func oddSizes() {
        let (c, out) = Self.convert(width: 3, height: 3) { _, _ in (255, 255, 255) }
        #expect(c.paddedWidth == 4 && c.paddedHeight == 4 && c.byteCount == 16 + 2 * 4)
        #expect(Array(out[0..<16]) == [235, 235, 235, 16, 235, 235, 235, 16, 235, 235, 235, 16, 16, 16, 16, 16])
        // The corner block holds one white pixel and three black: grey chroma all the same.
        #expect(Array(out[16..<24]) == [128, 128, 128, 128, 128, 128, 128, 128])
    }

    @Test("B, G, R, A bytes (a headless canvas's order) give the same picture as R, G, B, A")
    func bgraMatchesRGBA() {
        // 22 x 5: whole runs of eight pixels, blocks one at a time, and an odd last row.
        let (w, h) = (22, 5)
        func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) { (UInt8(40 * x % 256), UInt8(50 * y % 256), UInt8((200 + 30 * x) % 256)) }
        let (c, rgbaPicture) = Self.convert(width: w, height: h, pixel)
        var bgra = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let (r, g, b) = pixel(x, y), i = (y * w + x) * 4
                (bgra[i], bgra[i + 1], bgra[i + 2], bgra[i + 3]) = (b, g, r, 255)
            }
        }
        let swapped = YUV420Converter(width: w, height: h, bgra: true)
        var out = [UInt8](repeating: 0, count: c.byteCount)
        bgra.withUnsafeBytes { src in out.withUnsafeMutableBytes { swapped.convert(rgba: src, into: $0) } }
        #expect(out == rgbaPicture)
        // Both against the BT.709 sums written out for one pixel in a vector lane and one not.
        for (x, y) in [(5, 2), (17, 1)] {
            let (r, g, b) = pixel(x, y)
            let expected = (11966 * Int(r) + 40254 * Int(g) + 4064 * Int(b) + (16 << 16) + (1 << 15)) >> 16
            #expect(Int(out[y * c.paddedWidth + x]) == expected, "luma at \(x), \(y)")
        }
        // Not trivially equal: the picture has colour in it.
        #expect(Set(rgbaPicture[(c.paddedWidth * c.paddedHeight)...]).count > 2)
    }
}
