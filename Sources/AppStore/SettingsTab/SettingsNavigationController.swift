import SimKit

/// The Settings tab's navigation controller: SimKit's, laid out on the phone's screen whatever the
/// window (a tab's controller is made before the window is known), with the bar in the palette's
/// colours. The bar is clear over the list at rest, as iOS's is; once the list scrolls under it,
/// the bar material fades in behind the status bar and the bar (`BarMaterialView`).
@MainActor
final class SettingsNavigationController: NavigationController {
    /// Behind the status bar and the navigation bar, following the top screen's list.
    private(set) lazy var barMaterial = BarMaterialView(
        frame: .zero, name: "barMaterial", source: { [weak self] in self?.topList?.scrollView })
    var palette = Palette.light { didSet { paint() } }

    /// The list on top, when it is one.
    private var topList: GroupedListViewController? { topViewController as? GroupedListViewController }

    override func makeView() -> View {
        let root = super.makeView()
        root.name = "settingsNavigation"
        barMaterial.showsHairline = true
        barMaterial.barBottom = { [weak self] in self?.navigationBar.frame.maxY ?? 0 }
        // The root's large title collapses into the bar over its first 52 pt; content reaches
        // the bar only after that.
        barMaterial.fadeStart = { [weak self] in
            guard let self, self.viewControllers.count == 1, self.prefersLargeTitles else { return 0 }
            return NavigationBar.largeTitleHeight
        }
        root.insertSubview(barMaterial, belowSubview: navigationBar)
        return root
    }

    override func viewDidLoad() {
        view.frame = Rect(origin: .zero, size: Metrics.screen)
        contentView.frame = view.bounds
        topViewController?.view.frame = contentView.bounds
        barMaterial.frame = Rect(0, 0, Metrics.screen.width,
                                 navigationBar.topInset + NavigationBar.barHeight + NavigationBar.largeTitleHeight)
        prefersLargeTitles = true
        paint()
    }

    /// Shows the titles of the stack as it is now (after a language change). Setting
    /// `prefersLargeTitles` is the public way to have SimKit's controller lay its bar out again.
    func refreshBar() {
        guard isViewLoaded, transitionCoordinator == nil else { return }
        prefersLargeTitles = true
        if let top = topViewController as? GroupedListViewController, viewControllers.count == 1 {
            navigationBar.collapseLargeTitle(forOffset: top.scrollView?.contentOffset.y ?? 0)
        }
    }

    private func paint() {
        guard isViewLoaded else { return }
        view.backgroundColor = palette.groupedBackground
        navigationBar.backgroundColor = .clear
        barMaterial.palette = palette
        navigationBar.titleLabel.textColor = palette.label
        navigationBar.largeTitleLabel.textColor = palette.label
        navigationBar.backLabel.textColor = palette.tint
    }
}
