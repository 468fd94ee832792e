import SimKit

/// A file's animator as SimKit runs it: each SimKit call goes to the file's method with the
/// context under UIKit's protocol (one bridge a transition, so the file sees one context object).
@MainActor
final class AnimatedTransitioningBridge: AnimatedTransitioning {
    let animator: UIViewControllerAnimatedTransitioning
    private var bridged: TransitionContextBridge?

    init(_ animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }

    func transitionDuration(using context: TransitionContext?) -> Double {
        animator.transitionDuration(using: context.map(bridge))
    }

    func animateTransition(using context: TransitionContext) {
        animator.animateTransition(using: bridge(context))
    }

    /// The file's interruptible animator, when it implements the method and the animator is a
    /// property animator SimKit can drive.
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        let given = animator.interruptibleAnimator(using: bridge(context))
        return given is AbsentInterruptibleAnimator ? nil : given as? PropertyAnimator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator.animationEnded(transitionCompleted)
        bridged = nil
    }

    private func bridge(_ context: TransitionContext) -> TransitionContextBridge {
        if let bridged, bridged.context === context { return bridged }
        let b = TransitionContextBridge(context)
        bridged = b
        return b
    }
}
