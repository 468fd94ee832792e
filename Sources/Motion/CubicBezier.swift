/// A CSS / `CAMediaTimingFunction` cubic bezier from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2): progress y as a function of time fraction x.
///
/// x is solved for the curve parameter to 1e-12 (Newton's method, bisection when Newton stalls), so the
/// presets match Core Animation's exact values in `reference/bezier_ref.json` to far below 1e-6.
///
///     CubicBezier.easeInOut.value(x: 0.5)   // 0.5
public struct CubicBezier: Sendable, Hashable {
    /// First control point. x is clamped to 0...1 so that the curve is a function of x.
    public let x1: Double, y1: Double
    /// Second control point. x is clamped to 0...1.
    public let x2: Double, y2: Double

    /// Creates a curve through (0,0), (x1,y1), (x2,y2), (1,1).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1); self.y1 = y1
        self.x2 = min(max(x2, 0), 1); self.y2 = y2
    }

    /// `kCAMediaTimingFunctionLinear`.
    public static let linear = CubicBezier(0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn`.
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`.
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`, UIView's default curve.
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault` (CSS `ease`), Core Animation's implicit curve.
    public static let `default` = CubicBezier(0.25, 0.1, 0.25, 1)

    /// The preset called `linear`, `easeIn`, `easeOut`, `easeInOut` or `default`; nil otherwise.
    public static func named(_ name: String) -> CubicBezier? {
        switch name {
        case "linear": return .linear
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut", "easeInEaseOut": return .easeInOut
        case "default": return .default
        default: return nil
        }
    }

    /// The preset names understood by ``named(_:)``.
    public static let presetNames = ["linear", "easeIn", "easeOut", "easeInOut", "default"]

    /// Progress y at time fraction `x`; x is clamped to 0...1.
    public func value(x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return curveY(parameter(forX: x))
    }

    /// dy/dx at time fraction `x`. Where dx/dt vanishes (a control point on the x = 0 or x = 1
    /// edge), the slope is taken a hair inside the curve, so it is always finite.
    public func slope(x: Double) -> Double {
        guard x >= 0, x <= 1 else { return 0 }
        var t = parameter(forX: x)
        if abs(derivativeX(t)) < 1e-9 { t = t < 0.5 ? 1e-6 : 1 - 1e-6 }
        let dx = derivativeX(t)
        return dx == 0 ? 0 : derivativeY(t) / dx
    }

    // Polynomial coefficients, Horner form: B(t) = ((a t + b) t + c) t.
    private var cx: Double { 3 * x1 }
    private var bx: Double { 3 * (x2 - x1) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * y1 }
    private var by: Double { 3 * (y2 - y1) - cy }
    private var ay: Double { 1 - cy - by }

    private func curveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func curveY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    private func derivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t with x(t) = x. x(t) is monotone on 0...1 because x1 and x2 are in 0...1.
    func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = curveX(t) - x
            if abs(error) < tolerance { return t }
            let d = derivativeX(t)
            if abs(d) < 1e-9 { break }
            t -= error / d
            if t < 0 || t > 1 { break }
        }
        // Newton stalled (flat spot) or left 0...1: bisection always converges.
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<100 {
            t = 0.5 * (lo + hi)
            let value = curveX(t)
            if abs(value - x) < tolerance { return t }
            if value < x { lo = t } else { hi = t }
            if hi - lo < 1e-15 { break }
        }
        return t
    }
}
