/// UIViewImplicitlyAnimating: an animator whose animations are blocks that set view properties,
/// what `interruptibleAnimator(using:)` returns. `UIViewPropertyAnimator` adopts it, as in UIKit.
///
///     func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
///         UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { toView.frame = finalFrame }
///     }
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
