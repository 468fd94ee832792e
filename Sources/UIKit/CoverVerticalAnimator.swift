import Motion
import SimKit

/// UIKit's default modal transition (`.coverVertical`), which UIKit runs when a custom
/// presentation's delegate returns no animator: the presented view rises from below the screen
/// and, dismissed, falls back below it; the presenter stays where it is.
///
/// The system's own curve is not public. Decided: half a second on UIKit's duration-based spring
/// at damping 1 (no overshoot), which is how the sheet rises on a device to the eye; the numbers
/// sit here so a measured curve replaces them in one place.
@MainActor
final class CoverVerticalAnimator: AnimatedTransitioning {
    static let duration = 0.5
    static let dampingRatio = 1.0

    func transitionDuration(using context: TransitionContext?) -> Double { Self.duration }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let forward = context.direction.isForward
        let moving = context.viewController(forKey: forward ? .to : .from).view
        let shown = container.bounds
        let below = shown.offsetBy(dx: 0, dy: shown.height)
        if forward {
            moving.frame = below
            container.addSubview(moving)
        }
        View.animate(withDuration: Self.duration, usingSpringWithDamping: Self.dampingRatio, initialSpringVelocity: 0,
                     animations: { moving.frame = forward ? shown : below },
                     completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}
