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
    func mask(blur blurPixels: Int, radius: Int, color c: SDL_Color, renderer: OpaquePointer) throws -> Mask {
        let key = Key(blur: blurPixels, radius: radius, rgba: UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a))
        if let m = masks[key] { return m }
        let sigma = max(0.5, Double(blurPixels) / 2)
        let pad = Int((3 * sigma).rounded(.up))
        let inner = max(radius, pad)
        let n = 2 * (pad + inner) + Self.tile
        var pixels = [UInt32](repeating: 0, count: n * n)
        // Coverage of the rounded rect [pad, n - pad]² by pixel-centre distance, anti-aliased.
        let lo = Double(pad), hi = Double(n - pad), r = Double(radius)
        for y in 0..<n {
            for x in 0..<n {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let dx = max(lo + r - px, px - (hi - r), 0), dy = max(lo + r - py, py - (hi - r), 0)
                let outside = (dx * dx + dy * dy).squareRoot() - r
                let edge = max(lo - px, px - hi, lo - py, py - hi)
                let d = (dx > 0 && dy > 0) ? outside : edge
                let coverage = max(0, min(1, 0.5 - d))
                pixels[y * n + x] = UInt32((coverage * 255).rounded()) << 24 | 0x00FF_FFFF
            }
        }
        pixels.withUnsafeMutableBufferPointer { p in
            blur.blur(p.baseAddress!, width: n, height: n, stride: n, radius: BoxBlur.radius(forSigma: sigma))
        }
        let rgb = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
        for i in pixels.indices { pixels[i] = ((pixels[i] >> 24) * UInt32(c.a) / 255) << 24 | rgb }
        let texture = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888,
                                     access: SDL_TEXTUREACCESS_STATIC, width: n, height: n)
        try SDLError.check(SDL_UpdateTexture(texture.handle, nil, pixels, Int32(n * 4)), "SDL_UpdateTexture(shadow)")
        texture.setLinear(true)
        let mask = Mask(texture: texture, pad: pad, inner: inner)
        masks[key] = mask
        return mask
    }

    /// Draws `mask` 9-sliced around the pixel rect (x0, y0)–(x1, y1); `c` fills the middle. When
    /// `hidden` (an opaque rect drawn next) is given, the middle and the parts of the edges under
    /// it are skipped; `clipped` runs a drawing step under an extra clip rect.
    func draw(_ mask: Mask, x0: Int, y0: Int, x1: Int, y1: Int, color c: SDL_Color, hidden: SDL_Rect?,
              renderer: OpaquePointer, clipped: (SDL_Rect, () -> Void) -> Void) {
        let t = mask.texture
        t.prepare(blend: SDL_BLENDMODE_BLEND)
        let pad = mask.pad, k = mask.pad + mask.inner, n = t.width
        let ex0 = x0 - pad, ey0 = y0 - pad, ex1 = x1 + pad, ey1 = y1 + pad
        guard x1 - x0 >= 2 * mask.inner, y1 - y0 >= 2 * mask.inner else {
            // Too small to slice: stretch the whole mask (slightly soft corners, never a gap).
            var d = SDL_Rect(x: Int32(ex0), y: Int32(ey0), w: Int32(ex1 - ex0), h: Int32(ey1 - ey0))
            SDL_RenderCopy(renderer, t.handle, nil, &d)
            return
        }
        // Source and destination columns/rows: corner | tiled edge | corner.
        let sx = (0, k, n - k, n), sy = (0, k, n - k, n)
        let dx = (ex0, ex0 + k, ex1 - k, ex1), dy = (ey0, ey0 + k, ey1 - k, ey1)
        func at(_ t: (Int, Int, Int, Int), _ i: Int) -> Int {
            switch i { case 0: return t.0; case 1: return t.1; case 2: return t.2; default: return t.3 }
        }
        /// Copies source cell (i, j) onto destination cell (i, j), tiling the middle cells unscaled.
        func piece(_ i: Int, _ j: Int) {
            let dw = at(dx, i + 1) - at(dx, i), dh = at(dy, j + 1) - at(dy, j)
            guard dw > 0, dh > 0 else { return }
            let sw = at(sx, i + 1) - at(sx, i), sh = at(sy, j + 1) - at(sy, j)
            var x = 0
            while x < dw {
                let w = i == 1 ? min(sw, dw - x) : dw
                var y = 0
                while y < dh {
                    let h = j == 1 ? min(sh, dh - y) : dh
                    var src = SDL_Rect(x: Int32(at(sx, i)), y: Int32(at(sy, j)), w: Int32(w), h: Int32(h))
                    var dst = SDL_Rect(x: Int32(at(dx, i) + x), y: Int32(at(dy, j) + y), w: Int32(w), h: Int32(h))
                    SDL_RenderCopy(renderer, t.handle, &src, &dst)
                    y += h
                }
                x += w
            }
        }
        let far = 1 << 20
        for j in 0..<3 {
            for i in 0..<3 where !(i == 1 && j == 1) {
                guard let h = hidden, i == 1 || j == 1 else { piece(i, j); continue }
                // An edge piece only shows outside the occluder: clip it to that side.
                let keep: SDL_Rect
                switch (i, j) {
                case (1, 0): keep = SDL_Rect(x: Int32(-far), y: Int32(-far), w: Int32(2 * far), h: h.y + Int32(far))
                case (1, 2): keep = SDL_Rect(x: Int32(-far), y: h.y + h.h, w: Int32(2 * far), h: Int32(far))
                case (0, 1): keep = SDL_Rect(x: Int32(-far), y: Int32(-far), w: h.x + Int32(far), h: Int32(2 * far))
                default: keep = SDL_Rect(x: h.x + h.w, y: Int32(-far), w: Int32(far), h: Int32(2 * far))
                }
                clipped(keep) { piece(i, j) }
            }
        }
        // The middle is uniformly the shadow colour: a blended rect fill is far cheaper than a stretch.
        var mid = SDL_Rect(x: Int32(dx.1), y: Int32(dy.1), w: Int32(dx.2 - dx.1), h: Int32(dy.2 - dy.1))
        if let h = hidden, mid.x >= h.x, mid.y >= h.y, mid.x + mid.w <= h.x + h.w, mid.y + mid.h <= h.y + h.h { return }
        if mid.w > 0 && mid.h > 0 {
            SDL_SetRenderDrawBlendMode(renderer, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
            SDL_RenderFillRect(renderer, &mid)
        }
    }
}
