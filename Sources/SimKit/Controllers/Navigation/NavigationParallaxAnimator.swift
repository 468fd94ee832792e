import Motion

/// UINavigationController's own push and pop when the delegate supplies no animator: the new
/// screen slides in from the right edge while the old one moves left by 30 % of the width, dims a
/// little and takes the new screen's edge shadow (pop mirrors it, the old screen sliding out to the
/// right over the one underneath, which brightens). Interruptible, through a `PropertyAnimator`, so
/// an interactive pop scrubs it linearly and a finger can grab a push in flight.
@MainActor
public final class NavigationParallaxAnimator: NavigationBarTransitioning {
    /// Seconds. UIKit's parallax transition runs 0.35 s (`UINavigationControllerHideShowBarDuration`
    /// is the same figure); its exact curve is private, so UIView's default easeInOut stands in.
    public static let duration = 0.35
    /// The share of the width the screen underneath moves by (UIKit's parallax: about 30 %).
    public static let parallax = 0.3
    /// How dark the screen underneath is once covered: black at 10 %, about what UIKit's dimming
    /// view shows (its value is private).
    public static let dimming = Color(white: 0, alpha: 0.1)
    /// The shadow the moving screen's left edge casts on the one underneath (decided here, after
    /// UIKit's: a soft dark band about 10 pt wide).
    public static let edgeShadow = Shadow(color: Color(white: 0, alpha: 0.22), radius: 10, offset: Point(-2, 0))

    public let operation: NavigationController.Operation
    private var animator: PropertyAnimator?
    private weak var context: TransitionContext?
    /// The screen on top, which moves by the whole width (the pushed one, or the one popped).
    public private(set) weak var movingView: View?
    /// The transition has ended (`animationEnded`).
    public private(set) var isFinished = false

    public init(operation: NavigationController.Operation) { self.operation = operation }

    /// The screens slide: so do the bar's titles.
    public var barTransitionStyle: NavigationBarTransitionStyle { .slide }

    /// 0…1 along the push or pop.
    public var progress: Double {
        if isFinished { return 1 }
        return animator?.fractionComplete ?? 0
    }

    /// A finger drives it (the edge swipe back).
    public var isInteractive: Bool { context.map { $0.isInteractive && !$0.isComplete } ?? false }

    public func transitionDuration(using context: TransitionContext?) -> Double { Self.duration }

    public func animateTransition(using context: TransitionContext) {
        let a = interruptibleAnimator(using: context)
        if !context.isInteractive { a?.startAnimation() }
    }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        if let animator { return animator }
        self.context = context
        let container = context.containerView
        let from = context.view(forKey: .from), to = context.view(forKey: .to)
        let bounds = container.bounds, w = bounds.width
        let behind = bounds.offsetBy(dx: -w * Self.parallax, dy: 0)
        let top = operation == .push ? to : from
        let dim = View(frame: operation == .push ? bounds : behind)
        dim.name = "navigationDimming"
        dim.backgroundColor = Self.dimming
        dim.isUserInteractionEnabled = false
        switch operation {
        case .push:
            container.addSubview(dim)
            container.addSubview(to)
            to.frame = bounds.offsetBy(dx: w, dy: 0)
            dim.alpha = 0
        case .pop, .none:
            container.insertSubview(to, belowSubview: from)
            container.insertSubview(dim, belowSubview: from)
            to.frame = behind
        }
        movingView = top
        let shadowBefore = top.shadow
        top.shadow = Self.edgeShadow
        let a = PropertyAnimator(duration: Self.duration, curve: .easeInOut) {
            if self.operation == .push {
                to.frame = bounds
                from.frame = behind
                dim.frame = behind
                dim.alpha = 1
            } else {
                to.frame = bounds
                from.frame = bounds.offsetBy(dx: w, dy: 0)
                dim.frame = bounds
                dim.alpha = 0
            }
        }
        a.addCompletion { position in
            dim.removeFromSuperview()
            top.shadow = shadowBefore
            context.completeTransition(position == .end)
        }
        animator = a
        return a
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
        isFinished = true
    }
}
