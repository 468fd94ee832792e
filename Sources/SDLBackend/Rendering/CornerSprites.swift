import CSDL2

/// Anti-aliased discs, one per (radius, colour), whose quadrants are a rounded fill's corners on
/// the software renderer. SDL rasterises triangles there at some 20 ns a pixel, so the four
/// corners of a card cost more than its whole interior; a blended copy of a small texture costs
/// a few microseconds. Coverage falls linearly from the radius − ½ to the radius + ½, the same
/// rim as the corner geometry (`GeometryBatch.appendCorners`) draws elsewhere.
@MainActor
final class CornerSprites {
    private struct Key: Hashable { let radius: Int; let rgba: UInt32 }
    private var discs: [Key: SDLTexture] = [:]
    private var pixels: [UInt32] = []
    /// Discs kept at most (`CacheBudget`): a card's corner radius changes while it scales.
    static let capacity = CacheBudget.cornerDiscs

    /// Copies the four corner squares of `p` (whole pixels, radius ≥ 1) in colour `c`, blended,
    /// at opacity `alpha` (a texture modulation, so a fading card does not make a disc a frame).
    func drawCorners(_ p: PixelRoundedRect, _ c: SDL_Color, alpha: UInt8 = 255, renderer: OpaquePointer) throws {
        let r = Int(p.r)
        guard r > 0 else { return }
        let disc = try self.disc(radius: r, color: c, renderer: renderer)
        disc.prepare(blend: SDL_BLENDMODE_BLEND, alpha: alpha)
        let x0 = Int32(p.x0), y0 = Int32(p.y0), x1 = Int32(p.x1), y1 = Int32(p.y1), n = Int32(r)
        for k in 0..<4 {
            // Top left, top right, bottom right, bottom left: the disc's quadrant on the corner square.
            let right = k == 1 || k == 2, bottom = k >= 2
            var src = SDL_Rect(x: right ? n : 0, y: bottom ? n : 0, w: n, h: n)
            var dst = SDL_Rect(x: right ? x1 - n : x0, y: bottom ? y1 - n : y0, w: n, h: n)
            try SDLError.check(SDL_RenderCopy(renderer, disc.handle, &src, &dst), "SDL_RenderCopy(corner)")
        }
    }

    /// The disc of `radius` pixels (2r × 2r) in `c`, made once.
    private func disc(radius r: Int, color c: SDL_Color, renderer: OpaquePointer) throws -> SDLTexture {
        let key = Key(radius: r, rgba: UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a))
        if let t = discs[key] { return t }
        let n = 2 * r
        if pixels.count < n * n { pixels = [UInt32](repeating: 0, count: n * n) }
        let rgb = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b), opacity = Float(c.a)
        let disc = PixelRoundedRect(x0: 0, y0: 0, x1: Float(n), y1: Float(n), r: Float(r))
        pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<n {
                for x in 0..<n {
                    let coverage = disc.coverage(x: Float(x) + 0.5, y: Float(y) + 0.5)
                    p[y * n + x] = UInt32((coverage * opacity).rounded()) << 24 | rgb
                }
            }
        }
        if discs.count >= Self.capacity { discs.removeAll() }
        let t = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_STATIC,
                               width: n, height: n)
        try SDLError.check(SDL_UpdateTexture(t.handle, nil, pixels, Int32(n * 4)), "SDL_UpdateTexture(corner)")
        t.prepare(blend: SDL_BLENDMODE_BLEND)
        discs[key] = t
        return t
    }
}
