/// Repeated box blur of ARGB8888 pixels on the CPU: three passes approximate a Gaussian. The
/// scratch row is kept, so blurring every frame allocates nothing.
struct BoxBlur {
    private var scratch: [UInt32] = []
    /// One row of block sums for `shrink`, two words a block (alpha and green, red and blue).
    private var sums: [UInt32] = []

    /// The box radius whose three passes approximate a Gaussian of standard deviation `sigma`.
    static func radius(forSigma sigma: Double) -> Int {
        max(1, Int((((4 * sigma * sigma + 1).squareRoot()) - 1) / 2 + 0.5))
    }

    /// Averages `factor × factor` blocks of ARGB8888 pixels (`width × height`, `pitch` pixels a
    /// row) into `dst` (`stride` pixels a row), rounded: what halving `log2(factor)` times with
    /// linear filtering gives on a GPU. A block cut by the right or bottom edge averages the
    /// pixels it has. Two channels are summed at once, in the 16-bit halves of one word (a block
    /// of up to 8 × 8 sums to at most 64 × 255, which fits), so each pixel costs two masks and
    /// two adds: every pixel of the area is read, where a stretch read one in sixteen.
    mutating func shrink(_ src: UnsafePointer<UInt32>, pitch: Int, width: Int, height: Int, factor: Int,
                         into dst: UnsafeMutablePointer<UInt32>, stride: Int) {
        precondition(factor <= 8, "16-bit lanes hold the sums of at most 8 × 8 pixels")
        let sw = (width + factor - 1) / factor
        if sums.count < sw * 2 { sums = [UInt32](repeating: 0, count: sw * 2) }
        sums.withUnsafeMutableBufferPointer { buffer in
            let sum = buffer.baseAddress!
            for oy in 0..<((height + factor - 1) / factor) {
                sum.update(repeating: 0, count: sw * 2)
                let y0 = oy * factor, y1 = min(height, y0 + factor)
                for y in y0..<y1 {
                    let row = src + y * pitch
                    var x = 0
                    for block in 0..<sw {
                        let end = min(width, x + factor)
                        var ag: UInt32 = 0, rb: UInt32 = 0
                        while x < end {
                            let v = row[x]
                            ag &+= (v >> 8) & 0x00FF_00FF
                            rb &+= v & 0x00FF_00FF
                            x += 1
                        }
                        sum[2 * block] &+= ag
                        sum[2 * block + 1] &+= rb
                    }
                }
                let out = dst + oy * stride
                for block in 0..<sw {
                    let n = UInt32((min(width, block * factor + factor) - block * factor) * (y1 - y0)), half = n / 2
                    let ag = sum[2 * block], rb = sum[2 * block + 1]
                    out[block] = (((ag >> 16) + half) / n) << 24 | (((rb >> 16) + half) / n) << 16
                        | (((ag & 0xFFFF) + half) / n) << 8 | ((rb & 0xFFFF) + half) / n
                }
            }
        }
    }

    /// Blurs `pixels` (`width` × `height`, `stride` pixels per row) in place, `passes` times.
    mutating func blur(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
                       radius: Int, passes: Int = 3) {
        run(pixels, width: width, height: height, stride: stride, radius: radius, passes: passes, line: Self.line)
    }

    /// Like `blur`, for one channel: each value (0–255) on its own, such as a shadow's coverage.
    /// The same sums as the alpha channel of `blur`, at a quarter of the work.
    mutating func blurChannel(_ values: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
                              radius: Int, passes: Int = 3) {
        run(values, width: width, height: height, stride: stride, radius: radius, passes: passes, line: Self.channel)
    }

    /// Horizontal then vertical passes of `line` over every row and column, with the kept scratch row.
    private mutating func run(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, radius: Int,
                              passes: Int,
                              line: (UnsafeMutablePointer<UInt32>, Int, Int, Int, UnsafeMutablePointer<UInt32>) -> Void) {
        guard width > 0, height > 0, radius > 0 else { return }
        if scratch.count < max(width, height) { scratch = [UInt32](repeating: 0, count: max(width, height)) }
        scratch.withUnsafeMutableBufferPointer { tmp in
            for _ in 0..<passes {
                for y in 0..<height { line(p + y * stride, 1, width, radius, tmp.baseAddress!) }
                for x in 0..<width { line(p + x, stride, height, radius, tmp.baseAddress!) }
            }
        }
    }

    private static func channel(_ p: UnsafeMutablePointer<UInt32>, step: Int, count: Int, radius: Int,
                                tmp: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count { tmp[i] = p[i * step] }
        let window = UInt32(2 * radius + 1)
        var sum: UInt32 = 0
        for k in -radius...radius { sum &+= tmp[min(max(k, 0), count - 1)] }
        for i in 0..<count {
            p[i * step] = sum / window
            sum = sum &+ tmp[min(i + radius + 1, count - 1)] &- tmp[max(i - radius, 0)]
        }
    }

    /// One running-sum box pass along a row or column, clamping at the ends. Alpha and green, red
    /// and blue are summed in the 16-bit halves of one word each (a window of up to 257 pixels sums
    /// to under 65,536 a channel, and a sum never drops below what leaves it), and the rounded
    /// means are taken by multiplying with the window's reciprocal, exact at these sizes.
    private static func line(_ p: UnsafeMutablePointer<UInt32>, step: Int, count: Int, radius: Int,
                             tmp: UnsafeMutablePointer<UInt32>) {
        precondition(radius <= 128, "16-bit lanes hold the sums of at most 257 pixels")
        for i in 0..<count { tmp[i] = p[i * step] }
        let window = UInt64(2 * radius + 1), half = window / 2
        let reciprocal = ((1 << 32) + window - 1) / window
        func mean(_ sum: UInt32) -> UInt32 { UInt32(truncatingIfNeeded: ((UInt64(sum) + half) * reciprocal) >> 32) }
        var ag: UInt32 = 0, rb: UInt32 = 0
        for k in -radius...radius {
            let v = tmp[min(max(k, 0), count - 1)]
            ag &+= (v >> 8) & 0x00FF_00FF; rb &+= v & 0x00FF_00FF
        }
        for i in 0..<count {
            p[i * step] = mean(ag >> 16) << 24 | mean(rb >> 16) << 16 | mean(ag & 0xFFFF) << 8 | mean(rb & 0xFFFF)
            let out = tmp[max(i - radius, 0)], inn = tmp[min(i + radius + 1, count - 1)]
            ag = ag &+ ((inn >> 8) & 0x00FF_00FF) &- ((out >> 8) & 0x00FF_00FF)
            rb = rb &+ (inn & 0x00FF_00FF) &- (out & 0x00FF_00FF)
        }
    }
}
