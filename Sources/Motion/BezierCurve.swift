/// A ``CubicBezier`` stretched over a duration: `UIView.animate(withDuration:options:)`'s curves and
/// `UICubicTimingParameters`.
///
///     let curve = BezierCurve(.easeInOut, duration: 0.3)
///     curve.value(at: 0.15)   // 0.5
public struct BezierCurve: TimingCurve, Hashable {
    /// The unit curve.
    public let bezier: CubicBezier
    /// Seconds; negative or non-finite durations become 0 (an instant change).
    public let duration: Double

    /// Runs `bezier` over `duration` seconds.
    public init(_ bezier: CubicBezier, duration: Double) {
        self.bezier = bezier
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// Progress at `t` seconds: 0 before the start, exactly 1 from `duration` on.
    public func value(at t: Double) -> Double {
        if t >= duration { return 1 }
        if !(t > 0) { return 0 }
        return bezier.value(x: t / duration)
    }

    /// d(progress)/dt in fractions per second; 0 outside the animation.
    public func velocity(at t: Double) -> Double {
        if t >= duration || t < 0 || duration <= 0 { return 0 }
        return bezier.slope(x: t / duration) / duration
    }
}
