import Motion

/// UITimingCurveType: which parameters a ``UITimingCurveProvider`` carries.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// UITimingCurveProvider: the timing a property animator, its `continueAnimation` or a
/// percent-driven transition's `timingCurve` takes — a cubic curve (`UICubicTimingParameters`) or
/// a spring (`UISpringTimingParameters`).
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The curve an animator of `duration` seconds runs along: the spring if there is one, else the
    /// cubic curve, else UIKit's default (easeInOut).
    func timingCurve(duration: Double) -> any TimingCurve {
        if let spring = springTimingParameters { return spring.spring(duration: duration) }
        return BezierCurve(cubicTimingParameters?.curve ?? .easeInOut, duration: duration)
    }
}

/// UICubicTimingParameters: a named curve or two control points, as CAMediaTimingFunction's.
@MainActor
public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The curve, from (0, 0) to (1, 1).
    public let curve: CubicBezier

    /// UIKit's default, easeInOut.
    public init() { curve = .easeInOut }
    public init(animationCurve: UIView.AnimationCurve) { curve = animationCurve }
    public init(controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint) { curve = CubicBezier(p1.x, p1.y, p2.x, p2.y) }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
    /// The curve's name when it is one of UIKit's four, else easeInOut (as UIKit reports a custom curve).
    public var animationCurve: UIView.AnimationCurve {
        [CubicBezier.easeIn, .easeOut, .linear].first { $0 == curve } ?? .easeInOut
    }
    public var controlPoint1: CGPoint { CGPoint(curve.x1, curve.y1) }
    public var controlPoint2: CGPoint { CGPoint(curve.x2, curve.y2) }
}
