import Motion

/// UINavigationController's own push and pop when the delegate supplies no animator: the new
/// screen slides in from the right edge while the old one moves left by 30 % of the width (pop
/// mirrors it, the old screen sliding out to the right over the one underneath). Interruptible,
/// through a `PropertyAnimator`, so an interactive pop scrubs it linearly and a finger can grab a
/// push in flight.
@MainActor
public final class NavigationParallaxAnimator: NavigationBarTransitioning {
    /// Seconds. UIKit's parallax transition runs 0.35 s (`UINavigationControllerHideShowBarDuration`
    /// is the same figure); its exact curve is private, so UIView's default easeInOut stands in.
    public static let duration = 0.35
    /// The share of the width the screen underneath moves by (UIKit's parallax: about 30 %).
    public static let parallax = 0.3

    public let operation: NavigationController.Operation
    private var animator: PropertyAnimator?

    public init(operation: NavigationController.Operation) { self.operation = operation }

    /// The screens slide: so do the bar's titles.
    public var barTransitionStyle: NavigationBarTransitionStyle { .slide }

    public func transitionDuration(using context: TransitionContext?) -> Double { Self.duration }

    public func animateTransition(using context: TransitionContext) {
        let a = interruptibleAnimator(using: context)
        if !context.isInteractive { a?.startAnimation() }
    }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        if let animator { return animator }
        let container = context.containerView
        let from = context.view(forKey: .from), to = context.view(forKey: .to)
        let bounds = container.bounds, w = bounds.width
        let a: PropertyAnimator
        switch operation {
        case .push:
            container.addSubview(to)
            to.frame = bounds.offsetBy(dx: w, dy: 0)
            a = PropertyAnimator(duration: Self.duration, curve: .easeInOut) {
                to.frame = bounds
                from.frame = bounds.offsetBy(dx: -w * Self.parallax, dy: 0)
            }
        case .pop:
            container.insertSubview(to, belowSubview: from)
            to.frame = bounds.offsetBy(dx: -w * Self.parallax, dy: 0)
            a = PropertyAnimator(duration: Self.duration, curve: .easeInOut) {
                to.frame = bounds
                from.frame = bounds.offsetBy(dx: w, dy: 0)
            }
        }
        a.addCompletion { position in context.completeTransition(position == .end) }
        animator = a
        return a
    }

    public func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}
