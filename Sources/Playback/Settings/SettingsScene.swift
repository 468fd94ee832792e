import SimKit
/// A scene that keeps user settings: scripts' `set` lines reach it, and it shows the speed,
/// touches and bezel that the runner carries out, read from the runner. A runner asks for it with
/// `scene as? SettingsScene`; a scene without settings ignores `set style` and the like.
///
///     (scene as? SettingsScene)?.apply(.language("ko"))
///     settingsScene.readsHostSettings = { driver.hostSettings }   // the runner owns them
///     settingsScene.hostSettingsChanged()                          // after Ctrl+T: draw again
@MainActor
public protocol SettingsScene: Scene {
    /// Carries out one `set` line the scene owns, at once (a language switch relabels everything).
    func apply(_ setting: SceneSetting)
    /// Speed, touches, bezel and device as the scene shows them: read from their owner
    /// (`readsHostSettings`) where a runner carries them out, the scene's own where none does.
    /// The device is always the one the scene was made for.
    var hostSettings: HostSettings { get }
    /// Reads what the runner carries out now. The runner that owns speed, touches and the bezel
    /// sets it once; the scene keeps no copy of them.
    var readsHostSettings: (() -> HostSettings)? { get set }
    /// What the runner carries out has changed: the scene draws it again (its Settings screens),
    /// reading it from `readsHostSettings`. A change is an event; it carries no values to keep.
    func hostSettingsChanged()
    /// Called when the scene changes speed, touches or bezel itself (its Settings screen), for the
    /// runner to carry out: settings flow one way each, runner to scene and scene to runner.
    var onHostSettingsChange: ((HostSettings) -> Void)? { get set }
    /// The scene's own settings now, as the `set` lines that would give them (a live take starts
    /// its script with them).
    var sceneSettings: [SceneSetting] { get }
    /// A choice the user made with the window's own keys (Ctrl+1…5): carried out as `apply` does,
    /// and kept as a preference, as the scene keeps what its Settings screen changes. Scripts and
    /// flags go through `apply` and are never kept.
    func applyChosenByUser(_ setting: SceneSetting)
    /// Speed, touches and bezel the user chose with the window's keys (Ctrl+T), which the runner
    /// has carried out: drawn as after `hostSettingsChanged`, and kept as a preference.
    func applyChosenByUser(_ host: HostSettings)
    /// The card transition styles `set style` and Ctrl+1… choose from, in order.
    var styleChoices: [StyleChoice] { get }
    /// The same scene on `device`, for a runner that carries out a change of device: its settings,
    /// its hooks and the screen the user made the choice on. Nil when the scene cannot be remade.
    func remade(for device: Device) -> Scene?
    /// What `remade(for:)` gives now, as a maker of fresh copies that stores nothing: the scenes a
    /// runner on the new device re-derives from its journal (a seek, a rehearsal) start from it.
    func remaker(for device: Device) -> (() -> Scene)?
    /// A maker of fresh scenes that are this one as it stands (its settings, hooks and screen),
    /// storing nothing; nil unless a fresh scene would be this one: at rest, at home, with nothing
    /// presented, pushed or kept out of sight. A runner restarts its journal from it, so a seek
    /// replays what came after, not the whole session.
    func twinMaker() -> (() -> Scene)?
    /// The desktop's colour scheme is now dark, light, or says nothing (nil): what Appearance ›
    /// Automatic follows. The window's runner tells it when the desktop changes.
    func desktopAppearanceChanged(isDark: Bool?)
}

/// A style a scene offers: the name scripts and settings use, and the title a user reads.
public struct StyleChoice: Equatable, Sendable {
    public let name: String
    public let title: String
    public init(name: String, title: String) { self.name = name; self.title = title }
}

extension SettingsScene {
    /// A scene that keeps no preferences carries the choice out and forgets it.
    public func applyChosenByUser(_ setting: SceneSetting) { apply(setting) }
    public func applyChosenByUser(_ host: HostSettings) { hostSettingsChanged() }
    /// A scene without transition styles offers none.
    public var styleChoices: [StyleChoice] { [] }
    /// A scene that keeps no state worth keeping is not remade: the runner keeps its device.
    public func remade(for device: Device) -> Scene? { nil }
    public func remaker(for device: Device) -> (() -> Scene)? { nil }
    /// A scene that does not say when it is like a fresh one is never restarted from a twin.
    public func twinMaker() -> (() -> Scene)? { nil }
    /// A scene without an appearance setting has nothing to follow.
    public func desktopAppearanceChanged(isDark: Bool?) {}
}
