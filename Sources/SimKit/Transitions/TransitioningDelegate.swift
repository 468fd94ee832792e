/// UIViewControllerTransitioningDelegate: the four things a custom presentation is made of.
@MainActor
public protocol TransitioningDelegate: AnyObject {
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController?
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning?
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
}

extension TransitioningDelegate {
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) -> PresentationController? { nil }
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
}

/// UIViewControllerAnimatedTransitioning.
@MainActor
public protocol AnimatedTransitioning: AnyObject {
    func transitionDuration(using context: TransitionContext?) -> Double
    func animateTransition(using context: TransitionContext)
    /// The animator that runs the transition, when it is interruptible (UIViewPropertyAnimator).
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator?
    func animationEnded(_ transitionCompleted: Bool)
}

extension AnimatedTransitioning {
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? { nil }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// UIViewControllerInteractiveTransitioning.
@MainActor
public protocol InteractiveTransitioning: AnyObject {
    /// False lets a transition that was prepared interactively start as a normal animation.
    var wantsInteractiveStart: Bool { get }
    func startInteractiveTransition(_ context: TransitionContext)
}
