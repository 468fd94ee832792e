/// SDL's software blend of an ARGB8888 source faded by an alpha modulation onto an ARGB8888
/// target, computed exactly as SDL computes it (`SDL_Blit_ARGB8888_ARGB8888_Modulate_Blend` in
/// SDL 2's `SDL_blit_auto.c`), pixel for pixel:
///
///     a = srcA · m / 255
///     c = src · a / 255 + (255 − a) · dst / 255     for each of red, green and blue
///     A = a + (255 − a) · dstA / 255
///
/// SDL runs that through a generic blitter that decodes and re-encodes every pixel with its
/// flags tested inside the loop: the largest cost of a fading story or the dimmed presenter under
/// a sheet. Written without branches, the same integer formula vectorises (docs/rendering.md has
/// both figures). Every division is of a product of two bytes,
/// which `div255` computes exactly.
enum FadedCopy {
    /// `x / 255`, rounded down, exactly for every `x` up to 255 · 255 (a product of two bytes).
    @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 { (x &* 0x8081) &>> 23 }

    /// `x / 255` in each 16-bit lane, rounded down, exactly for every product of two bytes (the
    /// sum stays under 2^16).
    @inline(__always)
    static func div255(_ x: Lanes) -> Lanes { (x &+ 1 &+ (x &>> 8)) &>> 8 }

    /// Eight pixels.
    typealias Pixels = SIMD8<UInt32>
    /// The same 32 bytes as 16-bit lanes: a pixel's low half, then its high half.
    typealias Lanes = SIMD16<UInt16>

    /// Blends `width × height` pixels of `src` (rows `srcPitch` pixels apart) faded by `alpha`
    /// (below 255) over `dst` (rows `dstPitch` apart), in place.
    static func blend(_ src: UnsafePointer<UInt32>, srcPitch: Int, over dst: UnsafeMutablePointer<UInt32>, dstPitch: Int,
                      width: Int, height: Int, alpha: UInt8) {
        let m = UInt32(alpha), lanes = Lanes(repeating: UInt16(alpha))
        for y in 0..<height {
            let s = src + y * srcPitch, d = dst + y * dstPitch
            var x = 0
            while x + 8 <= width {
                let out = pixels(UnsafeRawPointer(s + x).loadUnaligned(as: Pixels.self),
                                 over: UnsafeRawPointer(d + x).loadUnaligned(as: Pixels.self), alpha: lanes)
                UnsafeMutableRawPointer(d + x).storeBytes(of: out, as: Pixels.self)
                x += 8
            }
            while x < width {
                d[x] = pixel(s[x], over: d[x], alpha: m)
                x += 1
            }
        }
    }

    /// Blends `color` (ARGB, alpha below 255) over `width × height` pixels of `dst` (rows `pitch`
    /// apart), in place, as SDL's `SDL_BlendFillRect` does: it premultiplies the colour by its
    /// alpha, `c · a / 255`, then adds `(255 − a) · dst / 255`, which is `blend`'s formula for a
    /// source pixel of that colour unfaded.
    static func fill(_ color: UInt32, over dst: UnsafeMutablePointer<UInt32>, pitch: Int, width: Int, height: Int) {
        let source = Pixels(repeating: color), opaque = Lanes(repeating: 255)
        for y in 0..<height {
            let d = dst + y * pitch
            var x = 0
            while x + 8 <= width {
                let out = pixels(source, over: UnsafeRawPointer(d + x).loadUnaligned(as: Pixels.self), alpha: opaque)
                UnsafeMutableRawPointer(d + x).storeBytes(of: out, as: Pixels.self)
                x += 8
            }
            while x < width {
                d[x] = pixel(color, over: d[x], alpha: 255)
                x += 1
            }
        }
    }

    /// `pixel` for eight pixels. Each pixel's 32 bits hold two 16-bit lanes: blue and red (a
    /// pixel masked by 0x00FF00FF), and green and alpha (shifted down by 8). The alpha lane goes
    /// through the colour formula with 255 for its source, which gives `a + (255 − a) · dstA / 255`.
    @inline(__always)
    static func pixels(_ s: Pixels, over d: Pixels, alpha m: Lanes) -> Pixels {
        let low = Pixels(repeating: 0x00FF_00FF)
        let sa = s &>> 24
        let a = div255(unsafeBitCast(sa | sa &<< 16, to: Lanes.self) &* m), keep = Lanes(repeating: 255) &- a
        let sourceBR = unsafeBitCast(s & low, to: Lanes.self)
        let sourceG1 = unsafeBitCast((s &>> 8) & Pixels(repeating: 0xFF) | Pixels(repeating: 0x00FF_0000), to: Lanes.self)
        let br = div255(sourceBR &* a) &+ div255(keep &* unsafeBitCast(d & low, to: Lanes.self))
        let ga = div255(sourceG1 &* a) &+ div255(keep &* unsafeBitCast((d &>> 8) & low, to: Lanes.self))
        // Each lane is at most a + keep = 255: the halves do not spill into each other.
        return unsafeBitCast(br, to: Pixels.self) | unsafeBitCast(ga, to: Pixels.self) &<< 8
    }

    /// One pixel of `blend`.
    @inline(__always)
    static func pixel(_ s: UInt32, over d: UInt32, alpha m: UInt32) -> UInt32 {
        let a = div255((s &>> 24) &* m), keep = 255 &- a
        let r = div255(((s &>> 16) & 0xFF) &* a) &+ div255(keep &* ((d &>> 16) & 0xFF))
        let g = div255(((s &>> 8) & 0xFF) &* a) &+ div255(keep &* ((d &>> 8) & 0xFF))
        let b = div255((s & 0xFF) &* a) &+ div255(keep &* (d & 0xFF))
        let da = a &+ div255(keep &* (d &>> 24))
        return da &<< 24 | r &<< 16 | g &<< 8 | b
    }
}
