import Motion
import SimKit

/// iOS's Reduce Motion for a card: the story fades in over the screen in place, and fades away,
/// with nothing moving.
@MainActor
final class CrossFadeAnimator: AnimatedTransitioning, CardAnimator {
    /// iOS cross-fades a Reduce Motion presentation in about 0.3 s (the number).
    static let duration = 0.3

    let direction: TransitionContext.Direction
    private(set) var cardView: View?
    private(set) var isFinished = false
    let isInteractive = false
    private var timer = TransitionTimer()

    init(direction: TransitionContext.Direction) { self.direction = direction }

    var progress: Double { isFinished ? 1 : timer.progress }

    func transitionDuration(using context: TransitionContext?) -> Double { CrossFadeAnimator.duration }

    func animateTransition(using context: TransitionContext) {
        let story = direction.isForward ? context.view(forKey: .to) : context.view(forKey: .from)
        cardView = story
        timer.begin(on: context.containerView.clock, duration: CrossFadeAnimator.duration)
        if direction.isForward {
            story.frame = context.containerView.bounds
            story.alpha = 0
            context.containerView.addSubview(story)
        }
        let target: Double = direction.isForward ? 1 : 0
        View.animate(withDuration: CrossFadeAnimator.duration, delay: 0, options: .curveEaseInOut, animations: {
            story.alpha = target
        }) { _ in
            self.isFinished = true
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
