/// UIViewController: owns a view, presents and dismisses other controllers through transitions, and
/// states its status-bar preferences. Lifecycle calls follow the transition's state: `viewDidAppear`
/// comes when the transition completes, not when `present` is called.
@MainActor
open class ViewController {
    public enum ModalPresentationStyle: Sendable { case fullScreen, custom }
    public enum StatusBarAnimation: Sendable { case none, fade, slide }

    private var loadedView: View?
    public var view: View {
        if let v = loadedView { return v }
        let v = makeView()
        loadedView = v
        viewDidLoad()
        return v
    }
    public var isViewLoaded: Bool { loadedView != nil }

    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// Supplies the presentation controller, animators and interaction controller. Weak, as in
    /// UIKit: whoever creates the delegate keeps it alive (and can watch it go).
    public weak var transitioningDelegate: TransitioningDelegate?
    public var modalPresentationCapturesStatusBarAppearance = false
    public internal(set) weak var presentingViewController: ViewController?
    public internal(set) var presentedViewController: ViewController?
    /// The container controller (a tab bar or navigation controller), set by `addChild`.
    public internal(set) weak var parent: ViewController?
    /// The controllers this one contains, in the order they were added (`addChild`).
    public internal(set) var children: [ViewController] = []
    /// The window this controller hierarchy lives in (set on the root).
    public weak var window: Window?
    /// The transition in flight that involves this controller, if any.
    public internal(set) var transitionCoordinator: TransitionCoordinator?
    /// Receives status-bar updates (the scene's status bar).
    public weak var statusBarHost: StatusBarHost?
    var presentationControllerRef: PresentationController?

    public init() {}

    /// Override to build the view (loadView); the default is a plain white view.
    open func makeView() -> View {
        let v = View(frame: window?.bounds ?? .zero)
        v.backgroundColor = .white
        return v
    }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Containment: called before the controller is added to or removed from a parent (nil).
    open func willMove(toParent parent: ViewController?) {}
    /// Containment: called once the controller has moved to `parent` (nil: removed).
    open func didMove(toParent parent: ViewController?) {}
    /// The controller's title: the navigation bar shows it, and the back button of the next one.
    public var title: String?

    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }

    /// Asks the status bar to follow the top controller's preference; inside an animation block the
    /// change is animated with that block's timing, as in UIKit.
    public func setNeedsStatusBarAppearanceUpdate() {
        rootViewController.statusBarHost?.statusBarAppearanceNeedsUpdate(from: rootViewController.statusBarController)
    }

    var rootViewController: ViewController {
        var vc = self
        while let p = vc.presentingViewController ?? vc.parent { vc = p }
        return vc
    }

    /// The controller whose preferences decide the status bar: the topmost capturing presentation.
    var statusBarController: ViewController {
        var vc = self
        while let next = vc.presentedViewController,
              next.modalPresentationStyle == .fullScreen || next.modalPresentationCapturesStatusBarAppearance {
            vc = next
        }
        return vc
    }

    /// The window to present in: the root controller's.
    var hostWindow: Window? { rootViewController.window }
}

/// Who draws the status bar; the scene implements it.
@MainActor
public protocol StatusBarHost: AnyObject {
    func statusBarAppearanceNeedsUpdate(from controller: ViewController)
}
