import SimKit

/// The zoom post's `CustomDismissalTransitionAnimator`: the screen's frame goes from where it is to the
/// reference view's frame (converted into the container when the transition begins) and its corners
/// to the reference's radius, over 0.4 s with easeInOut; the destination goes below it; the
/// reference is shown again when the screen has landed on it. Driven by the pan, it draws the
/// finger's shrink itself (`interactiveUpdate`) and lands from there once released.
@MainActor
final class ZoomDismissAnimator: AnimatedTransitioning, PercentDrivenAnimating, CardAnimator {
    private unowned let zoom: ZoomTransition
    private(set) var cardView: View?
    private(set) var direction: TransitionContext.Direction
    private(set) var isInteractive = false
    private(set) var isFinished = false
    private var flight: ZoomFlight?
    private var percent = 0.0
    /// The zoom pan's finger: its travel and where it first touched, relative to the screen's
    /// centre, set before each update. Nil when another interaction drives the transition (the
    /// navigation controller's edge swipe), which reports only a percent of the container's width.
    var translation: Point?
    var anchor = Point.zero
    private var width = 0.0

    init(zoom: ZoomTransition, direction: TransitionContext.Direction) {
        self.zoom = zoom
        self.direction = direction
    }

    var progress: Double {
        if isInteractive { return percent }
        return isFinished ? 1 : flight?.progress ?? 0
    }

    func transitionDuration(using context: TransitionContext?) -> Double { zoom.geometry.dismissDuration }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let from = context.view(forKey: .from)
        let to = context.view(forKey: .to)
        // The source post inserts the destination below (`insertSubview(toVC.view, belowSubview:)`), which
        // a pop needs. A modal presenter's view never left the window and already lies below the
        // container; moving it into the container would take it away with the container.
        if to.superview == nil || to.superview === container {
            container.insertSubview(to, belowSubview: from)
        }
        let reference = zoom.referenceView
        zoom.hideReference()
        let target = reference.map { container.convert($0.bounds, from: $0) } ?? from.frame
        let flight = ZoomFlight(view: from, target: target, targetRadius: reference?.cornerRadius ?? 0,
                                full: container.bounds, geometry: zoom.geometry)
        self.flight = flight
        cardView = from
        width = container.bounds.width
        from.clipsToBounds = true
        // The reference (a card) has a shadow: the screen brings it in as it lands on it, so that
        // the hand-over to the reference does not show it at once.
        View.performWithoutAnimation {
            from.shadow = reference?.shadow
            from.shadowOpacity = 0
        }
        // A story folds into its card's layout as it shrinks (the source's screen keeps its layout
        // and is cut by the frame, which ended in a jump to the card's), and its ✕ fades as the
        // App Store style's does.
        if let story = context.viewController(forKey: .from) as? StoryViewController {
            flight.reshape = { [weak self, weak story] intoCard in
                guard let self else { return }
                story?.fold(intoCard, size: target.size)
                View.animate(withDuration: intoCard ? self.zoom.geometry.dismissDuration : self.zoom.geometry.closeButtonFade) {
                    story?.view.shadowOpacity = intoCard ? 1 : 0
                }
                View.animate(withDuration: self.zoom.geometry.closeButtonFade) { story?.closeButton.alpha = intoCard ? 0 : 1 }
            }
        }
        flight.onCatch = { [weak self] in self?.isInteractive = true }
        // Weak: the context belongs to the transition machinery; holding it here would hold the
        // delegate through the presenter's completion after the transition ends.
        flight.onRelease = { [weak self, weak context] intoReference in
            guard let context else { return }
            self?.released(intoReference: intoReference, context: context)
        }
        if context.isInteractive {
            isInteractive = true
            return
        }
        land(context)
    }

    private func land(_ context: TransitionContext, fromFinger: Bool = false) {
        guard let flight else { return }
        flight.startCatching()
        flight.intoReference(fromFinger: fromFinger) { [weak self] in self?.finish(context, completed: true) }
    }

    // MARK: The pan

    func interactiveUpdate(_ percent: Double, context: TransitionContext) {
        self.percent = percent
        let from = context.view(forKey: .from)
        // An edge swipe moves the screen as the zoom's pan would for a finger that took it by the
        // left edge and travelled `percent` of the width to the right.
        let t = translation ?? Point(percent * width, 0)
        let a = translation == nil ? Point(-width / 2, 0) : anchor
        View.performWithoutAnimation {
            from.transform = zoom.geometry.panTransform(translation: t, anchor: a)
            from.cornerRadius = zoom.geometry.panCornerRadius * zoom.geometry.panProgress(translation: t)
        }
        flight?.fingerMoved()
    }

    /// The source dismisses only once the finger lifts, so the source post's whole 0.4 s runs from there
    /// (not UIKit's remaining (1 − p) × duration), starting at the speed the finger gave the screen.
    func interactiveFinish(duration: Double, velocity: Double, context: TransitionContext) {
        isInteractive = false
        land(context, fromFinger: true)
    }

    func interactiveCancel(duration: Double, velocity: Double, context: TransitionContext) {
        isInteractive = false
        flight?.returnToRest { [weak self] in self?.finish(context, completed: false) }
    }

    /// A screen caught on its way was let go.
    private func released(intoReference: Bool, context: TransitionContext) {
        guard let flight else { return }
        isInteractive = false
        if intoReference {
            flight.intoReference(fromFinger: true) { [weak self] in self?.finish(context, completed: true) }
        } else {
            direction = direction.opposite
            flight.open { [weak self] in self?.finish(context, completed: false) }
        }
    }

    private func finish(_ context: TransitionContext, completed: Bool) {
        flight?.stopCatching()
        isFinished = true
        if completed {
            context.view(forKey: .from).removeFromSuperview()
            zoom.showReference()
            zoom.didEnd()
        } else {
            let from = context.view(forKey: .from)
            View.performWithoutAnimation {
                from.transform = .identity
                from.cornerRadius = 0
                from.shadow = nil
                from.shadowOpacity = 1
            }
        }
        context.completeTransition(completed)
    }
}
