import Motion

/// What `interruptibleAnimator(using:)` gives for an animator that does not implement it. UIKit's
/// method is optional (an Objective-C protocol's); Swift on Linux has no optional requirements, so
/// the protocol's default returns this empty, inactive animator, and ``AnimatedTransitioningBridge``
/// reads it as "not implemented": the transition then runs on `animateTransition` alone, its
/// `UIView.animate` blocks scrubbed by time when a finger drives it, as UIKit does.
@MainActor
final class AbsentInterruptibleAnimator: UIViewImplicitlyAnimating {
    var state: AnimatorTimeline.State { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    /// Nothing to scrub: always at its start.
    var fractionComplete: CGFloat {
        get { 0 }
        set {}
    }
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
}
