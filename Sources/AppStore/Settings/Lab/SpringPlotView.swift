import Motion
import SimKit

/// The Style Lab's live plot of the spring and the curve a style's table declares (``StylePlot``):
/// the spring as progress over time (overshoot above the target line shaded), the easeInOut curve
/// beside it and a mark at the spring's duration. Drawn with the display list's `line` and
/// `polygon` commands from ``curves`` on every frame, so a slider that changes them changes the
/// next frame's plot.
///
///     let plot = SpringPlotView(environment: env, curves: .resting)
///     plot.curves.damping = 0.4     // redrawn with more overshoot
@MainActor
public final class SpringPlotView: View {
    /// Samples along the time axis: a point every ~2.5 pt of a 330 pt plot.
    public static let samples = 132
    /// Room around the plotting area for the caption (top) and the axis labels (left, bottom).
    static let insets = EdgeInsets(top: 34, left: 30, bottom: 24, right: 26)

    public var curves: PlotCurves
    var environment: AppEnvironment
    private var palette: Palette { environment.palette }

    public init(environment: AppEnvironment, curves: PlotCurves) {
        self.environment = environment
        self.curves = curves
        super.init()
        name = "springPlot"
        cornerRadius = 10
        backgroundColor = environment.palette.groupedRow
    }

    /// The time axis: at least 1 s, or the longer of the two curves plus a tenth, so both end inside.
    public var timeSpan: Double { max(1, max(curves.springDuration, curves.curveDuration) * 1.1) }

    /// The progress axis: 0 to the spring's peak (at least 1.1) plus a margin.
    public var valueSpan: (low: Double, high: Double) {
        let values = curve(curves.spring).map(\.value)
        return (min(0, values.min() ?? 0) - 0.05, max(1.1, (values.max() ?? 1) + 0.05))
    }

    /// The spring's largest overshoot past the target, in percent of the distance.
    public var overshootPercent: Double {
        max(0, (curve(curves.spring, samples: 1200).map(\.value).max() ?? 1) - 1) * 100
    }

    /// `(t, value)` pairs for `timing` from 0 to ``timeSpan``.
    func curve(_ timing: TimingCurve, samples n: Int = SpringPlotView.samples) -> [(t: Double, value: Double)] {
        (0...n).map { i in
            let t = timeSpan * Double(i) / Double(n)
            return (t, timing.value(at: t))
        }
    }

    /// The plotting area in the view's bounds.
    var plotRect: Rect {
        let i = Self.insets
        return Rect(bounds.minX + i.left, bounds.minY + i.top, max(1, bounds.width - i.left - i.right),
                    max(1, bounds.height - i.top - i.bottom))
    }

    /// Where `(t, value)` is drawn, in the view's bounds.
    public func point(t: Double, value: Double) -> Point { point(t: t, value: value, span: valueSpan) }

    /// The same with the progress axis given: ``valueSpan`` samples the whole spring, so a
    /// polyline computes it once rather than once a point.
    func point(t: Double, value: Double, span: (low: Double, high: Double)) -> Point {
        let r = plotRect
        return Point(r.minX + t / timeSpan * r.width, r.maxY - (value - span.low) / (span.high - span.low) * r.height)
    }

    /// The spring's polyline as drawn, in the view's bounds.
    public var springPoints: [Point] { polyline(curves.spring) }

    /// `timing`'s samples as points, without the ones in the middle of a straight run: the flat
    /// stretch after a curve ends is one line, not a hundred short ones whose ends show as dots.
    func polyline(_ timing: TimingCurve) -> [Point] {
        var out: [Point] = []
        let span = valueSpan
        for p in curve(timing).map({ point(t: $0.t, value: $0.value, span: span) }) {
            if out.count >= 2 {
                let a = out[out.count - 2], b = out[out.count - 1]
                if abs((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) < 1e-9 { out[out.count - 1] = p; continue }
            }
            out.append(p)
        }
        return out
    }

    public override func draw(in rect: Rect, canvas: Canvas) {
        let r = plotRect
        let zero = point(t: 0, value: 0).y, one = point(t: 0, value: 1).y
        let font = Font(size: 11, weight: .semibold)
        let m = environment.measurer, lh = m.lineHeight(of: font)
        // Axes: the start and the target, labelled 0 and 1; a tick every 0.5 s along the bottom.
        canvas.line(from: Point(r.minX, zero), to: Point(r.maxX, zero), width: 1, color: palette.separator)
        canvas.line(from: Point(r.minX, one), to: Point(r.maxX, one), width: 1, color: palette.separator)
        canvas.text("0", font: font, color: palette.secondaryLabel, at: Point(r.minX - 12 - m.size(of: "0", font: font).width / 2, zero - lh / 2))
        canvas.text("1", font: font, color: palette.secondaryLabel, at: Point(r.minX - 12 - m.size(of: "1", font: font).width / 2, one - lh / 2))
        var tick = 0.5
        while tick <= timeSpan + 1e-9 {
            let x = point(t: tick, value: 0).x
            canvas.line(from: Point(x, zero), to: Point(x, zero + 4), width: 1, color: palette.secondaryLabel)
            let label = environment.strings.seconds(tick)
            canvas.text(label, font: font, color: palette.secondaryLabel, at: Point(x - m.size(of: label, font: font).width / 2, zero + 6))
            tick += 0.5
        }
        // The spring's duration: UIKit removes the animation there.
        let d = point(t: curves.springDuration, value: 0).x
        canvas.line(from: Point(d, r.minY), to: Point(d, zero), width: 1, color: palette.tertiaryLabel)

        let spring = springPoints
        let size = polyline(curves.curve)
        // The overshoot, shaded: one convex trapezoid per segment between the curve and the target line.
        for (a, b) in zip(spring, spring.dropFirst()) where a.y < one || b.y < one {
            canvas.polygon([Point(a.x, one), Point(a.x, min(a.y, one)), Point(b.x, min(b.y, one)), Point(b.x, one)],
                           color: palette.tint.withAlpha(0.22))
        }
        for (a, b) in zip(size, size.dropFirst()) { canvas.line(from: a, to: b, width: 1.5, color: palette.tertiaryLabel) }
        for (a, b) in zip(spring, spring.dropFirst()) { canvas.line(from: a, to: b, width: 2.5, color: palette.tint) }

        // Caption and legend.
        let s = environment.strings
        canvas.text(s.overshoot(percent: overshootPercent), font: Font(size: 13, weight: .semibold), color: palette.label,
                    at: Point(rect.minX + 14, rect.minY + 10))
        var x = rect.maxX - 14
        for (label, color) in [(s.sizeCurve, palette.tertiaryLabel), (s.springCurve, palette.tint)] {
            let w = m.size(of: label, font: font).width
            x -= w
            canvas.text(label, font: font, color: palette.secondaryLabel, at: Point(x, rect.minY + 12))
            canvas.line(from: Point(x - 18, rect.minY + 12 + lh / 2), to: Point(x - 4, rect.minY + 12 + lh / 2), width: 3, color: color)
            x -= 30
        }
    }

    /// Follows a new palette (a live appearance switch).
    func apply(environment: AppEnvironment) {
        self.environment = environment
        backgroundColor = environment.palette.groupedRow
    }
}
