import SimKit

/// A navigation push or pop under Reduce Motion, as iOS does it: nothing slides or zooms; the
/// arriving screen fades in over the one it covers (push), or the leaving one fades away from over
/// the one below (pop), in place, over the cards' cross-fade time. It runs on `View.animate`, so
/// the swipe back from the left edge scrubs it like any percent-driven pop.
@MainActor
final class NavigationCrossFadeAnimator: AnimatedTransitioning, CardAnimator {
    let direction: TransitionContext.Direction
    /// The screen that fades.
    private(set) var cardView: View?
    private(set) var isFinished = false
    private weak var context: TransitionContext?

    init(direction: TransitionContext.Direction) { self.direction = direction }

    var isInteractive: Bool { context.map { $0.isInteractive && !$0.isComplete } ?? false }

    /// How far the fade has gone, read from the fading screen's opacity (the eased fraction).
    var progress: Double {
        if isFinished { return 1 }
        guard let view = cardView else { return 0 }
        return direction == .push ? view.presentationAlpha : 1 - view.presentationAlpha
    }

    func transitionDuration(using context: TransitionContext?) -> Double { CrossFadeAnimator.duration }

    func animateTransition(using context: TransitionContext) {
        self.context = context
        let container = context.containerView
        let from = context.view(forKey: .from), to = context.view(forKey: .to)
        to.frame = container.bounds
        from.frame = container.bounds
        let push = direction == .push
        if push {
            container.addSubview(to)
            to.alpha = 0
        } else if to.superview !== container {
            // The screen below has left the container while covered; it goes back under the leaving one.
            container.insertSubview(to, belowSubview: from)
        }
        let fading = push ? to : from
        cardView = fading
        View.animate(withDuration: CrossFadeAnimator.duration, delay: 0, options: .curveEaseInOut, animations: {
            fading.alpha = push ? 1 : 0
        }) { _ in
            // Whichever screen stays (the arriving one, or the leaving one after a cancelled swipe)
            // shows whole; the other has left the container.
            View.performWithoutAnimation {
                from.alpha = 1
                to.alpha = 1
            }
            self.isFinished = true
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
