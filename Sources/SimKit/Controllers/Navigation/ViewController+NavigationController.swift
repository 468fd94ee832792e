extension ViewController {
    /// UIViewController.navigationController: the nearest navigation controller above this one
    /// (nil for a controller that is not in a stack), so a pushed screen can pop itself.
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let vc = ancestor, !(vc is NavigationController) { ancestor = vc.parent }
        return ancestor as? NavigationController
    }
}
