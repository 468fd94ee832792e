import Foundation
import Motion

/// The free motion of a released scroll view: exponential decay at UIScrollView's rate, and past
/// an edge a critically damped spring that carries the overshoot out and back. Both are closed
/// form in time, so every frame rate sees the same curve.
struct ScrollMotion {
    /// Stiffness of the edge bounce: w0 = 2π / 0.55 s, about UIScrollView's bounce-back time.
    static let bounceOmega = 2 * Double.pi / 0.55
    /// Below this speed (pt/s) and distance (pt) the content is at rest.
    static let restVelocity = 5.0, restDistance = 0.25

    let start: Double, velocity: Double, startTime: Double
    let minY: Double, maxY: Double
    let decay: Decay
    /// When and where the decay crosses an edge, if it does.
    private var bounce: (time: Double, edge: Double, x0: Double, v0: Double)?
    private let decayEnd: Double

    init(start: Double, velocity: Double, startTime: Double, minY: Double, maxY: Double, rate: Double) {
        self.start = start; self.velocity = velocity; self.startTime = startTime
        self.minY = minY; self.maxY = maxY
        decay = Decay(position: start, velocity: velocity, rate: rate)
        decayEnd = decay.duration(velocityThreshold: ScrollMotion.restVelocity)
        if start < minY || start > maxY {
            let edge = start < minY ? minY : maxY
            bounce = (startTime, edge, start - edge, velocity)
        } else if decay.restingPosition < minY || decay.restingPosition > maxY {
            let edge = decay.restingPosition < minY ? minY : maxY
            let tc = ScrollMotion.crossingTime(decay, edge: edge, limit: 60)
            bounce = (startTime + tc, edge, 0, decay.velocity(at: tc))
        }
    }

    var isAtRest: Bool { bounce == nil && abs(velocity) < ScrollMotion.restVelocity }

    /// The offset at `time`, and whether the motion has ended.
    func position(at time: Double) -> (Double, Bool) {
        if let b = bounce, time >= b.time {
            let t = time - b.time, w = ScrollMotion.bounceOmega
            let e = exp(-w * t)
            let x = (b.x0 + (b.v0 + w * b.x0) * t) * e
            let v = (b.v0 - w * (b.v0 + w * b.x0) * t) * e
            if abs(x) < ScrollMotion.restDistance && abs(v) < ScrollMotion.restVelocity { return (b.edge, true) }
            return (b.edge + x, false)
        }
        let t = time - startTime
        if t >= decayEnd { return (min(max(decay.position(at: decayEnd), minY), maxY), true) }
        return (decay.position(at: max(0, t)), false)
    }

    /// Time at which the monotonic decay reaches `edge` (bisection; it is reached before `limit`).
    static func crossingTime(_ d: Decay, edge: Double, limit: Double) -> Double {
        var lo = 0.0, hi = max(limit, 60)
        let dir = d.velocity(at: 0) >= 0 ? 1.0 : -1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if (d.position(at: mid) - edge) * dir < 0 { lo = mid } else { hi = mid }
        }
        return hi
    }
}
