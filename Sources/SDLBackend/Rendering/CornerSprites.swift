import CSDL2

/// Anti-aliased discs, one per (radius, colour), whose quadrants are a rounded fill's corners on
/// every renderer. SDL's software renderer rasterises triangles at some 20 ns a pixel, so the
/// four corners of a card cost more than its whole interior; a blended copy of a small texture
/// costs a few microseconds. Coverage falls linearly from the radius − ½ to the radius + ½, the
/// same rim as the corner geometry (`GeometryBatch.appendCorners`) gives translucent images.
@MainActor
final class CornerSprites {
    private struct Key: Hashable { let radius: Int; let rgba: UInt32 }
    private var discs: [Key: SDLTexture] = [:]
    private var pixels: [UInt32] = []
    /// Discs kept at most (`CacheBudget`): a card's corner radius changes while it scales.
    static let capacity = CacheBudget.cornerDiscs

    /// Copies the four corner squares of `p` (whole pixels, radius ≥ 1) in colour `c`, blended,
    /// at opacity `alpha` (a texture modulation, so a fading card does not make a disc a frame).
    func drawCorners(_ p: PixelRoundedRect, _ c: SDL_Color, alpha: UInt8 = 255, renderer: SDLRenderer) throws {
        let r = Int(p.r)
        guard r > 0 else { return }
        let disc = try self.disc(radius: r, color: c, renderer: renderer)
        disc.prepare(blend: SDL_BLENDMODE_BLEND, alpha: alpha)
        let n = Int32(r)
        for k in 0..<4 {
            let (qx, qy, cx, cy) = CoverageDisc.quadrant(k, of: p, radius: n)
            let src = SDL_Rect(x: qx, y: qy, w: n, h: n), dst = SDL_Rect(x: cx, y: cy, w: n, h: n)
            try renderer.copy(disc, from: src, to: dst)
        }
    }

    /// The disc of `radius` pixels (2r × 2r) in `c`, made once.
    private func disc(radius r: Int, color c: SDL_Color, renderer: SDLRenderer) throws -> SDLTexture {
        let key = Key(radius: r, rgba: UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a))
        if let t = discs[key] { return t }
        let rgb = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b), opacity = Float(c.a)
        if discs.count >= Self.capacity { discs.removeAll() }
        let t = try CoverageDisc.texture(radius: r, blend: SDL_BLENDMODE_BLEND, buffer: &pixels, renderer: renderer) {
            UInt32(($0 * opacity).rounded()) << 24 | rgb
        }
        discs[key] = t
        return t
    }
}
