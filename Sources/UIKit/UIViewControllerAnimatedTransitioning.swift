/// UIViewControllerAnimatedTransitioning: a present or dismiss animator. `animationEnded` and
/// `interruptibleAnimator(using:)` are optional, as in UIKit.
///
/// An animator that implements `interruptibleAnimator(using:)` returns the same
/// `UIViewPropertyAnimator` for the whole transition (made on the first call, dropped in
/// `animationEnded`), and its `animateTransition` starts it. CardSim asks for it as UIKit does:
/// when a `UIPercentDrivenInteractiveTransition` drives the transition, whose `update`, `finish` and
/// `cancel` then scrub, reverse and continue that animator (its `timingCurve` and `completionSpeed`
/// become the continuing timing), and for the transition coordinator's alongside animations, which
/// join it. An animator returned that is not a `UIViewPropertyAnimator` is not driven.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// Not implemented: the transition runs on `animateTransition` alone (``AbsentInterruptibleAnimator``).
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        AbsentInterruptibleAnimator()
    }
}
