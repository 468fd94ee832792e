import SimKit
import Testing

/// UITabBarController: children are contained, only the selected child's view is on screen (below
/// the subclass's tab bar), switching calls the lifecycle and the delegate.
@Suite("Tab bar controller")
@MainActor
struct TabBarControllerTests {
    final class Tab: ViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
        override func willMove(toParent parent: ViewController?) { log.append(parent == nil ? "willLeave" : "willMove") }
        override func didMove(toParent parent: ViewController?) { log.append(parent == nil ? "didLeave" : "didMove") }
    }

    final class Tabs: TabBarController {
        let bar = View(frame: Rect(0, 761, 390, 83))
        override var tabBarView: View? { bar }
    }

    final class Veto: TabBarControllerDelegate {
        var allowed = true
        var selected: [ViewController] = []
        func tabBarController(_ controller: TabBarController, shouldSelect viewController: ViewController) -> Bool { allowed }
        func tabBarController(_ controller: TabBarController, didSelect viewController: ViewController) { selected.append(viewController) }
    }

    func setup() -> (Window, Tabs, Tab, Tab) {
        let window = Window(size: Size(390, 844))
        let tabs = Tabs()
        tabs.window = window
        let a = Tab(), b = Tab()
        tabs.setViewControllers([a, b])
        window.addSubview(tabs.view)
        return (window, tabs, a, b)
    }

    @Test("containment sets parent and children; the selected view sits below the tab bar")
    func containment() {
        let (_, tabs, a, b) = setup()
        #expect(a.parent === tabs && b.parent === tabs && tabs.children.count == 2)
        #expect(a.log == ["willMove", "didMove"])
        #expect(tabs.view.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(a.view), ObjectIdentifier(tabs.bar)])
        #expect(a.view.frame == Rect(0, 0, 390, 844) && !b.isViewLoaded)
        tabs.setViewControllers([b])
        #expect(a.parent == nil && a.log.suffix(2) == ["willLeave", "didLeave"] && tabs.children.count == 1)
        #expect(b.view.superview === tabs.view && a.view.superview == nil)
    }

    @Test("selecting switches views with the lifecycle calls; the delegate can veto and hears the change")
    func selection() {
        let (_, tabs, a, b) = setup()
        let delegate = Veto()
        tabs.delegate = delegate
        var changes: [Int] = []
        tabs.selectionDidChange = { changes.append($0) }
        a.log = []; b.log = []
        delegate.allowed = false
        #expect(!tabs.select(1) && tabs.selectedIndex == 0)
        delegate.allowed = true
        #expect(tabs.select(1) && tabs.selectedIndex == 1)
        #expect(a.log == ["willDisappear", "didDisappear"] && b.log == ["willAppear", "didAppear"])
        #expect(b.view.superview === tabs.view && a.view.superview == nil)
        #expect(tabs.view.subviews.last === tabs.bar, "the tab bar stays on top")
        #expect(delegate.selected.first === b && changes == [0])
        tabs.selectedIndex = 0
        #expect(tabs.selectedViewController === a && delegate.selected.count == 1 && changes == [0, 1], "set in code: the hook, not the delegate")
    }
}
