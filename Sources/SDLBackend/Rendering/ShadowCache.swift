import CSDL2
import Foundation

/// Soft shadows drawn 9-sliced from a small, pre-blurred rounded-rect mask built once per
/// (blur, corner radius, colour) in pixels. The mask is pre-tinted and its straight edges are
/// tiled with unscaled copies, because on the software renderer colour modulation and stretching
/// each force a slow blit; per frame a shadow costs a few fast copies and one rect fill.
@MainActor
final class ShadowCache {
    /// The shadow colour with alpha from the blurred rounded rect.
    struct Mask {
        let texture: SDLTexture
        /// Transparent margin around the rounded rect, in pixels (three standard deviations).
        let pad: Int
        /// Distance from the rect's edge inwards that the slices cover, in pixels.
        let inner: Int
    }
    private struct Key: Hashable { let blur: Int; let radius: Int; let rgba: UInt32 }
    /// Length of the straight middle of the mask: edges are tiled from it in pieces this long.
    static let tile = 64
    private var masks: [Key: Mask] = [:]
    private var blur = BoxBlur()

    /// The mask for a shadow of `blur` pixels (CSS-style blur: 2 σ) around corners of `radius` pixels.
    func mask(blur blurPixels: Int, radius: Int, color c: SDL_Color, renderer: SDLRenderer) throws -> Mask {
        let key = Key(blur: blurPixels, radius: radius, rgba: UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a))
        if let m = masks[key] { return m }
        let sigma = Self.sigma(blurPixels: blurPixels)
        let pad = Self.pad(blurPixels: blurPixels)
        let inner = max(radius, pad)
        let n = 2 * (pad + inner) + Self.tile
        // Only the coverage is blurred (one channel, not four): the colour is uniform. The mask
        // is symmetric about both centre lines, so one quadrant is made and mirrored. Its inner
        // edges lie in the flat middle (more than 3 σ inside the rect), where clamping at the
        // quadrant's edge blurs exactly as the mirrored neighbours would.
        let q = n / 2
        var quadrant = [UInt32](repeating: 0, count: q * q)
        let lo = Double(pad), r = Double(radius)
        quadrant.withUnsafeMutableBufferPointer { p in
            // Coverage of the rounded rect's corner region by pixel-centre distance, anti-aliased.
            for y in 0..<q {
                for x in 0..<q {
                    let px = Double(x) + 0.5, py = Double(y) + 0.5
                    let dx = max(lo + r - px, 0), dy = max(lo + r - py, 0)
                    let outside = (dx * dx + dy * dy).squareRoot() - r
                    let edge = max(lo - px, lo - py)
                    let d = (dx > 0 && dy > 0) ? outside : edge
                    p[y * q + x] = UInt32((max(0, min(1, 0.5 - d)) * 255).rounded())
                }
            }
            blur.blurChannel(p.baseAddress!, width: q, height: q, stride: q, radius: BoxBlur.radius(forSigma: sigma))
        }
        let rgb = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b), opacity = UInt32(c.a)
        var alpha = [UInt32](repeating: 0, count: n * n)
        alpha.withUnsafeMutableBufferPointer { p in
            for y in 0..<n {
                let row = min(y, n - 1 - y) * q
                for x in 0..<n { p[y * n + x] = (quadrant[row + min(x, n - 1 - x)] &* opacity / 255) << 24 | rgb }
            }
        }
        // A moving, resizing card can ask for many masks: keep the cache bounded.
        if masks.count >= Self.maxMasks { masks.removeAll() }
        let texture = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888,
                                     access: SDL_TEXTUREACCESS_STATIC, width: n, height: n)
        try texture.update(nil, pixels: alpha, pitch: n * 4)
        try texture.setLinear(true)
        let mask = Mask(texture: texture, pad: pad, inner: inner)
        masks[key] = mask
        return mask
    }

    /// Draws `mask` 9-sliced around the pixel rect (x0, y0)–(x1, y1); `c` fills the middle.
    /// `hidden`: rects painted opaque right after (the card over its own shadow); nothing is drawn
    /// inside them. Every piece is an unscaled copy, so drawing only its visible parts (a sub-rect
    /// of source and destination alike) gives exactly the pixels a clipped copy would.
    func draw(_ mask: Mask, x0: Int, y0: Int, x1: Int, y1: Int, color c: SDL_Color, hidden: [SDL_Rect],
              renderer: SDLRenderer) throws {
        let t = mask.texture
        t.prepare(blend: SDL_BLENDMODE_BLEND)
        let pad = mask.pad, k = mask.pad + mask.inner, n = t.width
        let ex0 = x0 - pad, ey0 = y0 - pad, ex1 = x1 + pad, ey1 = y1 + pad
        guard x1 - x0 >= 2 * mask.inner, y1 - y0 >= 2 * mask.inner else {
            // Too small to slice: stretch the whole mask (slightly soft corners, never a gap).
            let d = SDL_Rect(x: Int32(ex0), y: Int32(ey0), w: Int32(ex1 - ex0), h: Int32(ey1 - ey0))
            return try renderer.copy(t, to: d)
        }
        // Where the shadow can show: its extent minus the hidden rects (a ring around a card).
        var visible = [SDL_Rect(x: Int32(ex0), y: Int32(ey0), w: Int32(ex1 - ex0), h: Int32(ey1 - ey0))]
        for h in hidden where h.w > 0 && h.h > 0 {
            let parts = visible.flatMap { FramePlan.subtract($0, h) }
            if parts.count > Self.maxParts { break }
            visible = parts
        }
        /// Copies `src` to the same-sized `dst`, only where visible.
        func copy(_ src: SDL_Rect, _ dst: SDL_Rect) throws {
            for v in visible {
                guard let d = FramePlan.intersect(dst, v) else { continue }
                let s = SDL_Rect(x: src.x + d.x - dst.x, y: src.y + d.y - dst.y, w: d.w, h: d.h)
                try renderer.copy(t, from: s, to: d)
            }
        }
        // Source and destination columns/rows: corner | tiled edge | corner.
        let sx = (0, k, n - k, n), sy = (0, k, n - k, n)
        let dx = (ex0, ex0 + k, ex1 - k, ex1), dy = (ey0, ey0 + k, ey1 - k, ey1)
        func at(_ t: (Int, Int, Int, Int), _ i: Int) -> Int {
            switch i { case 0: return t.0; case 1: return t.1; case 2: return t.2; default: return t.3 }
        }
        for j in 0..<3 {
            for i in 0..<3 where !(i == 1 && j == 1) {
                // Source cell (i, j) onto destination cell (i, j), the middle cells tiled unscaled.
                let dw = at(dx, i + 1) - at(dx, i), dh = at(dy, j + 1) - at(dy, j)
                guard dw > 0, dh > 0 else { continue }
                let sw = at(sx, i + 1) - at(sx, i), sh = at(sy, j + 1) - at(sy, j)
                var x = 0
                while x < dw {
                    let w = i == 1 ? min(sw, dw - x) : dw
                    var y = 0
                    while y < dh {
                        let h = j == 1 ? min(sh, dh - y) : dh
                        try copy(SDL_Rect(x: Int32(at(sx, i)), y: Int32(at(sy, j)), w: Int32(w), h: Int32(h)),
                             SDL_Rect(x: Int32(at(dx, i) + x), y: Int32(at(dy, j) + y), w: Int32(w), h: Int32(h)))
                        y += h
                    }
                    x += w
                }
            }
        }
        // The middle is uniformly the shadow colour: a blended rect fill is far cheaper than a stretch.
        let mid = SDL_Rect(x: Int32(dx.1), y: Int32(dy.1), w: Int32(dx.2 - dx.1), h: Int32(dy.2 - dy.1))
        guard mid.w > 0 && mid.h > 0 else { return }
        renderer.setDrawColor(c, blend: c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        for v in visible {
            guard let part = FramePlan.intersect(mid, v) else { continue }
            try renderer.fill(part)
        }
    }

    /// The Gaussian's standard deviation for a blur of `blurPixels` (CSS-style: blur = 2 σ).
    static func sigma(blurPixels: Int) -> Double { max(0.5, Double(blurPixels) / 2) }

    /// How far a shadow reaches past its shape, in pixels: three standard deviations.
    static func pad(blurPixels: Int) -> Int { Int((3 * sigma(blurPixels: blurPixels)).rounded(.up)) }

    /// Masks kept at most (`CacheBudget`).
    static let maxMasks = CacheBudget.shadowMasks
    /// Visible parts a shadow may be split into before hiding stops paying.
    static let maxParts = 16
}
