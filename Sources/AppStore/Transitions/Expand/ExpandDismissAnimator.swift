import SimKit

/// The expand post's `DisMissAnim`: the story fades out where it is, in 0.2 s with UIView's default curve.
/// Scrubbed by `ExpandDismissDrag` against its 0.5 s `transitionDuration`, so under a finger the
/// story is gone at 40 % of the drag, as UIKit shows it.
@MainActor
final class ExpandDismissAnimator: AnimatedTransitioning, CardAnimator {
    /// The style's numbers: the post's 0.2 s fade (easeInOut) and its `transitionDuration` of 0.5 s.
    /// A plain close ends with the fade; a percent-driven drag scrubs the fade's time against 0.5 s.
    let numbers: ExpandNumbers

    let cardIndex: Int
    /// The drag that may be holding this transition.
    weak var drag: ExpandDismissDrag?
    private(set) var cardView: View?
    private(set) var isFinished = false
    private var timer = FlightProgress()
    private var heldByDrag = false

    init(cardIndex: Int, numbers: ExpandNumbers) {
        self.cardIndex = cardIndex
        self.numbers = numbers
    }

    var direction: TransitionContext.Direction { .dismiss }
    var isInteractive: Bool { heldByDrag && drag?.isActive == true }

    /// Under the finger, the drag's percent; once let go, the held fade's local time over the 0.5 s;
    /// a plain close, its time over the fade's 0.2 s (it completes when the fade ends).
    var progress: Double {
        if isFinished { return 1 }
        if heldByDrag, let drag {
            if drag.isActive { return drag.percentComplete }
            if let tb = drag.timebase { return min(1, max(0, tb.localTime / numbers.dismissDuration)) }
        }
        return timer.progress
    }

    func transitionDuration(using context: TransitionContext?) -> Double { numbers.dismissDuration }

    func animateTransition(using transitionContext: TransitionContext) {
        let fromView = transitionContext.view(forKey: .from)
        cardView = fromView
        heldByDrag = transitionContext.isInteractive
        timer.begin(on: transitionContext.containerView.clock, duration: numbers.fadeDuration)
        View.animate(withDuration: numbers.fadeDuration, animations: {
            fromView.alpha = 0
        }) { [weak self] _ in
            // The source post passes the block's `finished` flag on; the context's cancel flag is what UIKit
            // means. A cancelled drag leaves the model alpha at 0 once its animation is gone (UIKit
            // does the same), so the story is made opaque again before it shows.
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { View.performWithoutAnimation { fromView.alpha = 1 } }
            self?.isFinished = true
            transitionContext.completeTransition(!cancelled)
        }
    }
}
