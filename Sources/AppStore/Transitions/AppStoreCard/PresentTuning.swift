import Motion

/// The numbers of the App Store post's present (`CardPresentAnimator`): the spring that carries the card's
/// top to the screen's top and the easeInOut curve that grows its size. The Motion Lab edits them;
/// the scene's settings carry them (`AppSettings.presentTuning`), so the next present uses them.
///
///     var tuning = PresentTuning()             // the App Store post: 0.6 s, damping 0.7, velocity 0.7, 0.36 s
///     tuning.damping = 0.5                     // more overshoot
///     tuning.spring.value(at: 0.2)             // the top's progress 0.2 s in
public struct PresentTuning: Equatable, Sendable {
    /// The top's spring: `UIView.animate(withDuration:…)`, seconds.
    public var duration = 0.6
    /// `usingSpringWithDamping`: the damping ratio (UIKit clamps it to at most 1).
    public var damping = 0.7
    /// `initialSpringVelocity`: fractions of the distance per second.
    public var velocity = 0.7
    /// The width, height and labels' easeInOut block. The App Store post writes it as `duration * 0.6`; it is
    /// its own number here so the lab can move it apart from the spring.
    public var sizeDuration = 0.36

    /// The App Store post's numbers.
    public init() {}

    /// A tuning with the given numbers.
    public init(duration: Double, damping: Double, velocity: Double, sizeDuration: Double) {
        self.duration = duration; self.damping = damping; self.velocity = velocity; self.sizeDuration = sizeDuration
    }

    /// The App Store post's numbers, by name.
    public static let standard = PresentTuning()

    /// The top's spring (UIKit's duration-based M1 mapping).
    public var spring: Spring { Spring(duration: duration, dampingRatio: damping, initialVelocity: velocity) }

    /// The size's curve: UIView's default easeInOut over ``sizeDuration``.
    public var sizeCurve: BezierCurve { BezierCurve(.easeInOut, duration: sizeDuration) }
}
