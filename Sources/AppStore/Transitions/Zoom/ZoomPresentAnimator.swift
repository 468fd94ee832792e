import SimKit

/// Part 1's `CustomPresentingTransitionAnimator`, ported: the presented screen starts on the
/// reference view (the full-screen frame scaled onto the reference's frame, its corners drawn with
/// the reference's radius) and springs to the full screen with square corners. A finger may catch
/// it on the way: let go downward past the pan's threshold it goes back into the reference and the
/// present is cancelled; otherwise it opens from where it was left.
@MainActor
final class ZoomPresentAnimator: AnimatedTransitioning, CardAnimator {
    private unowned let zoom: ZoomTransition
    private(set) var cardView: View?
    private(set) var direction: TransitionContext.Direction
    private(set) var isInteractive = false
    private(set) var isFinished = false
    private var flight: ZoomFlight?

    init(zoom: ZoomTransition, direction: TransitionContext.Direction) {
        self.zoom = zoom
        self.direction = direction
    }

    var progress: Double { isFinished ? 1 : flight?.progress ?? 0 }

    func transitionDuration(using context: TransitionContext?) -> Double { zoom.geometry.presentDuration }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let presented = context.view(forKey: .to)
        guard let reference = zoom.referenceView else {
            // The reference is gone (its screen was torn down): nothing to grow out of.
            container.addSubview(presented)
            isFinished = true
            context.completeTransition(true)
            return
        }
        zoom.hideReference()
        let start = container.convert(reference.bounds, from: reference)
        let screen = container.bounds
        let flight = ZoomFlight(view: presented, target: start, targetRadius: reference.cornerRadius, full: screen,
                                geometry: zoom.geometry)
        self.flight = flight
        cardView = presented

        // preparePresentedView: the final frame, masked corners, scaled onto the reference.
        let transform = ZoomNumbers.presentStart(reference: start, screen: screen)
        View.performWithoutAnimation {
            presented.frame = screen
            presented.transform = transform
            presented.cornerRadius = ZoomNumbers.modelRadius(drawing: reference.cornerRadius, under: transform)
            // The reference (a card) casts a shadow: the screen takes it off the card and lets it go
            // as it opens, as the dismiss brings it back, rather than losing it on the first frame.
            presented.shadow = reference.shadow
            presented.shadowOpacity = 1
        }
        presented.clipsToBounds = true
        container.addSubview(presented)
        // Laid out before its first frame: drawn (and rasterised) unlaid, the story's first frame
        // was a blank card with only its close button.
        presented.layoutIfNeeded()
        // The source also fades in a background view of the container's colour, which is clear:
        // nothing shows, so nothing is drawn here.

        // Sent back into its card by a finger, the story folds into the card's layout on the way, as
        // the close does; without it the card's frame showed the story's layout, then jumped.
        if let story = context.viewController(forKey: .to) as? StoryViewController {
            let fade = zoom.geometry.closeButtonFade
            let back = zoom.geometry.dismissDuration
            flight.reshape = { [weak story] intoCard in
                story?.fold(intoCard, size: start.size)
                View.animate(withDuration: fade) { story?.closeButton.alpha = intoCard ? 0 : 1 }
                View.animate(withDuration: intoCard ? back : fade) { story?.view.shadowOpacity = intoCard ? 1 : 0 }
            }
        }
        flight.onCatch = { [weak self] in self?.isInteractive = true }
        // Weak: the context belongs to the transition machinery; holding it here would hold the
        // delegate through the presenter's completion after the transition ends.
        flight.onRelease = { [weak self, weak context] intoReference in
            guard let context else { return }
            self?.released(intoReference: intoReference, context: context)
        }
        flight.startCatching()
        flight.open { [weak self] in self?.finish(context, completed: true) }
    }

    /// A caught screen was let go.
    private func released(intoReference: Bool, context: TransitionContext) {
        guard let flight else { return }
        isInteractive = false
        if intoReference {
            direction = direction.opposite
            flight.intoReference(fromFinger: true) { [weak self] in self?.finish(context, completed: false) }
        } else {
            flight.open { [weak self] in self?.finish(context, completed: true) }
        }
    }

    private func finish(_ context: TransitionContext, completed: Bool) {
        flight?.stopCatching()
        isFinished = true
        let presented = context.view(forKey: .to)
        View.performWithoutAnimation {
            presented.shadow = nil
            presented.shadowOpacity = 1
        }
        if !completed {
            context.view(forKey: .to).removeFromSuperview()
            zoom.showReference()
            zoom.didEnd()
        }
        context.completeTransition(completed)
    }
}
