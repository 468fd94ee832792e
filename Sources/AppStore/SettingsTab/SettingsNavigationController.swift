import SimKit

/// The Settings tab's navigation controller: SimKit's, laid out on the phone's screen whatever the
/// window (a tab's controller is made before the window is known), with the bar in the palette's
/// colours and a strip of the bar's colour under the status bar so the list never shows there.
@MainActor
final class SettingsNavigationController: NavigationController {
    private let statusBarBackdrop = View()
    var palette = Palette.light { didSet { paint() } }

    override func makeView() -> View {
        let root = super.makeView()
        root.name = "settingsNavigation"
        statusBarBackdrop.name = "statusBarBackdrop"
        statusBarBackdrop.isUserInteractionEnabled = false
        root.insertSubview(statusBarBackdrop, belowSubview: navigationBar)
        return root
    }

    override func viewDidLoad() {
        view.frame = Rect(origin: .zero, size: Metrics.screen)
        contentView.frame = view.bounds
        topViewController?.view.frame = contentView.bounds
        statusBarBackdrop.frame = Rect(0, 0, Metrics.screen.width, navigationBar.topInset)
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
        navigationBar.backgroundColor = palette.groupedBackground
        statusBarBackdrop.backgroundColor = palette.groupedBackground
        navigationBar.titleLabel.textColor = palette.label
        navigationBar.largeTitleLabel.textColor = palette.label
        navigationBar.backLabel.textColor = palette.tint
    }
}
