/// Which of a style's parameters make the curves the Lab plots: one UIKit spring (its duration,
/// damping and initial velocity) and one easeInOut curve beside it (its duration). The table says
/// so by name, so nothing is guessed from how a parameter happens to be called.
///
///     StylePlot(springDuration: "present.duration", springDamping: "present.damping",
///               springVelocity: "present.velocity", curveDuration: "present.sizeDuration")
public struct StylePlot: Sendable, Equatable {
    public let springDuration: String
    public let springDamping: String
    /// Nil: the spring starts at rest (a settle that has no velocity of its own).
    public let springVelocity: String?
    /// Nil: the style has no curve of its own beside the spring; the plot draws the spring's span.
    public let curveDuration: String?

    public init(springDuration: String, springDamping: String, springVelocity: String? = nil, curveDuration: String? = nil) {
        self.springDuration = springDuration; self.springDamping = springDamping
        self.springVelocity = springVelocity; self.curveDuration = curveDuration
    }

    /// Every name it reads: the spring's, then the curve's.
    public var names: [String] { [springDuration, springDamping] + [springVelocity, curveDuration].compactMap { $0 } }
}
