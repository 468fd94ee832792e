import Motion
import SimKit

/// The finger on a slide: a drag from the story's left edge dismisses interactively, and a press
/// during any slide pauses it where it is and the drag takes over. Either way the finger scrubs the
/// running `PropertyAnimator` (fractionComplete = travel / screen width), and on release CardSim's rule (the post has no gesture)
/// decides; the rest runs on a critically damped spring that starts at the finger's speed, as iOS's
/// swipe-back does.
@MainActor
final class SlideDismissDrag: FingerStartedInteraction {
    /// The edge strip, the release rule and the settling spring (docs/decisions.md).
    let numbers: SlideNumbers

    var wantsInteractiveStart = false
    private let width: Double
    private let drag: DragTracker
    /// The animator the finger scrubs, and which way its travel counts (+1: finger right advances).
    private weak var slide: SlideAnimator?
    private var sign = 1.0
    private var base = 0.0
    private var context: TransitionContext?

    init(width: Double, numbers: SlideNumbers) {
        self.width = width
        self.numbers = numbers
        drag = DragTracker(fullDistance: width)
    }

    // MARK: The left-edge swipe on a presented story

    /// Lets the story be dragged away from its left edge; `dismiss` starts the interactive dismiss.
    func installEdgeSwipe(on story: StoryViewController, animatorFor: @escaping () -> SlideAnimator?) {
        let edge = PanGestureRecognizer { [weak self, weak story] g in
            guard let self, let story, let pan = g as? PanGestureRecognizer else { return }
            if pan.state == .began {
                guard self.dismissInteractively(story), let slide = animatorFor(), slide.isInteractive else { return }
            }
            self.track(pan)
        }
        let edgeWidth = numbers.edgeWidth
        edge.shouldBegin = { g in
            guard let t = g.lastTouch, let pan = g as? PanGestureRecognizer else { return false }
            return t.startLocation.x < edgeWidth && pan.movement.x > abs(pan.movement.y)
        }
        story.view.addGestureRecognizer(edge)
    }

    /// The dismiss driver hands over the context; the animator is made and held at its start.
    func startInteractiveTransition(_ context: TransitionContext) {
        guard let slide = pendingDismiss, let animator = slide.interruptibleAnimator(using: context) else { return }
        self.context = context
        animator.pauseAnimation()
        animator.fractionComplete = 0
        begin(slide, animator: animator)
    }

    /// The dismiss animator the next interactive start will drive (set by the transition).
    weak var pendingDismiss: SlideAnimator?

    // MARK: A press during any slide

    /// Adds a grab to the container while `slide` runs; it goes when the transition ends.
    func installGrab(on container: View, slide: SlideAnimator, context: TransitionContext) {
        let grab = PanGestureRecognizer { [weak self, weak slide] g in
            guard let self, let slide, let pan = g as? PanGestureRecognizer, let animator = slide.animator else { return }
            if pan.state == .began {
                self.context = context
                animator.pauseAnimation()
                self.begin(slide, animator: animator)
            }
            self.track(pan)
        }
        grab.beginsImmediately = true
        grab.shouldBegin = { [weak slide] _ in slide?.animator != nil && slide?.isInteractive == false }
        container.addGestureRecognizer(grab)
        slide.onEnd = { [weak container, weak grab] in if let grab { container?.removeGestureRecognizer(grab) } }
    }

    // MARK: Scrubbing and letting go

    private func begin(_ slide: SlideAnimator, animator: PropertyAnimator) {
        self.slide = slide
        slide.isInteractive = true
        // A present advances as the finger goes left, a dismiss as it goes right.
        sign = slide.direction == .present ? -1 : 1
        base = animator.fractionComplete * width
        drag.begin()
    }

    private func track(_ pan: PanGestureRecognizer) {
        guard let slide, slide.isInteractive, let animator = slide.animator else { return }
        let t = pan.lastTouch?.time ?? 0
        switch pan.state {
        case .began, .changed:
            drag.move(to: base + sign * pan.translation().x, at: t)
            animator.fractionComplete = drag.progress
        case .ended:
            drag.move(to: base + sign * pan.translation().x, at: t)
            settle(slide, animator, drag.release(by: numbers.releaseRule))
        case .cancelled:
            settle(slide, animator, drag.abandon())
        default: break
        }
    }

    /// Runs the rest toward the end (commit) or back to the start, at the finger's speed.
    private func settle(_ slide: SlideAnimator, _ animator: PropertyAnimator, _ release: DragRelease) {
        slide.isInteractive = false
        let f = animator.fractionComplete
        let remaining = (release.commit ? 1 - f : f) * width
        let toward = release.commit ? release.velocity : -release.velocity
        let limit = numbers.maxRelativeVelocity
        let v = remaining > 1 ? min(limit, max(-limit, toward / remaining)) : 0
        if release.commit { context?.finishInteractiveTransition() } else { context?.cancelInteractiveTransition() }
        context = nil
        animator.isReversed = !release.commit
        // The rest takes one whole slide's time however far it has to go, as iOS's swipe-back
        // settles: UIKit's default (the remaining fraction of the slide's time) would fling a short remainder
        // several times faster than the finger that let go.
        let factor = 1 / max(remaining / width, 0.05)
        animator.continueAnimation(withTimingParameters: Spring(duration: numbers.settleDuration,
                                                                dampingRatio: numbers.settleDamping, initialVelocity: v), durationFactor: factor)
    }
}
