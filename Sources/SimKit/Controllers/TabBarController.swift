/// UITabBarController: one child per tab, the selected child's view filling the controller's view
/// below the tab bar. Children are contained (`addChild`), so their `parent` is this controller.
/// The tab bar view itself comes from the subclass (`tabBarView`), which calls `select(_:)` when
/// an item is tapped; `delegate` may veto a change and hears about it.
///
///     final class Root: TabBarController {
///         let bar = MyTabBar()
///         override var tabBarView: View? { bar }
///     }
///     root.viewControllers = [today, settings]
///     root.selectedIndex = 1
@MainActor
open class TabBarController: ViewController {
    /// Asked before a tapped tab is selected (false keeps the old one) and told after.
    public weak var delegate: TabBarControllerDelegate?
    /// Called after every selection change, tapped or set, with the previous index.
    public var selectionDidChange: ((_ from: Int) -> Void)?

    public private(set) var viewControllers: [ViewController] = []
    /// The selected tab; setting it shows that child's view (no animation, as in UIKit).
    public var selectedIndex: Int {
        get { selected }
        set { _ = select(newValue, asking: false) }
    }
    private var selected = 0

    public override init() { super.init() }

    /// The tab bar, drawn above the children; nil for none.
    open var tabBarView: View? { nil }

    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selected) ? viewControllers[selected] : nil
    }

    /// Replaces the tabs: the old children leave, the new ones are contained, the selection is
    /// clamped to the new count.
    public func setViewControllers(_ controllers: [ViewController]) {
        let shown = isViewLoaded ? selectedViewController : nil
        for old in viewControllers where !controllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old.isViewLoaded { old.view.removeFromSuperview() }
            old.removeFromParent()
        }
        viewControllers = controllers
        for c in controllers where c.parent !== self {
            addChild(c)
            c.didMove(toParent: self)
        }
        selected = controllers.isEmpty ? 0 : min(selected, controllers.count - 1)
        if isViewLoaded, shown !== selectedViewController {
            if let shown, shown.parent === self { shown.view.removeFromSuperview() }
            install(selectedViewController)
        }
    }

    /// What a tap on tab `index` does: asks the delegate, then switches. Returns whether it did.
    @discardableResult
    public func select(_ index: Int) -> Bool { select(index, asking: true) }

    private func select(_ index: Int, asking: Bool) -> Bool {
        guard viewControllers.indices.contains(index), index != selected else { return false }
        let target = viewControllers[index]
        if asking, let delegate, !delegate.tabBarController(self, shouldSelect: target) { return false }
        let old = selectedViewController, from = selected
        selected = index
        if isViewLoaded {
            old?.viewWillDisappear(false)
            target.viewWillAppear(false)
            old?.view.removeFromSuperview()
            // A list left mid-glide stops where it is, as UIKit stops a scroll view taken off the
            // window: off screen nothing advances it, and it would never come to rest.
            old?.view.stopScrollingInSubtree()
            install(target)
            old?.viewDidDisappear(false)
            target.viewDidAppear(false)
        }
        selectionDidChange?(from)
        // As in UIKit, only a user's selection (a tab tapped) reaches the delegate.
        if asking { delegate?.tabBarController(self, didSelect: target) }
        return true
    }

    /// The default view: the selected child's view under the tab bar, filling the window.
    open override func makeView() -> View {
        let root = View(frame: window?.bounds ?? .zero)
        root.name = "tabBarController"
        if let child = selectedViewController {
            child.view.frame = child.view.frame.isEmpty ? root.bounds : child.view.frame
            root.addSubview(child.view)
        }
        if let bar = tabBarView { root.addSubview(bar) }
        return root
    }

    /// Puts `child`'s view below the tab bar, filling the controller's view.
    private func install(_ child: ViewController?) {
        guard let child else { return }
        if !view.bounds.isEmpty { child.view.frame = Rect(origin: .zero, size: view.bounds.size) }
        if let bar = tabBarView, bar.superview === view {
            view.insertSubview(child.view, belowSubview: bar)
        } else {
            view.addSubview(child.view)
        }
    }
}

/// UITabBarControllerDelegate.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    func tabBarController(_ controller: TabBarController, shouldSelect viewController: ViewController) -> Bool
    func tabBarController(_ controller: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ controller: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ controller: TabBarController, didSelect viewController: ViewController) {}
}
