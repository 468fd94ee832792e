import Motion

/// The numbers of the App Store post's present (`CardPresentAnimator`): the spring that carries the card's
/// top to the screen's top and the easeInOut curve that grows its size; a view of the style's
/// `present.*` parameters, which the Motion Lab plots.
///
///     var tuning = PresentTuning()             // the App Store post: 0.6 s, damping 0.7, velocity 0.7, 0.36 s
///     tuning.damping = 0.5                     // more overshoot
///     tuning.spring.value(at: 0.2)             // the top's progress 0.2 s in
public struct PresentTuning: Equatable, Sendable {
    /// The top's spring: `UIView.animate(withDuration:…)`, seconds.
    public var duration: Double
    /// `usingSpringWithDamping`: the damping ratio (UIKit clamps it to at most 1).
    public var damping: Double
    /// `initialSpringVelocity`: fractions of the distance per second.
    public var velocity: Double
    /// The width, height and labels' easeInOut block. The App Store post writes it as `duration * 0.6`; it is
    /// its own number here so the lab can move it apart from the spring.
    public var sizeDuration: Double

    /// The App Store post's numbers, from the style's table.
    public init() { self = AppStoreCardNumbers().presentTuning }

    /// A tuning with the given numbers.
    public init(duration: Double, damping: Double, velocity: Double, sizeDuration: Double) {
        self.duration = duration; self.damping = damping; self.velocity = velocity; self.sizeDuration = sizeDuration
    }

    /// The present's numbers in `parameters` (the App Store style's).
    public init(_ parameters: StyleParameters) { self = AppStoreCardNumbers(parameters).presentTuning }

    /// The spring and the curve `parameters`' table declares for the Lab's plot (``StylePlot``): a
    /// spring with no velocity of its own starts at rest, and a style with no curve beside its
    /// spring plots the spring's span. Nil for a style with no numbers.
    public init?(plotting parameters: StyleParameters) {
        guard let plot = parameters.table.plot else { return nil }
        let duration = parameters[plot.springDuration]
        self.init(duration: duration, damping: parameters[plot.springDamping],
                  velocity: plot.springVelocity.map { parameters[$0] } ?? 0,
                  sizeDuration: plot.curveDuration.map { parameters[$0] } ?? duration)
    }

    /// The App Store post's numbers, by name.
    public static let standard = PresentTuning()

    /// The top's spring (UIKit's duration-based M1 mapping).
    public var spring: Spring { Spring(duration: duration, dampingRatio: damping, initialVelocity: velocity) }

    /// The size's curve: UIView's default easeInOut over ``sizeDuration``.
    public var sizeCurve: BezierCurve { BezierCurve(.easeInOut, duration: sizeDuration) }
}

extension StyleTuning {
    /// The App Store style's `present.*` set to `tuning`'s numbers (each clamped to its range).
    public mutating func setPresent(_ tuning: PresentTuning) {
        for (name, v) in [("present.duration", tuning.duration), ("present.damping", tuning.damping),
                          ("present.velocity", tuning.velocity), ("present.sizeDuration", tuning.sizeDuration)] {
            let full = "appstore." + name
            guard let p = AppStoreCardNumbers.table.parameter(named: name) else { continue }
            try? set(full, to: min(max(v, p.range.lowerBound), p.range.upperBound))
        }
    }
}
