/// Turns an RGBA frame into the planar YUV 4:2:0 picture a video stores: BT.709, video range,
/// the luma plane then the two chroma planes at half size, as ffmpeg's `yuv420p` reads them.
///
///     let yuv = YUV420Converter(width: 780, height: 1688)
///     var picture = [UInt8](repeating: 0, count: yuv.byteCount)
///     rgba.withUnsafeBytes { src in picture.withUnsafeMutableBytes { yuv.convert(rgba: src, into: $0) } }
///
/// Done in CardSim rather than by ffmpeg's scaler for two reasons: the pipe carries 1.5 bytes a
/// pixel instead of 4, and ffmpeg's single-threaded conversion was a third of its work on the
/// tour, which here runs on the frame writer's thread while the next
/// frame is drawn. Integer arithmetic only, so a frame converts to the same bytes on every machine.
///
/// An odd width or height is padded to even with black, as ffmpeg's `pad` filter did; chroma is the
/// mean of each 2 × 2 block of pixels. Alpha is ignored: a screen has no transparency.
struct YUV420Converter: Sendable {
    /// The RGBA frame's size in pixels.
    let width: Int, height: Int
    /// Where red and blue sit in a pixel's four bytes: 0 and 2 for RGBA, 2 and 0 for BGRA (SDL's
    /// ARGB8888 on a little-endian machine, which a headless canvas reads back without converting).
    let red: Int, blue: Int

    /// A converter for `width` x `height` frames of RGBA bytes, or BGRA with `bgra`.
    init(width: Int, height: Int, bgra: Bool = false) {
        self.width = width
        self.height = height
        (red, blue) = bgra ? (2, 0) : (0, 2)
    }
    /// The picture's size: the frame's, rounded up to even.
    var paddedWidth: Int { (width + 1) & ~1 }
    var paddedHeight: Int { (height + 1) & ~1 }
    /// Bytes of one converted picture.
    var byteCount: Int { paddedWidth * paddedHeight + 2 * (paddedWidth / 2) * (paddedHeight / 2) }

    // BT.709 (Kr 0.2126, Kb 0.0722) scaled to video range (219 levels of luma, 224 of chroma),
    // times 65536. Each chroma row sums to zero, so a grey is exactly 128; uG is rounded to make it so.
    private static let yR: Int32 = 11966, yG: Int32 = 40254, yB: Int32 = 4064
    private static let uR: Int32 = -6596, uG: Int32 = -22188, uB: Int32 = 28784
    private static let vR: Int32 = 28784, vG: Int32 = -26145, vB: Int32 = -2639

    /// Writes `rgba` (`width * height * 4` bytes, rows top to bottom, in the converter's byte order)
    /// into `out` (`byteCount` bytes).
    func convert(rgba: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer) {
        precondition(rgba.count >= width * height * 4 && out.count >= byteCount, "YUV420Converter: buffer sizes")
        let src = rgba.bindMemory(to: UInt8.self).baseAddress!
        let luma = out.bindMemory(to: UInt8.self).baseAddress!
        let chromaWidth = paddedWidth / 2
        let cb = luma + paddedWidth * paddedHeight, cr = cb + chromaWidth * (paddedHeight / 2)
        let fullColumns = width / 2
        for by in 0..<(paddedHeight / 2) {
            let y0 = 2 * by, y1 = y0 + 1
            let row0 = src + y0 * width * 4
            // Past the last row (an odd height), the second row is black padding.
            let row1: UnsafePointer<UInt8>? = y1 < height ? src + y1 * width * 4 : nil
            let out0 = luma + y0 * paddedWidth, out1 = out0 + paddedWidth
            let cbRow = cb + by * chromaWidth, crRow = cr + by * chromaWidth
            // Whole 2 x 2 blocks, eight pixels (four blocks) at a time in vector lanes: a pixel at
            // a time cost a sizeable share of what x264 spends on a frame.
            let groups = row1 == nil ? 0 : fullColumns / 4
            if let row1 {
                for g in 0..<groups {
                    let top = UnsafeRawPointer(row0 + g * 32).loadUnaligned(as: SIMD8<UInt32>.self)
                    let bottom = UnsafeRawPointer(row1 + g * 32).loadUnaligned(as: SIMD8<UInt32>.self)
                    let (r0, g0, b0) = channels(top), (r1, g1, b1) = channels(bottom)
                    UnsafeMutableRawPointer(out0 + g * 8).storeBytes(of: Self.luma(r0, g0, b0), as: SIMD8<UInt8>.self)
                    UnsafeMutableRawPointer(out1 + g * 8).storeBytes(of: Self.luma(r1, g1, b1), as: SIMD8<UInt8>.self)
                    let sr = r0.evenHalf &+ r0.oddHalf &+ r1.evenHalf &+ r1.oddHalf
                    let sg = g0.evenHalf &+ g0.oddHalf &+ g1.evenHalf &+ g1.oddHalf
                    let sb = b0.evenHalf &+ b0.oddHalf &+ b1.evenHalf &+ b1.oddHalf
                    let u = (Self.uR &* sr &+ Self.uG &* sg &+ Self.uB &* sb &+ Self.chromaOffset) &>> 18
                    let v = (Self.vR &* sr &+ Self.vG &* sg &+ Self.vB &* sb &+ Self.chromaOffset) &>> 18
                    UnsafeMutableRawPointer(cbRow + g * 4).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: u), as: SIMD4<UInt8>.self)
                    UnsafeMutableRawPointer(crRow + g * 4).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: v), as: SIMD4<UInt8>.self)
                }
                for bx in (groups * 4)..<fullColumns {
                    let p = row0 + bx * 8, q = row1 + bx * 8
                    let r0 = Int32(p[red]), g0 = Int32(p[1]), b0 = Int32(p[blue])
                    let r1 = Int32(p[4 + red]), g1 = Int32(p[5]), b1 = Int32(p[4 + blue])
                    let r2 = Int32(q[red]), g2 = Int32(q[1]), b2 = Int32(q[blue])
                    let r3 = Int32(q[4 + red]), g3 = Int32(q[5]), b3 = Int32(q[4 + blue])
                    out0[2 * bx] = Self.luma(r0, g0, b0)
                    out0[2 * bx + 1] = Self.luma(r1, g1, b1)
                    out1[2 * bx] = Self.luma(r2, g2, b2)
                    out1[2 * bx + 1] = Self.luma(r3, g3, b3)
                    let sr = r0 &+ r1 &+ r2 &+ r3, sg = g0 &+ g1 &+ g2 &+ g3, sb = b0 &+ b1 &+ b2 &+ b3
                    cbRow[bx] = Self.cb(sr, sg, sb)
                    crRow[bx] = Self.cr(sr, sg, sb)
                }
            }
            // The rest: a last row or column of black padding.
            for bx in (row1 == nil ? 0 : fullColumns)..<chromaWidth {
                var sr: Int32 = 0, sg: Int32 = 0, sb: Int32 = 0
                for dx in 0..<2 {
                    let x = 2 * bx + dx
                    guard x < width else {
                        out0[x] = 16
                        out1[x] = 16
                        continue
                    }
                    let p = row0 + x * 4
                    let r = Int32(p[red]), g = Int32(p[1]), b = Int32(p[blue])
                    out0[x] = Self.luma(r, g, b)
                    sr += r; sg += g; sb += b
                    if let row1 {
                        let q = row1 + x * 4
                        let r = Int32(q[red]), g = Int32(q[1]), b = Int32(q[blue])
                        out1[x] = Self.luma(r, g, b)
                        sr += r; sg += g; sb += b
                    } else {
                        out1[x] = 16
                    }
                }
                cbRow[bx] = Self.cb(sr, sg, sb)
                crRow[bx] = Self.cr(sr, sg, sb)
            }
        }
    }

    /// Red, green and blue of eight pixels read as little-endian words.
    @inline(__always)
    private func channels(_ px: SIMD8<UInt32>) -> (SIMD8<Int32>, SIMD8<Int32>, SIMD8<Int32>) {
        let mask = SIMD8<UInt32>(repeating: 0xFF)
        let r = (px &>> UInt32(red * 8)) & mask, g = (px &>> 8) & mask, b = (px &>> UInt32(blue * 8)) & mask
        return (SIMD8<Int32>(truncatingIfNeeded: r), SIMD8<Int32>(truncatingIfNeeded: g), SIMD8<Int32>(truncatingIfNeeded: b))
    }

    private static let lumaOffset: Int32 = (16 << 16) + (1 << 15)
    private static let chromaOffset: Int32 = (128 << 18) + (1 << 17)

    @inline(__always)
    private static func luma(_ r: SIMD8<Int32>, _ g: SIMD8<Int32>, _ b: SIMD8<Int32>) -> SIMD8<UInt8> {
        SIMD8<UInt8>(truncatingIfNeeded: (yR &* r &+ yG &* g &+ yB &* b &+ lumaOffset) &>> 16)
    }

    // Sums of four pixels have two more bits than one pixel, so chroma shifts by two more.
    @inline(__always)
    private static func cb(_ sr: Int32, _ sg: Int32, _ sb: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: (uR &* sr &+ uG &* sg &+ uB &* sb &+ (128 << 18) &+ (1 << 17)) >> 18)
    }

    @inline(__always)
    private static func cr(_ sr: Int32, _ sg: Int32, _ sb: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: (vR &* sr &+ vG &* sg &+ vB &* sb &+ (128 << 18) &+ (1 << 17)) >> 18)
    }

    @inline(__always)
    private static func luma(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: (yR &* r &+ yG &* g &+ yB &* b &+ (16 << 16) &+ (1 << 15)) >> 16)
    }
}
