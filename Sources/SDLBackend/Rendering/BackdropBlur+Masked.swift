import CSDL2

/// Small rounded blurs (a close button's disc) on the software renderer: SDL does not interpolate
/// alpha across textured triangles there, so a rounded texture's rim comes out aliased. Instead the
/// small result is stretched on the CPU and the shape's anti-aliased coverage written into its
/// alpha; the caller copies it blended, with no triangles at all.
extension BackdropBlur {
    /// Pixels up to which a rounded blur is masked on the CPU (a close button is 60 × 60 at 2x).
    static let maxMaskedArea = 160 * 160

    /// Blurs under `area` as `blur` does, then returns a texture whose top-left `area`-sized
    /// pixels hold the result stretched, with alpha the coverage of `shape` (pixels, within the
    /// target, radius > 0). Kept for `key` like the other results.
    func maskedBlur(_ area: SDL_Rect, shape: PixelRoundedRect, radius: Double, tint: SDL_Color, key: Int) throws -> SDLTexture {
        if key != smallKey { try blurSmall(area, radius: radius, tint: tint, key: key) }
        if key == maskedKey, let masked { return masked }
        let w = Int(area.w), h = Int(area.h)
        if masked.map({ $0.width < w || $0.height < h }) ?? true {
            masked = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_STREAMING,
                                    width: max(w, masked?.width ?? 0), height: max(h, masked?.height ?? 0))
        }
        guard let masked else { throw SDLError.missingFile("backdrop textures") }
        if maskPixels.count < w * h { maskPixels = [UInt32](repeating: 0, count: w * h) }
        let sw = Int(smallRect.w), sh = Int(smallRect.h), stride = self.stride
        let x0 = Float(area.x), y0 = Float(area.y)
        pixels.withUnsafeBufferPointer { src in
            maskPixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<h {
                    // Bilinear, pixel centres aligned as SDL's linear stretch aligns them.
                    let v = max(0, min(Float(sh - 1), (Float(y) + 0.5) * Float(sh) / Float(h) - 0.5))
                    let r0 = Int(v), r1 = min(r0 + 1, sh - 1), fy = v - Float(r0)
                    for x in 0..<w {
                        let u = max(0, min(Float(sw - 1), (Float(x) + 0.5) * Float(sw) / Float(w) - 0.5))
                        let c0 = Int(u), c1 = min(c0 + 1, sw - 1), fx = u - Float(c0)
                        let a = src[r0 * stride + c0], b = src[r0 * stride + c1], c = src[r1 * stride + c0], d = src[r1 * stride + c1]
                        func channel(_ shift: UInt32) -> UInt32 {
                            func ch(_ p: UInt32) -> Float { Float((p >> shift) & 0xFF) }
                            let top = ch(a) + (ch(b) - ch(a)) * fx, bottom = ch(c) + (ch(d) - ch(c)) * fx
                            return UInt32((top + (bottom - top) * fy).rounded()) << shift
                        }
                        let coverage = shape.coverage(x: x0 + Float(x) + 0.5, y: y0 + Float(y) + 0.5)
                        out[y * w + x] = UInt32((coverage * 255).rounded()) << 24 | channel(16) | channel(8) | channel(0)
                    }
                }
            }
        }
        var rect = SDL_Rect(x: 0, y: 0, w: area.w, h: area.h)
        try SDLError.check(SDL_UpdateTexture(masked.handle, &rect, maskPixels, Int32(w * 4)), "SDL_UpdateTexture(masked blur)")
        maskedKey = key
        return masked
    }
}
