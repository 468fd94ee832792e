/// UIPresentationController: owns the chrome around a presented controller (a dimming or blur
/// view) and gets told when the transitions begin and end.
///
/// Owned by the presented controller, as in UIKit, and owning neither controller: the presenter
/// owns the presented controller, the presented controller owns this. Holding either back would
/// close a cycle, and a window dropped while a story is up (a seek, a tap-ahead dry run) would keep
/// its whole controller tree.
@MainActor
open class PresentationController {
    /// Unowned: the presented controller owns this presentation controller.
    public unowned let presentedViewController: ViewController
    /// Weak, as UIKit's: the presenter lives as long as its own owner keeps it.
    public private(set) weak var presentingViewController: ViewController?
    public internal(set) var containerView: View?

    public init(presentedViewController: ViewController, presenting: ViewController?) {
        self.presentedViewController = presentedViewController
        presentingViewController = presenting
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its views: once as a presentation begins, after
    /// `presentationTransitionWillBegin` (the container has one size here, the screen's, so it
    /// never lays out again), where UIKit's subclasses place their chrome.
    open func containerViewWillLayoutSubviews() {}
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }
    /// The view the presentation animates in: the presented controller's.
    public var presentedView: View? { presentedViewController.view }
    /// True when the presented view covers the presenter completely once up, so the presenter's
    /// view can leave the screen until a dismissal begins (UIKit's `shouldRemovePresentersView`).
    open var shouldRemovePresentersView: Bool { false }
}
