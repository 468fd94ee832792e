/// A normalised motion: progress from 0 (start value) to 1 (target) as a function of elapsed time.
///
/// Springs and cubic-bezier curves both conform, so an animation does not care which one drives it.
///
///     let curve = Spring(duration: 0.6, dampingRatio: 0.7, initialVelocity: 0.7)
///     let y = startY + (0 - startY) * curve.value(at: 0.1)
public protocol TimingCurve: Sendable {
    /// Seconds until the motion is over; from then on `value` is exactly 1 and `velocity` 0.
    var duration: Double { get }
    /// Progress at `t` seconds after the start; 0 for t <= 0, exactly 1 for t >= duration.
    func value(at t: Double) -> Double
    /// d(progress)/dt at `t`, in fractions of the distance per second.
    func velocity(at t: Double) -> Double
}
