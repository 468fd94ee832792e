import SimKit

/// A file's navigation delegate (a class that adopts ``UINavigationControllerDelegate`` and not
/// ``UIViewControllerTransitioningDelegate``) as CardSim hands it over: Today's tap pushes the
/// story with it instead of presenting it. It is the navigation controller's delegate through
/// this bridge, and a transitioning delegate that gives no animator, so a story presented with it
/// anyway gets UIKit's default transition.
///
///     let bridge = NavigationDelegateBridge(object: fileObject)!
///     nav.delegate = bridge                    // weak: keep `bridge`
///     nav.pushViewController(story, animated: true)
@MainActor
public final class NavigationDelegateBridge: TransitioningDelegate, NavigationControllerDelegate, TappedViewReceiving {
    /// The file's object, the navigation controller's delegate through this bridge.
    public let delegate: UINavigationControllerDelegate

    /// Nil when the object does not adopt this UIKit's protocol (see
    /// ``TransitioningDelegateBridge/init(object:)`` for why a cast can fail).
    public init?(object: AnyObject) {
        guard let delegate = object as? UINavigationControllerDelegate else { return nil }
        self.delegate = delegate
    }

    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> AnimatedTransitioning? { CoverVerticalAnimator() }

    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { CoverVerticalAnimator() }

    public func navigationController(_ nav: NavigationController, animationControllerFor operation: NavigationController.Operation,
                                     from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        delegate.navigationController(nav, animationControllerFor: operation, from: from, to: to)
    }

    public func navigationController(_ nav: NavigationController,
                                     interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        delegate.navigationController(nav, interactionControllerFor: animator)
    }

    public func tapped(_ view: View) { (delegate as? TappedViewReceiving)?.tapped(view) }
}
