/// UINavigationController: a stack of controllers, the top one's view filling the content area
/// under a navigation bar. Push and pop run through the delegate's animator and interaction
/// controller, or UIKit's own slide (``NavigationParallaxAnimator``); the back button pops; a drag
/// from the left 20 pt of the screen pops interactively and can grab a push or pop in flight.
///
///     let nav = NavigationController(rootViewController: settings, measurer: measurer)
///     nav.pushViewController(detail, animated: true)
///     nav.popViewController(animated: true)
@MainActor
open class NavigationController: ViewController {
    /// UINavigationController.Operation. `.none` is UIKit's value for no transition; a push or pop
    /// never carries it, and it is there so a file's `switch` over UIKit's cases compiles.
    public enum Operation: Sendable { case none, push, pop }

    /// Supplies push/pop animators and interaction controllers (weak, as in UIKit).
    public weak var delegate: NavigationControllerDelegate?
    public internal(set) var viewControllers: [ViewController] = []
    public var topViewController: ViewController? { viewControllers.last }
    public let navigationBar: NavigationBar
    /// The left-edge pan that pops (UIKit's `interactivePopGestureRecognizer`).
    public let interactivePopGestureRecognizer = PanGestureRecognizer()
    /// Shows the root controller's title large under the bar, collapsing as its content scrolls.
    public var prefersLargeTitles = false { didSet { updateBar() } }
    /// The view the children's views live in, and the transitions' container.
    public private(set) var contentView = View()

    let edgePop = NavigationEdgePop()
    /// The animator of the push or pop in flight.
    var runningAnimator: AnimatedTransitioning?

    public init(rootViewController root: ViewController, measurer: TextMeasurer) {
        navigationBar = NavigationBar(measurer: measurer)
        super.init()
        addChild(root)
        viewControllers = [root]
        root.didMove(toParent: self)
        navigationBar.onBack = { [weak self] in _ = self?.popViewController(animated: true) }
        edgePop.navigationController = self
        edgePop.install(interactivePopGestureRecognizer)
    }

    open override func makeView() -> View {
        let root = View(frame: window?.bounds ?? .zero)
        root.name = "navigationController"
        root.backgroundColor = .white
        contentView = View(frame: root.bounds)
        contentView.name = "navigationContent"
        root.addSubview(contentView)
        if let top = topViewController {
            top.view.frame = contentView.bounds
            contentView.addSubview(top.view)
        }
        root.addSubview(navigationBar)
        root.addGestureRecognizer(interactivePopGestureRecognizer)
        // `updateBar` waits for the view to be loaded, which it is only once this returns.
        placeBar(width: root.bounds.width)
        return root
    }

    /// Pushes `vc` on top (ignored while a push or pop runs, as UIKit refuses nested transitions).
    public func pushViewController(_ vc: ViewController, animated: Bool) {
        guard transitionCoordinator == nil, !viewControllers.contains(where: { $0 === vc }) else { return }
        let from = topViewController
        addChild(vc)
        let before = viewControllers
        viewControllers.append(vc)
        guard isViewLoaded, let from else { vc.didMove(toParent: self); updateBar(); return }
        transition(.push, from: from, to: vc, animated: animated, restoring: before, leaving: [])
    }

    /// Pops the top controller and returns it; nil at the root or while a transition runs.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, transitionCoordinator == nil else { return nil }
        return popTo(viewControllers[viewControllers.count - 2], animated: animated)?.last
    }

    /// Pops everything above the root; returns what was popped, nil when nothing was.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1, transitionCoordinator == nil else { return nil }
        return popTo(viewControllers[0], animated: animated)
    }

    private func popTo(_ target: ViewController, animated: Bool) -> [ViewController]? {
        guard let i = viewControllers.firstIndex(where: { $0 === target }), let top = topViewController,
              top !== target else { return nil }
        let before = viewControllers
        let popped = Array(viewControllers[(i + 1)...])
        viewControllers = Array(viewControllers[...i])
        for p in popped { p.willMove(toParent: nil) }
        guard isViewLoaded else {
            for p in popped { p.removeFromParent() }
            updateBar()
            return popped
        }
        transition(.pop, from: top, to: target, animated: animated, restoring: before, leaving: popped)
        return popped
    }

    /// Puts the bar's titles, back button and large title for the stack as it is now.
    func updateBar() {
        guard isViewLoaded else { return }
        placeBar(width: view.bounds.width)
    }

    private func placeBar(width: Double) {
        let item = barItem
        navigationBar.show(title: item.title, backTitle: item.back, large: item.large)
        navigationBar.frame = Rect(0, navigationBar.topInset, width, navigationBar.height)
    }
}

extension NavigationController {
    /// What the bar shows for the stack as it is now: the top's title, the previous controller's
    /// as the back title (none at the root), and whether the title is large.
    var barItem: (title: String?, back: String?, large: Bool) {
        let n = viewControllers.count
        let back = n > 1 ? (viewControllers[n - 2].title ?? "Back") : nil
        return (topViewController?.title, back, prefersLargeTitles && n == 1)
    }
}

/// UINavigationControllerDelegate: custom push/pop animators and their interaction controllers.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(_ nav: NavigationController, animationControllerFor operation: NavigationController.Operation,
                              from: ViewController, to: ViewController) -> AnimatedTransitioning?
    func navigationController(_ nav: NavigationController,
                              interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning?
}

extension NavigationControllerDelegate {
    public func navigationController(_ nav: NavigationController, animationControllerFor operation: NavigationController.Operation,
                                     from: ViewController, to: ViewController) -> AnimatedTransitioning? { nil }
    public func navigationController(_ nav: NavigationController,
                                     interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
}
