/// One running stretch of an ``AnimatorTimeline``: from (fraction, progress) at `beginTime` to the
/// end of its direction along `curve`, whose duration is the stretch's length.
///
///     let s = AnimatorSegment(beginTime: 0, fromFraction: 0, toFraction: 1, fromProgress: 0,
///                             toProgress: 1, curve: BezierCurve(.linear, duration: 1))
///     s.progress(at: 0.5)   // 0.5
struct AnimatorSegment: Sendable {
    var beginTime: Double
    var fromFraction: Double
    var toFraction: Double
    var fromProgress: Double
    var toProgress: Double
    /// Already fitted to the stretch (see ``fit(_:to:)``); its duration is the stretch's length.
    var curve: any TimingCurve

    private var length: Double { curve.duration }

    func fraction(at time: Double) -> Double {
        let tau = time - beginTime
        if length <= 0 || tau >= length { return toFraction }
        if tau <= 0 { return fromFraction }
        return fromFraction + (toFraction - fromFraction) * tau / length
    }

    func progress(at time: Double) -> Double {
        fromProgress + (toProgress - fromProgress) * curve.value(at: time - beginTime)
    }

    func velocity(at time: Double) -> Double {
        (toProgress - fromProgress) * curve.velocity(at: time - beginTime)
    }

    func isOver(at time: Double) -> Bool { time - beginTime >= length }

    /// `curve` refitted to last `length` seconds, as UIKit fits timing parameters to an animator:
    /// beziers and duration-based springs take the length; physical and duration/bounce springs keep
    /// their own settling time; anything else is stretched in time.
    static func fit(_ curve: any TimingCurve, to length: Double) -> any TimingCurve {
        if let spring = curve as? Spring {
            guard spring.parameterization == .durationAndDampingRatio else { return spring }
            return Spring(duration: length, dampingRatio: spring.dampingRatio,
                          initialVelocity: spring.initialVelocity)
        }
        if let bezier = curve as? BezierCurve { return BezierCurve(bezier.bezier, duration: length) }
        if let retimed = curve as? RetimedCurve { return RetimedCurve(base: retimed.base, duration: length) }
        return RetimedCurve(base: curve, duration: length)
    }
}
