/// Any ``TimingCurve`` played over a different duration by scaling its time axis.
///
/// Used by ``AnimatorTimeline`` for curves it cannot rebuild for a new duration itself.
///
///     let slow = RetimedCurve(base: BezierCurve(.easeIn, duration: 1), duration: 2)
public struct RetimedCurve: TimingCurve {
    /// The curve being stretched.
    public let base: any TimingCurve
    /// The new duration, seconds.
    public let duration: Double

    /// Plays `base` over `duration` seconds.
    public init(base: any TimingCurve, duration: Double) {
        self.base = base
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    private var scale: Double { duration > 0 ? base.duration / duration : 0 }

    /// Progress at `t`.
    public func value(at t: Double) -> Double {
        if t >= duration { return 1 }
        return base.value(at: t * scale)
    }

    /// d(progress)/dt at `t`.
    public func velocity(at t: Double) -> Double {
        if t >= duration || t < 0 { return 0 }
        return base.velocity(at: t * scale) * scale
    }
}
