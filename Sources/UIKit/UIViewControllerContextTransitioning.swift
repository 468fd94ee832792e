/// UIViewControllerContextTransitioning: what an animator is given. As in UIKit, `view(forKey:)`
/// is nil for a view the transition does not move: in a `.custom` presentation whose presentation
/// controller keeps the presenter on screen, the presenter's (`.from` when presenting, `.to` when
/// dismissing).
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
    /// The animator calls this once its animations are over; `didComplete` false for a cancelled one.
    func completeTransition(_ didComplete: Bool)
}
