import SimKit

/// Today inside a navigation stack, for a transition file whose delegate is a navigation
/// controller's (`UINavigationControllerDelegate`): the tapped card's story is pushed on it and
/// popped off it. Laid out on the phone's screen whatever the window, as the Settings tab's is; its
/// bar stays hidden, since Today draws its own header and the story its own ✕. The tab bar stays
/// over a pushed story, as UIKit keeps it over a tab's pushed screens.
@MainActor
final class TodayNavigationController: NavigationController {
    let metrics: Metrics

    init(today: TodayViewController, metrics: Metrics, measurer: TextMeasurer) {
        self.metrics = metrics
        super.init(rootViewController: today, measurer: measurer)
    }

    override func makeView() -> View {
        let root = super.makeView()
        root.name = "todayNavigation"
        root.backgroundColor = .clear
        navigationBar.isHidden = true
        return root
    }

    override func viewDidLoad() {
        view.frame = Rect(origin: .zero, size: metrics.screen)
        contentView.frame = view.bounds
        topViewController?.view.frame = contentView.bounds
    }
}
