/// UIViewControllerTransitioningDelegate: the object CardSim makes from a transition file and
/// presents Today's stories with. Both methods are optional, as in UIKit; one that returns nil
/// (or is absent) gets UIKit's default transition, the story covering the screen from below.
///
/// The interaction and presentation controllers are not offered yet: their types
/// (`UIViewControllerInteractiveTransitioning`, `UIPresentationController`) are not declared, so
/// a file that implements them fails to compile at that line instead of having them ignored.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
}
