import Foundation
import Motion
import SimKit

/// A chart of one curve as a display list, for `cardsim curve --plot FILE.png`: gridlines with
/// numbered ticks, the axes, a dashed-looking target line, the duration marker and the curve itself
/// as many short `.line` segments.
///
///     let plot = CurvePlot(title: "spring", xLabel: "t (s)", yLabel: "progress",
///                          xRange: 0...0.6, target: 1, marker: 0.6) { spring.value(at: $0) }
///     let commands = plot.drawCommands(size: CurvePlot.defaultSize)
struct CurvePlot {
    /// The picture's size in points; the PNG is this times the scale.
    static let defaultSize = Size(720, 440)
    /// Room for tick labels and the title.
    static let margin = (left: 64.0, right: 24.0, top: 44.0, bottom: 48.0)
    /// Segments the curve is cut into: smooth at any size without depending on the CSV's fps.
    static let segments = 900

    var title: String
    var xLabel: String
    var yLabel: String
    var xRange: ClosedRange<Double>
    /// Drawn as a horizontal line (the spring's target, the resting position, the rubber band's limit).
    var target: Double?
    /// Drawn as a vertical line (the duration).
    var marker: Double?
    var sample: (Double) -> Double

    /// The chart, background first.
    func drawCommands(size: Size) -> [DrawCommand] {
        let frame = Rect(Self.margin.left, Self.margin.top,
                         size.width - Self.margin.left - Self.margin.right,
                         size.height - Self.margin.top - Self.margin.bottom)
        let xs = (0...Self.segments).map { xRange.lowerBound + (xRange.upperBound - xRange.lowerBound) * Double($0) / Double(Self.segments) }
        let ys = xs.map(sample)
        let yRange = Self.paddedRange(ys + (target.map { [$0, 0] } ?? [0]))
        func point(_ x: Double, _ y: Double) -> Point {
            let u = (x - xRange.lowerBound) / max(1e-12, xRange.upperBound - xRange.lowerBound)
            let v = (y - yRange.lowerBound) / max(1e-12, yRange.upperBound - yRange.lowerBound)
            return Point(frame.minX + u * frame.width, frame.maxY - v * frame.height)
        }
        let grid = Color(white: 0.88), axis = Color(white: 0.25), label = Color(white: 0.3)
        let small = Font.system(11), titleFont = Font.system(15, .semibold)
        var commands: [DrawCommand] = [.fill(RoundedRect(Rect(0, 0, size.width, size.height)), .white)]

        for x in Self.ticks(xRange) {
            let p = point(x, yRange.lowerBound)
            commands.append(.line(from: Point(p.x, frame.minY), to: Point(p.x, frame.maxY), width: 1, color: grid))
            commands.append(.text(TextRun(Self.format(x, span: xRange), font: small, color: label, origin: Point(p.x - 12, frame.maxY + 6))))
        }
        for y in Self.ticks(yRange) {
            let p = point(xRange.lowerBound, y)
            commands.append(.line(from: Point(frame.minX, p.y), to: Point(frame.maxX, p.y), width: 1, color: grid))
            commands.append(.text(TextRun(Self.format(y, span: yRange), font: small, color: label, origin: Point(8, p.y - 7))))
        }
        // Axes through zero when zero is in view, else along the frame.
        let zeroY = yRange.contains(0) ? point(0, 0).y : frame.maxY
        commands.append(.line(from: Point(frame.minX, zeroY), to: Point(frame.maxX, zeroY), width: 1.5, color: axis))
        commands.append(.line(from: Point(frame.minX, frame.minY), to: Point(frame.minX, frame.maxY), width: 1.5, color: axis))

        if let target {
            let y = point(0, target).y
            // Dashes: the target is a reference, not data.
            var x = frame.minX
            while x < frame.maxX {
                let end = min(x + 8, frame.maxX)
                commands.append(.line(from: Point(x, y), to: Point(end, y), width: 1.5, color: Color(hex: 0x34C759)))
                x += 14
            }
        }
        if let marker, xRange.contains(marker) {
            let x = point(marker, 0).x
            commands.append(.line(from: Point(x, frame.minY), to: Point(x, frame.maxY), width: 1.5, color: Color(hex: 0xFF9500)))
            commands.append(.text(TextRun("end " + String(format: "%.3g", marker), font: small, color: Color(hex: 0xFF9500),
                                          origin: Point(x - 60, frame.minY + 4))))
        }
        for i in 0..<Self.segments {
            commands.append(.line(from: point(xs[i], ys[i]), to: point(xs[i + 1], ys[i + 1]), width: 2, color: .systemBlue))
        }
        commands.append(.text(TextRun(title, font: titleFont, color: .black, origin: Point(frame.minX, 12))))
        commands.append(.text(TextRun(xLabel, font: small, color: label, origin: Point(frame.maxX - 60, size.height - 20))))
        commands.append(.text(TextRun(yLabel, font: small, color: label, origin: Point(frame.minX + 6, frame.minY + 4))))
        return commands
    }

    /// The values' range with 8 % headroom, never empty.
    static func paddedRange(_ values: [Double]) -> ClosedRange<Double> {
        let finite = values.filter(\.isFinite)
        var lo = finite.min() ?? 0, hi = finite.max() ?? 1
        if hi - lo < 1e-9 { hi = lo + 1 }
        let pad = (hi - lo) * 0.08
        lo -= pad; hi += pad
        return lo...hi
    }

    /// About five round-numbered ticks (steps of 1, 2 or 5 × 10ⁿ) inside `range`.
    static func ticks(_ range: ClosedRange<Double>) -> [Double] {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite else { return [] }
        let raw = span / 5
        let power = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= raw } ?? raw
        var tick = ceil(range.lowerBound / step) * step
        var ticks: [Double] = []
        while tick <= range.upperBound + step * 1e-9, ticks.count < 50 {
            ticks.append(abs(tick) < step * 1e-9 ? 0 : tick)
            tick += step
        }
        return ticks
    }

    /// A tick label with as many decimals as the axis needs.
    static func format(_ value: Double, span: ClosedRange<Double>) -> String {
        let width = span.upperBound - span.lowerBound
        return String(format: width >= 20 ? "%.0f" : (width >= 2 ? "%.1f" : "%.2f"), value)
    }
}
