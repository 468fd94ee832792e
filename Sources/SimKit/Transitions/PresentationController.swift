/// UIPresentationController: owns the chrome around a presented controller (a dimming or blur
/// view) and gets told when the transitions begin and end.
@MainActor
open class PresentationController {
    public let presentedViewController: ViewController
    public let presentingViewController: ViewController?
    public internal(set) var containerView: View?

    public init(presentedViewController: ViewController, presenting: ViewController?) {
        self.presentedViewController = presentedViewController
        presentingViewController = presenting
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }
    /// True when the presented view covers the presenter completely once up, so the presenter's
    /// view can leave the screen until a dismissal begins (UIKit's `shouldRemovePresentersView`).
    open var shouldRemovePresentersView: Bool { false }
}
