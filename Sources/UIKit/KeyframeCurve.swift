import Motion

/// One keyframe of `UIView.animateKeyframes` as a curve over the whole animation: the animation's
/// time runs along its overall curve (easeInOut unless the options name another, as UIKit's
/// keyframe animation takes the curve of its options), and this keyframe moves its properties
/// over its own share of that time — linearly (`.calculationModeLinear`), or at once at its start
/// (`.calculationModeDiscrete`). Keyframes of one property add up, as Core Animation's additive
/// animations do, so each one starts where the one before it ended.
struct KeyframeCurve: TimingCurve {
    /// The whole animation, seconds; the keyframe's start and length, fractions of it.
    let duration, relativeStart, relativeDuration: Double
    let overall: CubicBezier
    let discrete: Bool

    func value(at t: Double) -> Double {
        if t >= duration { return 1 }
        if !(t > 0) { return 0 }
        let u = overall.value(x: t / duration)
        if discrete || relativeDuration <= 0 { return u >= relativeStart ? 1 : 0 }
        return min(max((u - relativeStart) / relativeDuration, 0), 1)
    }

    func velocity(at t: Double) -> Double {
        guard !discrete, relativeDuration > 0, t > 0, t < duration else { return 0 }
        let u = overall.value(x: t / duration)
        guard u > relativeStart, u < relativeStart + relativeDuration else { return 0 }
        return BezierCurve(overall, duration: duration).velocity(at: t) / relativeDuration
    }
}
