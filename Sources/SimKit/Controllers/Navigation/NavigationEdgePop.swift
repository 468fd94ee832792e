/// The navigation controller's interactive pop: a pan from the left 20 pt of the screen follows
/// the finger (progress = translation / width) and decides on release as UIKit's swipe-back does:
/// finish when velocity.x > 300 pt/s, or when past half way and not moving back; the remainder
/// leaves at the finger's velocity. A pan that starts while a push or pop runs grabs it where it is
/// (its animator must be interruptible) and drags it the same way: right toward the popped state.
@MainActor
final class NavigationEdgePop: PercentDrivenInteractiveTransition {
    /// Points from the left edge where the pan may start (UIKit's edge pan region).
    static let edgeWidth = 20.0
    /// Release velocity (pt/s, rightward) that finishes whatever the position.
    static let flickVelocity = 300.0

    weak var navigationController: NavigationController?
    private var start = 0.0
    /// +1: dragging right moves the transition forward (a pop); -1: backward (a grabbed push).
    private var sign = 1.0

    override init() {
        super.init()
        wantsInteractiveStart = false
        // The bar's titles follow the finger whatever the animator (a zoom's pop draws itself).
        scrubsAlongsideAnimations = true
    }

    func install(_ pan: PanGestureRecognizer) {
        pan.shouldBegin = { [weak self] g in
            guard let self, let nav = self.navigationController, let touch = g.lastTouch,
                  let pan = g as? PanGestureRecognizer else { return false }
            let x = nav.view.convert(touch.startLocation, from: nil).x
            let canPop = nav.viewControllers.count > 1 || nav.transitionCoordinator != nil
            return canPop && x < Self.edgeWidth && pan.movement.x > abs(pan.movement.y)
        }
        pan.action = { [weak self] g in self?.handle(g as! PanGestureRecognizer) }
    }

    private var width: Double { max(1, navigationController?.view.bounds.width ?? 1) }

    private func handle(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            // The pan begins a little past its slop circle: that little already counts.
            begin()
            if isActive { update(start + sign * pan.translation().x / width) }
        case .changed: if isActive { update(start + sign * pan.translation().x / width) }
        case .ended:
            guard isActive else { return }
            let v = pan.velocity().x
            let popSide = sign > 0 ? percentComplete : 1 - percentComplete
            let toPopped = v > Self.flickVelocity || (popSide > 0.5 && v >= 0)
            // The velocity in percent per second of the transition, signed along it.
            let pv = sign * v / width
            if toPopped == (sign > 0) { finish(velocity: pv) } else { cancel(velocity: pv) }
        case .cancelled: if isActive { cancel() }
        default: break
        }
    }

    private func begin() {
        guard let nav = navigationController else { return }
        if let ctx = nav.transitionCoordinator?.context, let animator = nav.runningAnimator {
            guard interrupt(ctx, animator: animator) else { return }
            sign = ctx.direction == .push ? -1 : 1
        } else {
            wantsInteractiveStart = true
            nav.popViewController(animated: true)
            wantsInteractiveStart = false
            sign = 1
        }
        start = percentComplete
    }
}
