import Foundation

/// The exact solution of `x'' + 2ζω₀ x' + ω₀² x = 0` with `x(0) = 1`, `x'(0) = -v0`, where `x = 1 - p`
/// is the displacement from the target and `p` the progress.
///
/// Under-, critically and over-damped springs each have their own closed form (`reference/README.md`);
/// none is integrated, so a value is exact at any frame rate and after any stall.
///
///     let s = SpringSolution(omega0: 10, zeta: 0.5, initialVelocity: 0)
///     s.displacement(at: 0.1)   // 1 - progress
public struct SpringSolution: Sendable, Hashable {
    /// Undamped natural frequency, rad/s.
    public let omega0: Double
    /// Damping ratio.
    public let zeta: Double
    /// Initial progress velocity, fractions of the distance per second.
    public let initialVelocity: Double

    /// Within this distance of ζ = 1 the critical form is used: the other two lose digits to
    /// cancellation there, and the difference between the forms is far below 1e-9.
    static let criticalBand = 1e-9

    /// Creates the solution for the given frequency, damping ratio and initial velocity.
    public init(omega0: Double, zeta: Double, initialVelocity: Double) {
        self.omega0 = omega0
        self.zeta = zeta
        self.initialVelocity = initialVelocity
    }

    private enum Regime { case under, critical, over }
    private var regime: Regime {
        if abs(zeta - 1) <= SpringSolution.criticalBand { return .critical }
        return zeta < 1 ? .under : .over
    }

    /// Displacement from the target, `1 - p(t)`.
    public func displacement(at t: Double) -> Double {
        let v0 = initialVelocity
        switch regime {
        case .under:
            let (lambda, wd) = underdampedTerms
            return exp(-lambda * t) * (cos(wd * t) + (lambda - v0) / wd * sin(wd * t))
        case .critical:
            return exp(-omega0 * t) * (1 + (omega0 - v0) * t)
        case .over:
            let (r1, r2, a, b) = overdampedTerms
            return a * exp(r1 * t) + b * exp(r2 * t)
        }
    }

    /// Progress velocity `dp/dt = -x'(t)`, analytic.
    public func velocity(at t: Double) -> Double {
        let v0 = initialVelocity
        switch regime {
        case .under:
            let (lambda, wd) = underdampedTerms
            let c = (lambda - v0) / wd
            return exp(-lambda * t) * (v0 * cos(wd * t) + (lambda * c + wd) * sin(wd * t))
        case .critical:
            return exp(-omega0 * t) * (v0 + omega0 * (omega0 - v0) * t)
        case .over:
            let (r1, r2, a, b) = overdampedTerms
            return -(a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t))
        }
    }

    /// Upper bounds on |displacement| and |velocity| at `t`, decreasing once they are small; used to
    /// bracket the settling time.
    func envelope(at t: Double) -> (displacement: Double, velocity: Double) {
        let v0 = initialVelocity
        switch regime {
        case .under:
            let (lambda, wd) = underdampedTerms
            let c = (lambda - v0) / wd
            let amplitude = (1 + c * c).squareRoot() * exp(-lambda * t)
            // The derivative of a damped sinusoid has amplitude ω₀ times the sinusoid's.
            return (amplitude, omega0 * amplitude)
        case .critical:
            let a = abs(omega0 - v0)
            let e = exp(-omega0 * t)
            return (e * (1 + a * t), e * (abs(v0) + omega0 * a * t))
        case .over:
            let (r1, r2, a, b) = overdampedTerms
            return (abs(a) * exp(r1 * t) + abs(b) * exp(r2 * t),
                    abs(a * r1) * exp(r1 * t) + abs(b * r2) * exp(r2 * t))
        }
    }

    /// The slowest decay rate of the motion, 1/s (0 for an undamped spring).
    var slowestDecayRate: Double {
        switch regime {
        case .under: return zeta * omega0
        case .critical: return omega0
        case .over: return -overdampedTerms.r1
        }
    }

    /// The decay rate ζω₀ and the damped frequency ω₀√(1 − ζ²).
    private var underdampedTerms: (lambda: Double, wd: Double) {
        (zeta * omega0, omega0 * (1 - zeta * zeta).squareRoot())
    }

    private var overdampedTerms: (r1: Double, r2: Double, a: Double, b: Double) {
        let s = omega0 * (zeta * zeta - 1).squareRoot()
        let r2 = -zeta * omega0 - s
        // r1 r2 = ω₀²; dividing avoids the cancellation of -ζω₀ + s for heavy damping.
        let r1 = omega0 * omega0 / r2
        let a = (-initialVelocity - r2) / (r1 - r2)
        return (r1, r2, a, 1 - a)
    }
}
