import Motion
import SimKit

/// iOS's Reduce Motion for a card: the story fades in over the screen in place, and fades away,
/// with nothing moving.
@MainActor
final class CrossFadeAnimator: AnimatedTransitioning, CardAnimator {
    /// iOS cross-fades a Reduce Motion presentation in about 0.3 s (decided: measured on iOS, no post gives it).
    static let duration = 0.3

    let direction: TransitionContext.Direction
    private(set) var cardView: View?
    private(set) var isFinished = false
    let isInteractive = false
    private var timer = FlightProgress()

    /// Moves the presenter alongside the fade (`CardTransition.placePresenter`).
    private let placePresenter: (Bool) -> Void

    init(direction: TransitionContext.Direction, placePresenter: @escaping (Bool) -> Void = { _ in }) {
        self.direction = direction
        self.placePresenter = placePresenter
    }

    var progress: Double { isFinished ? 1 : timer.progress }

    func transitionDuration(using context: TransitionContext?) -> Double { CrossFadeAnimator.duration }

    func animateTransition(using context: TransitionContext) {
        let story = direction.isForward ? context.view(forKey: .to) : context.view(forKey: .from)
        cardView = story
        timer.begin(on: context.containerView.clock, duration: CrossFadeAnimator.duration)
        if direction.isForward {
            // Where the style's presentation puts it (a sheet sits 44 pt down), else full screen.
            let presented = context.viewController(forKey: .to)
            story.frame = presented.presentationController?.frameOfPresentedViewInContainerView ?? context.containerView.bounds
            story.alpha = 0
            context.containerView.addSubview(story)
        }
        let forward = direction.isForward
        View.animate(withDuration: CrossFadeAnimator.duration, delay: 0, options: .curveEaseInOut, animations: {
            story.alpha = forward ? 1 : 0
            self.placePresenter(forward)
        }) { _ in
            self.isFinished = true
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
