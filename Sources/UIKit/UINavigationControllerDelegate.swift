import SimKit

/// UINavigationControllerDelegate: custom push and pop animators and their interaction
/// controllers, with UIKit's signatures. Both methods are optional, as in UIKit: a delegate that
/// gives no animator gets UIKit's own slide, and no interaction controller runs the push or pop
/// without a finger.
///
/// It refines SimKit's `NavigationControllerDelegate`, whose methods (below) hand the file's
/// animator and interaction controller to SimKit's navigation controller, so a file's object is
/// the navigation controller's delegate itself: `navigationController.delegate = self` compiles
/// and runs as written, and the delegate stays weak, as in UIKit.
@MainActor
public protocol UINavigationControllerDelegate: NavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        nil
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        nil
    }

    // MARK: SimKit's navigation controller asks through these

    public func navigationController(_ nav: NavigationController, animationControllerFor operation: NavigationController.Operation,
                                     from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        let file: UIViewControllerAnimatedTransitioning? = navigationController(nav, animationControllerFor: operation, from: from, to: to)
        return file.map { AnimatedTransitioningBridge($0) }
    }

    /// The file's interaction for the animator it gave; a `UIPercentDrivenInteractiveTransition`
    /// is SimKit's, and runs as it is.
    public func navigationController(_ nav: NavigationController,
                                     interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        guard let fileAnimator = (animator as? AnimatedTransitioningBridge)?.animator else { return nil }
        let file: UIViewControllerInteractiveTransitioning? = navigationController(nav, interactionControllerFor: fileAnimator)
        return file as? InteractiveTransitioning
    }
}
