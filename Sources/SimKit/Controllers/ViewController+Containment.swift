extension ViewController {
    /// Makes `child` a child of this controller (UIKit's `addChild`): it calls
    /// `child.willMove(toParent: self)`; the container then adds the child's view where it wants it
    /// and calls `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.statusBarHost = statusBarHost
    }

    /// Leaves the parent (UIKit's `removeFromParent`): the container calls `willMove(toParent: nil)`
    /// and removes the view first; this calls `didMove(toParent: nil)`.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
}
