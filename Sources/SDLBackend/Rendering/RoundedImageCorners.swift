import CSDL2

/// Anti-aliased rounded corners for opaque textures. SDL's software renderer rasterises textured
/// geometry without blending its vertex alpha smoothly (the corner fans of
/// `GeometryBatch.appendCorners` came out stair-stepped there, with a light fringe inside), so
/// on every renderer the corner squares are composited in two blended copies instead, with SDL's
/// standard modes, and each renderer's corners are the same coverage as its fills':
///
///     target × (1 − a·coverage)     a black disc blended (`CornerSprites`), opacity `a`
///     + texels × coverage × a       the corner texels, premultiplied in a scratch texture, added
///
/// The scratch texture holds the four corner squares as the quadrants of a 2r × 2r square: the
/// texels are copied in unscaled, then multiplied (`SDL_BLENDMODE_MOD`) by a grey disc whose
/// value is the coverage. Coverage is `PixelRoundedRect.coverage`, the rim solid fills get.
@MainActor
final class RoundedImageCorners {
    /// Grey discs (2r × 2r, value = coverage, opaque) by radius.
    private var masks: [Int: SDLTexture] = [:]
    private var scratch: SDLTexture?
    private var pixels: [UInt32] = []
    /// Masks kept at most: a card's corner radius changes while it scales.
    static let capacity = CacheBudget.cornerDiscs

    /// Draws the four corner squares of `shape` showing `src` of `texture` stretched onto `dest`,
    /// with opacity `alpha`. The target's clip limits it as it limits the straight bands.
    func draw(_ texture: SDLTexture, src: SDL_Rect, dest: SDL_FRect, shape p: PixelRoundedRect, alpha: UInt8,
              discs: CornerSprites, renderer: SDLRenderer) throws {
        let r = Int(p.r), n = Int32(r)
        guard r > 0 else { return }
        let mask = try self.mask(radius: r, renderer: renderer)
        let scratch = try self.scratch(side: 2 * r, renderer: renderer)
        let s = src
        try renderer.withTarget(scratch, clip: nil) {
            // Transparent where `dest` leaves a corner square uncovered: adds nothing there.
            renderer.setDrawColor(SDL_Color(r: 0, g: 0, b: 0, a: 0), blend: SDL_BLENDMODE_NONE)
            let all = SDL_Rect(x: 0, y: 0, w: 2 * n, h: 2 * n)
            try renderer.fill(all)
            texture.prepare(blend: SDL_BLENDMODE_NONE)
            for k in 0..<4 {
                let (qx, qy, cx, cy) = CoverageDisc.quadrant(k, of: p, radius: n)
                let q = SDL_Rect(x: qx, y: qy, w: n, h: n)
                try renderer.setClip(q)
                let d = SDL_FRect(x: dest.x - Float(cx - qx), y: dest.y - Float(cy - qy), w: dest.w, h: dest.h)
                try renderer.copy(texture, from: s, to: d)
            }
            try renderer.setClip(nil)
            let m = SDL_Rect(x: 0, y: 0, w: 2 * n, h: 2 * n)
            try renderer.copy(mask, from: m, to: all)
        }
        try discs.drawCorners(p, SDL_Color(r: 0, g: 0, b: 0, a: 255), alpha: alpha, renderer: renderer)
        scratch.prepare(blend: SDL_BLENDMODE_ADD, alpha: alpha)
        for k in 0..<4 {
            let (qx, qy, cx, cy) = CoverageDisc.quadrant(k, of: p, radius: n)
            let from = SDL_Rect(x: qx, y: qy, w: n, h: n), to = SDL_Rect(x: cx, y: cy, w: n, h: n)
            try renderer.copy(scratch, from: from, to: to)
        }
    }

    /// A target texture at least `side` square, grown when needed (corners use its top left).
    private func scratch(side: Int, renderer: SDLRenderer) throws -> SDLTexture {
        if let t = scratch, t.width >= side { return t }
        let t = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_TARGET,
                               width: side, height: side)
        scratch = t
        return t
    }

    /// The grey disc of `radius` pixels, made once; multiplies what it is copied onto.
    private func mask(radius r: Int, renderer: SDLRenderer) throws -> SDLTexture {
        if let t = masks[r] { return t }
        if masks.count >= Self.capacity { masks.removeAll() }
        let t = try CoverageDisc.texture(radius: r, blend: SDL_BLENDMODE_MOD, buffer: &pixels, renderer: renderer) {
            let v = UInt32(($0 * 255).rounded())
            return 0xFF00_0000 | v << 16 | v << 8 | v
        }
        masks[r] = t
        return t
    }
}
