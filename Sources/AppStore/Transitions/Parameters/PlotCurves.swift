import Motion

/// The spring and the curve a style's table declares for the Lab's plot (``StylePlot``), with the
/// numbers in force: the spring as UIKit's `UIView.animate(withDuration:…usingSpringWithDamping:…)`
/// runs it, and an easeInOut curve beside it.
///
///     let curves = PlotCurves(StyleTuning().parameters(for: .appstore))!
///     curves.spring.value(at: 0.2)             // the App Store present's top, 0.2 s in
public struct PlotCurves: Equatable, Sendable {
    /// The spring's duration, seconds.
    public var springDuration: Double
    /// `usingSpringWithDamping`: the damping ratio (UIKit clamps it to at most 1).
    public var damping: Double
    /// `initialSpringVelocity`: fractions of the distance per second.
    public var velocity: Double
    /// The easeInOut curve's duration, seconds.
    public var curveDuration: Double

    public init(springDuration: Double, damping: Double, velocity: Double, curveDuration: Double) {
        self.springDuration = springDuration; self.damping = damping; self.velocity = velocity
        self.curveDuration = curveDuration
    }

    /// The curves `parameters`' table declares: a spring with no velocity of its own starts at
    /// rest, and a style with no curve beside its spring plots the spring's span. Nil for a style
    /// whose table declares no plot (one with no numbers).
    public init?(_ parameters: StyleParameters) {
        guard let plot = parameters.table.plot else { return nil }
        let duration = parameters[plot.springDuration]
        self.init(springDuration: duration, damping: parameters[plot.springDamping],
                  velocity: plot.springVelocity.map { parameters[$0] } ?? 0,
                  curveDuration: plot.curveDuration.map { parameters[$0] } ?? duration)
    }

    /// What a plot shows before it has a style's numbers: a second's critically damped spring.
    public static let resting = PlotCurves(springDuration: 1, damping: 1, velocity: 0, curveDuration: 1)

    /// The spring (UIKit's duration-based mapping).
    public var spring: Spring { Spring(duration: springDuration, dampingRatio: damping, initialVelocity: velocity) }

    /// The curve: UIView's default easeInOut over ``curveDuration``.
    public var curve: BezierCurve { BezierCurve(.easeInOut, duration: curveDuration) }
}
