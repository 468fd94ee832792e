import CSDL2

/// A disc of `radius` pixels rasterised into a 2r × 2r texture from its coverage
/// (`PixelRoundedRect.coverage`, the rim solid fills get), whose quadrants are the corners of a
/// rounded shape: `CornerSprites` colours it, `RoundedImageCorners` makes a grey mask of it.
enum CoverageDisc {
    /// The texture, each pixel `pixel(coverage)` with coverage in 0...1; `buffer` is reused.
    @MainActor
    static func texture(radius r: Int, blend: SDL_BlendMode, buffer: inout [UInt32], renderer: SDLRenderer,
                        pixel: (Float) -> UInt32) throws -> SDLTexture {
        let n = 2 * r
        if buffer.count < n * n { buffer = [UInt32](repeating: 0, count: n * n) }
        let disc = PixelRoundedRect(x0: 0, y0: 0, x1: Float(n), y1: Float(n), r: Float(r))
        buffer.withUnsafeMutableBufferPointer { p in
            for y in 0..<n {
                for x in 0..<n { p[y * n + x] = pixel(disc.coverage(x: Float(x) + 0.5, y: Float(y) + 0.5)) }
            }
        }
        let t = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_STATIC,
                               width: n, height: n)
        try t.update(nil, pixels: buffer, pitch: n * 4)
        t.prepare(blend: blend)
        return t
    }

    /// Corner `k` of `p` (top left, clockwise) for a disc of `n` pixels' radius: its quadrant's origin
    /// in the disc, and its square's origin in the target.
    static func quadrant(_ k: Int, of p: PixelRoundedRect, radius n: Int32) -> (Int32, Int32, Int32, Int32) {
        let right = k == 1 || k == 2, bottom = k >= 2
        return (right ? n : 0, bottom ? n : 0, right ? Int32(p.x1) - n : Int32(p.x0), bottom ? Int32(p.y1) - n : Int32(p.y0))
    }
}
