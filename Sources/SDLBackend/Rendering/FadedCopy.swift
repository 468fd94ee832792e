/// SDL's software blend of an ARGB8888 source faded by an alpha modulation onto an ARGB8888
/// target, computed exactly as SDL computes it (`SDL_Blit_ARGB8888_ARGB8888_Modulate_Blend` in
/// SDL 2's `SDL_blit_auto.c`), pixel for pixel:
///
///     a = srcA · m / 255
///     c = src · a / 255 + (255 − a) · dst / 255     for each of red, green and blue
///     A = a + (255 − a) · dstA / 255
///
/// SDL runs that through a generic blitter that decodes and re-encodes every pixel with its
/// flags tested inside the loop: 7 ms for a full screen at 2 px/pt on the 2-core machine, the
/// largest cost of a fading story or the dimmed presenter under a sheet. Written without branches,
/// the same integer formula vectorises (about 1 ms). Every division is of a product of two bytes,
/// which `div255` computes exactly.
enum FadedCopy {
    /// `x / 255`, rounded down, exactly for every `x` up to 255 · 255 (a product of two bytes).
    @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 { (x &* 0x8081) &>> 23 }

    /// Blends `width × height` pixels of `src` (rows `srcPitch` pixels apart) faded by `alpha`
    /// (below 255) over `dst` (rows `dstPitch` apart), in place.
    static func blend(_ src: UnsafePointer<UInt32>, srcPitch: Int, over dst: UnsafeMutablePointer<UInt32>, dstPitch: Int,
                      width: Int, height: Int, alpha: UInt8) {
        let m = UInt32(alpha)
        for y in 0..<height {
            let s = src + y * srcPitch, d = dst + y * dstPitch
            for x in 0..<width {
                d[x] = pixel(s[x], over: d[x], alpha: m)
            }
        }
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
