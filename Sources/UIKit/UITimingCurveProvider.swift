import Motion

/// UITimingCurveProvider: what `UIPercentDrivenInteractiveTransition.timingCurve` takes. CardSim's
/// provider is a cubic curve (`UICubicTimingParameters`); a spring provider is not offered yet.
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    var cubicTimingParameters: UICubicTimingParameters? { get }
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

    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var controlPoint1: CGPoint { CGPoint(curve.x1, curve.y1) }
    public var controlPoint2: CGPoint { CGPoint(curve.x2, curve.y2) }
}
