import Foundation

/// The two searches a spring's parameters need: UIKit's natural frequency for a duration, and the
/// settling time of a free-running spring.
extension Spring {
    /// UIKit's envelope threshold: at `duration` the sine coefficient's envelope is 0.001.
    static let uikitEnvelope = 0.001

    /// The LARGEST ω₀ with envelope(ω₀) = 0.001 at `duration` (M1, `reference/README.md`).
    ///
    /// A bracketed search, not Framer's Newton iteration: Newton from 5/D returns 0 or NaN for large
    /// positive velocities, while the envelope minus 0.001 is negative for every large ω₀, so walking
    /// down from a high ω₀ in 1 % steps finds the top sign change, and bisection then pins it to
    /// machine precision. Never returns 0, NaN or infinity.
    static func uikitOmega(duration d: Double, zeta: Double, velocity v0: Double) -> Double {
        let critical = abs(zeta - 1) <= SpringSolution.criticalBand
        let s = (1 - zeta * zeta).squareRoot()
        func f(_ w: Double) -> Double {
            if critical { return abs(1 + (w - v0) * d) * exp(-w * d) - uikitEnvelope }
            return abs((v0 - zeta * w) / (w * s)) * exp(-zeta * w * d) - uikitEnvelope
        }
        var hi = 1e4 / d
        while !(f(hi) < 0), hi < 1e12 / d { hi *= 2 }
        var w = hi
        var lo = 0.0
        while true {
            let next = w / 1.01
            if f(next) > 0 { lo = next; hi = w; break }
            w = next
            // No root: an (almost) undamped spring that never gets under the threshold; one
            // oscillation per duration is a finite, sensible stand-in.
            if w < 1e-9 / d { return 2 * Double.pi / d }
        }
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { break }
            if f(mid) > 0 { lo = mid } else { hi = mid }
        }
        return 0.5 * (lo + hi)
    }

    /// Seconds until displacement and speed stay below ``settleDisplacement`` and ``settleVelocity``.
    ///
    /// The decaying envelope bounds the answer from above; a backward scan at a fraction of the
    /// oscillation period finds the last frame that is not settled, and bisection refines it.
    static func settlingTime(omega0: Double, zeta: Double, velocity v0: Double) -> Double {
        let solution = SpringSolution(omega0: omega0, zeta: zeta, initialVelocity: v0)
        let rate = solution.slowestDecayRate
        guard rate > 1e-12, omega0.isFinite, omega0 > 0 else { return maximumDuration }
        func bounded(_ t: Double) -> Bool {
            let e = solution.envelope(at: t)
            return e.displacement < settleDisplacement && e.velocity < settleVelocity
        }
        func settled(_ t: Double) -> Bool {
            abs(solution.displacement(at: t)) < settleDisplacement && abs(solution.velocity(at: t)) < settleVelocity
        }
        var upper = 1 / rate
        while !bounded(upper) {
            upper *= 1.5
            if upper >= maximumDuration { return maximumDuration }
        }
        var step = upper / 2000
        if zeta < 1 {
            let period = 2 * Double.pi / (omega0 * (1 - zeta * zeta).squareRoot())
            step = min(step, period / 32)
        }
        step = max(step, upper / 200_000)
        var t = upper
        while t > 0 {
            let previous = max(0, t - step)
            if !settled(previous) {
                var lo = previous, hi = t
                for _ in 0..<60 {
                    let mid = 0.5 * (lo + hi)
                    if settled(mid) { hi = mid } else { lo = mid }
                }
                return hi
            }
            t = previous
        }
        return 0
    }
}
