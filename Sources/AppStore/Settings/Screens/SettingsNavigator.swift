import SimKit

/// Whoever holds the settings in effect and stores the user's changes: the scene.
@MainActor
protocol SettingsModel: AnyObject {
    /// The settings as the screens show them: the scene's own, with the speed, touches and bezel
    /// read from whoever carries them out.
    var shownSettings: AppSettings { get }
    func changeSettingsByUser(_ change: (inout AppSettings) -> Void)
    /// Asks the runner for the app on another device (Settings › Device).
    func requestDevice(_ device: Device)
    /// The Style Lab for the selected style (the App Store style's page has its present's plot).
    func makeStyleLab() -> StyleLabViewController
    /// The saved presets Style Lab › Preset lists.
    var presetNames: [String] { get }
    /// Style Lab › Preset's choice (nil: the tables' numbers): applied and stored.
    func choosePreset(_ name: String?)
}

/// The Settings tab: a navigation stack of Settings screens and its delegate. Rows push with
/// UIKit's own navigation push (the new screen slides in over the old, which moves 30 % with
/// parallax, dims and takes its edge shadow; through `interruptibleAnimator`, so SimKit's swipe back
/// from the left edge scrubs it and can grab it mid-flight); the About row pushes with the zoom
/// out of its icon and pops back into it. The card style `slide` keeps the source post's
/// side-by-side slide for stories. Every change a row makes goes through the
/// model's `changeSettingsByUser`, so it is stored.
@MainActor
final class SettingsNavigator: NavigationControllerDelegate {
    private(set) var nav: SettingsNavigationController!
    var environment: AppEnvironment
    weak var model: SettingsModel?
    let about: AboutInfo
    /// The zoom of the About screen: kept from its push until it has gone back into the row's icon,
    /// as the zoom post's owner keeps its delegate until `ended`.
    private(set) var zoom: ZoomTransition?
    private var push: NavigationParallaxAnimator?
    /// The push or pop under Reduce Motion: a cross-fade.
    private var fade: NavigationCrossFadeAnimator?

    init(environment: AppEnvironment, about: AboutInfo) {
        self.environment = environment
        self.about = about
        let root = SettingsViewController(navigator: self)
        nav = SettingsNavigationController(rootViewController: root, measurer: environment.measurer,
                                           metrics: environment.metrics)
        nav.palette = environment.palette
        nav.delegate = self
    }

    var settings: AppSettings { model?.shownSettings ?? AppSettings() }

    /// A row's change: through the model, which applies it and stores it; the screens follow.
    func change(_ body: (inout AppSettings) -> Void) { model?.changeSettingsByUser(body) }

    /// Style Lab › Preset's choice.
    func choosePreset(_ name: String?) { model?.choosePreset(name) }

    /// Settings › Device's choice: the runner remakes the app on it, or refuses.
    func requestDevice(_ device: Device) { model?.requestDevice(device) }

    /// Pushes a Settings screen with UIKit's push.
    func push(_ screen: GroupedListViewController) {
        guard zoom == nil else { return }
        nav.pushViewController(screen, animated: true)
    }

    /// Pushes `screen` zooming out of `reference` (the About row's icon); it pops back into it.
    /// Under Reduce Motion it cross-fades in place instead, as every push does.
    func push(_ screen: GroupedListViewController, zoomingFrom reference: View) {
        guard zoom == nil, nav.transitionCoordinator == nil else { return }
        if settings.reduceMotion { return nav.pushViewController(screen, animated: true) }
        zoom = ZoomTransition(reference: reference) { [weak self] in self?.zoom = nil }
        nav.pushViewController(screen, animated: true)
    }

    /// Pushes the Style Lab with UIKit's push.
    func pushStyleLab() {
        guard zoom == nil, let lab = model?.makeStyleLab() else { return }
        nav.pushViewController(lab, animated: true)
    }

    /// The Style Lab's Preset row: the saved presets, and None.
    func pushPresetList() { push(ChoiceListViewController(navigator: self, kind: .preset)) }

    /// Shows the settings in effect on every screen of the stack (a value, a checkmark, a switch).
    func refresh() {
        for case let screen as GroupedListViewController in nav.viewControllers { screen.reload() }
        // A preset chosen in the list over it changes the Style Lab's numbers.
        for case let lab as StyleLabViewController in nav.viewControllers { lab.follow(settings) }
        nav.refreshBar()
    }

    func apply(palette: Palette) {
        environment.palette = palette
        nav.palette = palette
        for case let lab as StyleLabViewController in nav.viewControllers { lab.apply(palette: palette) }
        refresh()
    }

    func apply(language: Language) {
        environment.language = language
        for case let lab as StyleLabViewController in nav.viewControllers { lab.apply(language: language) }
        refresh()
    }

    // MARK: NavigationControllerDelegate

    func navigationController(_ nav: NavigationController, animationControllerFor operation: NavigationController.Operation,
                              from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        if let zoom { return zoom.navigationController(nav, animationControllerFor: operation, from: from, to: to) }
        let direction: TransitionContext.Direction = operation == .push ? .push : .pop
        if settings.reduceMotion {
            let a = NavigationCrossFadeAnimator(direction: direction)
            fade = a
            return a
        }
        let a = NavigationParallaxAnimator(operation: operation)
        push = a
        return a
    }

    // MARK: The trace

    /// The push or pop in flight and its style, read by the inspector.
    /// The trace names UIKit's push `push`; the About zoom by its card style's name.
    var runningTransition: (style: String, animator: CardAnimator)? {
        if let zoom, let a = zoom.runningAnimator { return (zoom.style.rawValue, a) }
        if let push, !push.isFinished { return (Self.pushStyleName, push) }
        // Reduce Motion's cross-fade stands in for the push (the trace's `reduceMotion` says which).
        if let fade, !fade.isFinished { return (Self.pushStyleName, fade) }
        return nil
    }

    /// The trace's `transition.style` for a push or pop in Settings.
    static let pushStyleName = "push"

    /// The About row's icon on screen while the zoom runs.
    var reference: ReferenceState? { zoom?.reference }

    /// The screen on top, for `nav.top`.
    var topName: String {
        if nav.topViewController is StyleLabViewController { return "styleLab" }
        return (nav.topViewController as? GroupedListViewController)?.screenName ?? "settings"
    }
}

/// UIKit's push, as the trace reads a transition: the screen on top stands for the card.
extension NavigationParallaxAnimator: CardAnimator {
    var cardView: View? { movingView }
    var direction: TransitionContext.Direction { operation == .push ? .push : .pop }
}
