/// Repeated box blur of ARGB8888 pixels on the CPU: three passes approximate a Gaussian. The
/// scratch row is kept, so blurring every frame allocates nothing.
struct BoxBlur {
    private var scratch: [UInt32] = []
    /// One row of block sums for `shrink`, four channels a block.
    private var sums: [UInt32] = []

    /// The box radius whose three passes approximate a Gaussian of standard deviation `sigma`.
    static func radius(forSigma sigma: Double) -> Int {
        max(1, Int((((4 * sigma * sigma + 1).squareRoot()) - 1) / 2 + 0.5))
    }

    /// Averages `factor × factor` blocks of ARGB8888 pixels (`width × height`, `pitch` pixels a
    /// row) into `dst` (`stride` pixels a row), rounded: what halving `log2(factor)` times with
    /// linear filtering gives on a GPU. A block cut by the right or bottom edge averages the
    /// pixels it has.
    mutating func shrink(_ src: UnsafePointer<UInt32>, pitch: Int, width: Int, height: Int, factor: Int,
                         into dst: UnsafeMutablePointer<UInt32>, stride: Int) {
        let sw = (width + factor - 1) / factor
        if sums.count < sw * 4 { sums = [UInt32](repeating: 0, count: sw * 4) }
        sums.withUnsafeMutableBufferPointer { buffer in
            let sum = buffer.baseAddress!
            for oy in 0..<((height + factor - 1) / factor) {
                sum.update(repeating: 0, count: sw * 4)
                let y0 = oy * factor, y1 = min(height, y0 + factor)
                for y in y0..<y1 {
                    let row = src + y * pitch
                    for x in 0..<width {
                        let v = row[x], o = (x / factor) * 4
                        sum[o] &+= v >> 24; sum[o + 1] &+= (v >> 16) & 0xFF
                        sum[o + 2] &+= (v >> 8) & 0xFF; sum[o + 3] &+= v & 0xFF
                    }
                }
                let out = dst + oy * stride
                for ox in 0..<sw {
                    let n = UInt32((min(width, ox * factor + factor) - ox * factor) * (y1 - y0)), half = n / 2, o = ox * 4
                    out[ox] = ((sum[o] + half) / n) << 24 | ((sum[o + 1] + half) / n) << 16
                        | ((sum[o + 2] + half) / n) << 8 | (sum[o + 3] + half) / n
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

    /// One running-sum box pass along a row or column, clamping at the ends.
    private static func line(_ p: UnsafeMutablePointer<UInt32>, step: Int, count: Int, radius: Int,
                             tmp: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count { tmp[i] = p[i * step] }
        let window = UInt32(2 * radius + 1)
        var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
        for k in -radius...radius {
            let v = tmp[min(max(k, 0), count - 1)]
            a &+= v >> 24; r &+= (v >> 16) & 0xFF; g &+= (v >> 8) & 0xFF; b &+= v & 0xFF
        }
        for i in 0..<count {
            let half = window / 2
            p[i * step] = ((a + half) / window) << 24 | ((r + half) / window) << 16 | ((g + half) / window) << 8 | (b + half) / window
            let out = tmp[max(i - radius, 0)], inn = tmp[min(i + radius + 1, count - 1)]
            a = a &+ (inn >> 24) &- (out >> 24)
            r = r &+ ((inn >> 16) & 0xFF) &- ((out >> 16) & 0xFF)
            g = g &+ ((inn >> 8) & 0xFF) &- ((out >> 8) & 0xFF)
            b = b &+ (inn & 0xFF) &- (out & 0xFF)
        }
    }
}
