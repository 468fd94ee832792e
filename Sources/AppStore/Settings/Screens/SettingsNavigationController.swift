import SimKit

/// The Settings tab's navigation controller: SimKit's, laid out on the phone's screen whatever the
/// window (a tab's controller is made before the window is known), with the bar in the palette's
/// colours. The bar is clear over the list at rest, as iOS's is; once the list scrolls under it,
/// the bar material fades in behind the status bar and the bar (`BarMaterialView`).
@MainActor
final class SettingsNavigationController: NavigationController {
    /// Behind the status bar and the navigation bar, following the lists on screen.
    private(set) lazy var barMaterial = BarMaterialView(
        frame: .zero, name: "barMaterial", amount: { [weak self] in self?.materialAmount ?? 0 })
    var palette = Palette.light { didSet { paint() } }
    /// The device's layout: the screen the stack fills and the status bar its bar sits under.
    let metrics: Metrics

    init(rootViewController root: ViewController, measurer: TextMeasurer, metrics: Metrics) {
        self.metrics = metrics
        super.init(rootViewController: root, measurer: measurer)
        navigationBar.topInset = metrics.statusBarHeight
    }

    override func makeView() -> View {
        let root = super.makeView()
        root.name = "settingsNavigation"
        barMaterial.showsHairline = true
        // On screen: the bar's height animates through a push or pop to or from the large title.
        barMaterial.barBottom = { [weak self] in self?.navigationBar.presentationFrame.maxY ?? 0 }
        root.insertSubview(barMaterial, belowSubview: navigationBar)
        return root
    }

    override func viewDidLoad() {
        view.frame = Rect(origin: .zero, size: metrics.screen)
        contentView.frame = view.bounds
        topViewController?.view.frame = contentView.bounds
        barMaterial.frame = Rect(0, 0, metrics.screen.width,
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

    /// The material the lists on screen call for, each weighed by how much of the screen it shows
    /// (the part of the width it covers times its opacity, less what the screens above it cover):
    /// one list at rest, and during a push or pop a blend that follows the slide, fade or zoom to
    /// its end rather than snapping to the arriving screen's.
    private var materialAmount: Double {
        // Children, not the stack: a popped screen stays a child until its pop has ended.
        let lists = children.compactMap { $0 as? ScrollingSettingsScreen }.filter { $0.isViewLoaded }
        var sum = 0.0, weight = 0.0, uncovered = 1.0
        for v in contentView.subviews.reversed() where !v.isHidden {
            guard let list = lists.first(where: { $0.view === v }), let scroll = list.contentScrollView else { continue }
            let r = v.screenRect.intersection(view.screenRect)
            let cover = max(0, r.width) / max(1, view.screenRect.width) * min(max(v.presentationAlpha, 0), 1)
            let w = cover * uncovered
            uncovered *= 1 - cover
            guard w > 0 else { continue }
            // The root's large title collapses into the bar over its first 52 pt; its content
            // reaches the bar only after that.
            let start = list === viewControllers.first && prefersLargeTitles ? NavigationBar.largeTitleHeight : 0
            sum += w * BarMaterialView.amount(scrolledBy: scroll.contentOffset.y, from: start)
            weight += w
        }
        return weight > 0 ? sum / weight : 0
    }
}

/// A Settings screen whose content scrolls under the navigation bar, which frosts as it does.
@MainActor
protocol ScrollingSettingsScreen: ViewController {
    var contentScrollView: ScrollView? { get }
}

extension GroupedListViewController: ScrollingSettingsScreen {
    var contentScrollView: ScrollView? { scrollView }
}

extension StyleLabViewController: ScrollingSettingsScreen {
    var contentScrollView: ScrollView? { scroll }
}
