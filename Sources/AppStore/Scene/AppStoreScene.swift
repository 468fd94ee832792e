import Foundation
import SimKit
import Playback

/// The App Store Today tab on a simulated iPhone: what backends run. It owns the window (the view
/// tree), the status bar and the home indicator, routes input, and answers scripts and the trace.
///
///     let scene = AppStoreScene(configuration: config, measurer: m, images: i)
///     scene.advance(to: 0); scene.handle(.pointerDown(Point(195, 400), time: 0))
///     let commands = scene.render()
@MainActor
public final class AppStoreScene: Scene, StatusBarHost, EffectfulScene {
    /// The device simulated; the scene lays out for it whatever else runs in the process. Read
    /// from the metrics it handed its controllers, the one place the device is kept.
    public var device: Device { root.environment.metrics.device }
    public var screenSize: Size { device.size }
    /// What the scene was made with; only `systemIsDark` changes afterwards, when the desktop's
    /// colour scheme does (`desktopAppearanceChanged`).
    public internal(set) var configuration: AppConfiguration
    /// The settings in effect, starting from `configuration.settings`; a change is
    /// carried out at once (`AppStoreScene+Settings`). Where a runner carries out speed, touches
    /// and the bezel (`readsHostSettings`), these three are only the preferences the scene
    /// stores; what it shows of them is the runner's (`shownSettings`).
    public var settings: AppSettings { didSet { settingsDidChange(from: oldValue) } }
    /// Told which keys the user changed on the Settings screen, and the new values; the executable
    /// stores them. Never called for flags or scripts.
    public var onUserSettingsChange: (([AppSettings.Key], AppSettings) -> Void)?
    /// The runner's side of speed, touches and bezel changed on the Settings screen.
    public var onHostSettingsChange: ((HostSettings) -> Void)?
    /// Reads the speed, touches and bezel the runner carries out, where one does; the scene
    /// keeps no copy of them.
    public var readsHostSettings: (() -> HostSettings)?
    /// The desktop's clipboard, for the Style Lab's Copy as UIKit and as SwiftUI; the live runner sets it.
    public var pasteboard: Pasteboard?
    /// The user's saved presets (Style Lab › Preset, the Style Lab's Save Preset); the executable
    /// sets it for the window, headless runs leave it nil and save nothing.
    public var presets: (any PresetLibrary)?
    /// Where text goes that the user asked for besides the clipboard (a Lab's Copy, with its line
    /// end), and what a transition file prints: stdout, written as given, at once (`print` holds it
    /// back while stdout is a pipe).
    public var printText: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
    /// The gate every one of the hooks above is called through: they act for the user's own input
    /// to the scene on screen, once, and never while the scene is re-derived from the journal.
    public let effects = SceneEffects()
    let window: Window
    let root: RootTabController
    let statusBar: StatusBarView
    private let canvas = Canvas()
    private lazy var inspectorImpl = AppStoreInspector(scene: self)
    /// A touch went down on the status bar and has not lifted.
    private var isStatusBarPressed = false

    /// How many tabs the bar has: a script's `tap tab N` is checked against it before any scene exists.
    nonisolated public static var tabCount: Int { RootTabController.tabTitles(Strings(.en)).count }

    public init(configuration: AppConfiguration, measurer: TextMeasurer, images: ImageCatalog) {
        self.configuration = configuration
        settings = configuration.settings
        var env = AppEnvironment(language: configuration.language, date: configuration.date, measurer: measurer,
                                 images: images, avatarPath: configuration.avatarPath, metrics: Metrics(configuration.device))
        env.palette = Palette.of(configuration.settings.appearance, systemIsDark: configuration.systemIsDark)
        window = Window(size: configuration.device.size)
        window.textMeasurer = measurer
        window.imageCatalog = images
        window.namedImagePaths = configuration.deck.cards.map(\.imagePath)
        root = RootTabController(deck: configuration.deck, environment: env, style: configuration.style,
                                 dismissRule: configuration.dismissRule, about: configuration.about)
        statusBar = StatusBarView(measurer: measurer, device: configuration.device)
        root.reduceMotion = configuration.settings.reduceMotion
        root.window = window
        root.tuning = settings.tuning
        statusBar.attach(clock: window.animationClock)
        root.statusBarHost = self
        root.settingsTab.model = self
        window.addSubview(root.view)
        window.keyHandler = { [weak self] key in self?.handleKey(key) }
        // A transition file's `print` is the scene's effect like a Copy: once, for the scene on screen.
        window.printsOutside = { [unowned self] text in self.effects.perform { self.printText(text) } }
        window.layoutIfNeeded()
        // Glyphs that read over what lies under them (`AppStoreScene+StatusBarTint`).
        updateStatusBarTint(animated: false)
        if device.isPad { statusBar.date = env.strings.statusBarDate(env.date) }
    }

    public var inspector: SceneInspector { inspectorImpl }

    public func advance(to time: Double) {
        window.advance(to: time)
        // What lies under the status bar moved with the clock and the last frame's input: its
        // style follows, cross-fading (UIKit's animated appearance update).
        updateStatusBarTint(animated: true)
    }

    public func handle(_ event: InputEvent) {
        if statusBarTap(event) { return }
        window.handle(event)
    }

    /// A touch that lands on the visible status bar is the status bar's: it never reaches the card
    /// under it, and lifting it scrolls the visible tab's list to the top (Today's, or
    /// the Settings screen on top), as iOS's scroll-to-top does.
    /// True when the event was the status bar's.
    private func statusBarTap(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let p, _):
            let shown = statusBar.alpha > 0.01 && statusBar.transform == .identity && !window.isTracking
            guard shown, p.y < device.statusBarHeight, root.story == nil else { return false }
            isStatusBarPressed = true
            return true
        case .pointerMove, .hover:
            return isStatusBarPressed
        case .pointerUp(_, let time):
            guard isStatusBarPressed else { return false }
            isStatusBarPressed = false
            (root.visibleScrollView ?? root.today.scrollView).scrollToTop(time: time)
            return true
        case .pointerCancel:
            defer { isStatusBarPressed = false }
            return isStatusBarPressed
        case .wheel, .key:
            return false
        }
    }

    public func render() -> [DrawCommand] {
        canvas.reset()
        canvas.screen = Rect(origin: .zero, size: screenSize)
        window.render(into: canvas)
        statusBar.render(into: canvas)
        // The home indicator sits above everything, in the label colour: dark on light, light on
        // dark; a home-button phone has none. The Dynamic Island is the screen's own, in front.
        if device.bottomInset > 0 {
            canvas.fill(Rect(screenSize.width / 2 - 67, screenSize.height - 8 - 5, 134, 5), radius: 2.5,
                        color: root.environment.palette.label)
        }
        if let island = device.islandRect {
            canvas.fill(island, radius: island.height / 2, color: .black)
        }
        return canvas.commands
    }

    public var isIdle: Bool {
        if window.isTracking || window.animationClock.hasPendingTimers { return false }
        if window.subtreeHasAnimations || statusBar.subtreeHasAnimations { return false }
        // A change of the status bar's style waits for the next frame's clock to begin its fade.
        if statusBarTintIsStale { return false }
        if !root.today.scrollView.isIdle { return false }
        if let list = root.visibleScrollView, !list.isIdle { return false }
        if root.settingsTab.nav.transitionCoordinator != nil || root.todayNavigation?.transitionCoordinator != nil { return false }
        if let s = root.story, s.isViewLoaded, !s.scrollView.isIdle { return false }
        return root.transitionCoordinator == nil
    }

    private func handleKey(_ key: Key) {
        if key == .escape { root.goBack() }
    }

    // MARK: StatusBarHost

    /// Follows the top controller's preference with the enclosing animation block's timing.
    public func statusBarAppearanceNeedsUpdate(from controller: ViewController) {
        let hidden = controller.prefersStatusBarHidden
        switch controller.preferredStatusBarUpdateAnimation {
        case .slide:
            statusBar.alpha = 1
            statusBar.transform = Transform(translationX: 0, y: hidden ? -device.statusBarHeight : 0)
        case .fade:
            statusBar.transform = .identity
            statusBar.alpha = hidden ? 0 : 1
        case .none:
            View.performWithoutAnimation {
                statusBar.transform = .identity
                statusBar.alpha = hidden ? 0 : 1
            }
        }
    }
}
