import Motion

/// UISpringTimingParameters: a spring for a property animator, solved in closed form by Motion.
///
/// - `init(dampingRatio:)` and `init(dampingRatio:initialVelocity:)` are UIKit's duration-based
///   spring (the "M1" mapping of reference/README.md): the animator's duration is the spring's.
/// - `init(mass:stiffness:damping:initialVelocity:)` is a physical spring (CASpringAnimation's):
///   it runs until it settles, and the animator's duration is ignored, as UIKit ignores it.
///
/// The initial velocity is relative, in fractions of the distance per second, as UIKit's. A
/// property animator has one progress for all its properties, so it takes one number from the
/// vector: `dy` where it is the larger (a vertical drag's `CGVector(dx: 0, dy: v)`), else `dx`.
///
///     let spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 2))
///     let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
@MainActor
public final class UISpringTimingParameters: UITimingCurveProvider {
    private enum Kind { case dampingRatio(CGFloat), physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat) }
    private let kind: Kind
    /// The spring's initial velocity, relative to the distance.
    public let initialVelocity: CGVector

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        kind = .dampingRatio(ratio)
        initialVelocity = velocity
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        kind = .physical(mass: mass, stiffness: stiffness, damping: damping)
        initialVelocity = velocity
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The one relative velocity the animator's progress starts with.
    var relativeVelocity: Double {
        abs(initialVelocity.dy) > abs(initialVelocity.dx) ? initialVelocity.dy : initialVelocity.dx
    }

    /// Motion's spring for an animator of `duration` seconds.
    func spring(duration: Double) -> Spring {
        switch kind {
        case .dampingRatio(let ratio):
            return Spring(duration: duration, dampingRatio: ratio, initialVelocity: relativeVelocity)
        case .physical(let mass, let stiffness, let damping):
            return Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: relativeVelocity)
        }
    }
}
