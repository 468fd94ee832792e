import Foundation

/// A damped spring solved in closed form, as a normalised ``TimingCurve`` from 0 to 1.
///
/// Three parameterisations, each matching one Apple API:
/// - ``init(duration:dampingRatio:initialVelocity:)``: `UIView.animate(withDuration:…usingSpringWithDamping:…)`
///   and `UISpringTimingParameters(dampingRatio:initialVelocity:)`, the "M1" mapping of
///   `reference/README.md`; the value is exactly 1 from `duration` on, as UIKit removes the animation then.
/// - ``init(mass:stiffness:damping:initialVelocity:)``: `CASpringAnimation`; runs until it settles.
/// - ``init(duration:bounce:initialVelocity:)``: iOS 17 `Spring(duration:bounce:)`; runs until it settles.
///
/// Velocities are fractions of the whole distance per second, positive toward the target; see
/// ``relativeVelocity(pointsPerSecond:from:to:)``.
///
///     let spring = Spring(duration: 0.6, dampingRatio: 0.7, initialVelocity: 0.7)
///     let y = fromY + (toY - fromY) * spring.value(at: t)
public struct Spring: TimingCurve, Hashable {
    /// How the spring was specified; decides how an animator re-times it (see `AnimatorTimeline`).
    public enum Parameterization: Sendable, Hashable {
        /// UIKit's duration + damping ratio (M1): the duration belongs to the animation.
        case durationAndDampingRatio
        /// Mass, stiffness, damping: the duration is the settling time.
        case physical
        /// iOS 17 duration + bounce: the duration is the settling time.
        case durationAndBounce
    }

    /// Displacement (fraction of the distance) below which a free-running spring counts as settled.
    /// 0.001 is UIKit's own envelope threshold in the M1 mapping.
    public static let settleDisplacement = 0.001
    /// Speed (fractions of the distance per second) below which a free-running spring counts as
    /// settled. 0.01/s is 3 pt/s on a 300 pt move: the snap it leaves is far below a pixel per frame.
    public static let settleVelocity = 0.01
    /// Longest time a free-running spring may run (an undamped spring never settles).
    public static let maximumDuration = 600.0

    /// Seconds until the motion is over; from then on `value` is exactly 1.
    public let duration: Double
    /// Mass (1 for the duration-based parameterisations).
    public let mass: Double
    /// Stiffness k.
    public let stiffness: Double
    /// Damping coefficient c.
    public let damping: Double
    /// c / (2 sqrt(k m)); below 1 the spring overshoots.
    public let dampingRatio: Double
    /// Initial velocity in fractions of the distance per second.
    public let initialVelocity: Double
    /// Which API the parameters came from.
    public let parameterization: Parameterization
    /// Undamped natural frequency sqrt(k/m), rad/s.
    public let omega0: Double

    /// UIKit's duration-based spring ("M1"): damping ratio clamped to at most 1, mass 1, w0 the largest
    /// root of the 0.001 envelope at `duration`, value exactly 1 from `duration` on.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double) {
        let d = duration.isFinite ? max(0, duration) : 0
        let zeta = dampingRatio.isFinite ? min(max(dampingRatio, 1e-6), 1) : 1
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        let w0 = d > 0 ? Spring.uikitOmega(duration: d, zeta: zeta, velocity: v0) : 1
        self.init(mass: 1, omega0: w0, zeta: zeta, velocity: v0, duration: d, kind: .durationAndDampingRatio)
    }

    /// A physical spring (`CASpringAnimation`): runs until displacement and speed are below
    /// ``settleDisplacement`` and ``settleVelocity``. Non-positive or non-finite mass and stiffness
    /// are replaced by 1 and negative damping by 0; validate input before calling if that matters.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 1
        let c = damping.isFinite && damping > 0 ? damping : 0
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        self.init(mass: m, omega0: w0, zeta: zeta, velocity: v0, duration: nil, kind: .physical)
    }

    /// iOS 17 `Spring(duration:bounce:)`: k = (2π/D)², c = 4πζ/D with ζ = 1 - bounce for bounce >= 0
    /// and 1/(1 + bounce) for negative bounce (over-damped); runs until settled.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let d = duration.isFinite && duration > 0 ? duration : 1e-3
        let b = bounce.isFinite ? min(max(bounce, -0.999), 1) : 0
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        self.init(mass: 1, omega0: 2 * Double.pi / d, zeta: zeta, velocity: v0, duration: nil,
                  kind: .durationAndBounce)
    }

    private init(mass: Double, omega0: Double, zeta: Double, velocity: Double, duration: Double?,
                 kind: Parameterization) {
        self.mass = mass
        self.omega0 = omega0
        self.stiffness = omega0 * omega0 * mass
        self.damping = 2 * zeta * omega0 * mass
        self.dampingRatio = zeta
        self.initialVelocity = velocity
        self.parameterization = kind
        self.duration = duration ?? Spring.settlingTime(omega0: omega0, zeta: zeta, velocity: velocity)
    }

    /// Converts a speed in points per second into this type's relative velocity for a move from
    /// `from` to `to`; 0 when the distance is 0.
    public static func relativeVelocity(pointsPerSecond: Double, from: Double, to: Double) -> Double {
        let distance = to - from
        guard distance != 0, pointsPerSecond.isFinite else { return 0 }
        return pointsPerSecond / distance
    }

    /// Progress at `t`: 0 for t <= 0, exactly 1 from ``duration`` on.
    public func value(at t: Double) -> Double {
        if t >= duration { return 1 }
        if !(t > 0) { return 0 }
        return 1 - solution.displacement(at: t)
    }

    /// d(progress)/dt at `t`: ``initialVelocity`` at 0, 0 before 0 and from ``duration`` on.
    public func velocity(at t: Double) -> Double {
        if t >= duration || t < 0 { return 0 }
        return solution.velocity(at: t)
    }

    /// The unclipped closed-form solution (no cut at ``duration``).
    public var solution: SpringSolution {
        SpringSolution(omega0: omega0, zeta: dampingRatio, initialVelocity: initialVelocity)
    }
}
