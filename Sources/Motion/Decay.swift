import Foundation

/// `UIScrollView` deceleration: the velocity falls by `rate` every millisecond.
///
/// `v(t) = v0 d^(1000 t)`, `x(t) = x0 + v0 (d^(1000 t) - 1) / (1000 ln d)`; positions in points,
/// velocities in points per second, t in seconds since the finger lifted.
///
///     let decay = Decay(position: 0, velocity: 2000)
///     decay.restingPosition   // ≈ 999 pt
public struct Decay: Sendable, Hashable {
    /// `UIScrollView.DecelerationRate.normal`, per millisecond.
    public static let normal = 0.998
    /// `UIScrollView.DecelerationRate.fast`, per millisecond.
    public static let fast = 0.99

    /// Position at t = 0, points.
    public let position: Double
    /// Velocity at t = 0, points per second.
    public let velocity: Double
    /// Fraction of the velocity kept per millisecond, in (0, 1); other values become ``normal``.
    public let rate: Double

    /// Starts a deceleration from `position` at `velocity`.
    public init(position: Double, velocity: Double, rate: Double = Decay.normal) {
        self.position = position
        self.velocity = velocity
        self.rate = rate > 0 && rate < 1 ? rate : Decay.normal
    }

    /// 1000 ln d: the (negative) exponential rate per second.
    private var k: Double { 1000 * log(rate) }

    /// Position at `t` seconds (t < 0 counts as 0).
    public func position(at t: Double) -> Double {
        let t = max(0, t)
        return position + velocity * (pow(rate, 1000 * t) - 1) / k
    }

    /// Velocity at `t` seconds, points per second.
    public func velocity(at t: Double) -> Double {
        velocity * pow(rate, 1000 * max(0, t))
    }

    /// Where the motion comes to rest: `x0 - v0 / (1000 ln d)`.
    public var restingPosition: Double { position - velocity / k }

    /// Seconds until the speed falls below `velocityThreshold` points per second (0 if it already is).
    public func duration(velocityThreshold: Double = 1) -> Double {
        let threshold = abs(velocityThreshold)
        guard abs(velocity) > threshold, threshold > 0 else { return 0 }
        return log(threshold / abs(velocity)) / k
    }

    /// Seconds until the position is within `distanceThreshold` points of ``restingPosition``.
    public func duration(distanceThreshold: Double) -> Double {
        // The distance still to travel is |v(t)| / |k|.
        duration(velocityThreshold: abs(distanceThreshold * k))
    }
}
