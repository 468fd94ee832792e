/// UIViewControllerAnimatedTransitioning: a present or dismiss animator. `animationEnded` is
/// optional, as in UIKit. `interruptibleAnimator(using:)` is not offered yet: its return type,
/// `UIViewImplicitlyAnimating`, is not declared, so a file that implements it fails to compile at
/// that line instead of having it ignored.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
