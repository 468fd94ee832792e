import SimKit
import Playback

/// Keeps a runner's speed, touch rings and bezel and a `SettingsScene`'s copy of them in step.
/// The runner publishes what it does after every change of its own (flags, `set speed`,
/// Ctrl+T); a difference it did not publish is the scene's (its Settings screen), which the runner
/// then follows. A scene without settings is left alone.
///
///     if let h = link.changes(in: scene) { clock.speed = h.speed; … }
///     … script actions, keys …
///     link.publish(HostSettings(speed: clock.runningSpeed, touches: …, bezel: …), to: scene)
@MainActor
struct HostSettingsLink {
    private var published: HostSettings?

    /// What the scene changed since the last `publish`, or nil when nothing did.
    mutating func changes(in scene: Scene) -> HostSettings? {
        guard let settings = scene as? SettingsScene, let published else { return nil }
        let now = settings.hostSettings
        guard now != published else { return nil }
        self.published = now
        return now
    }

    /// Tells the scene what the runner now does.
    mutating func publish(_ host: HostSettings, to scene: Scene) {
        published = host
        guard let settings = scene as? SettingsScene, settings.hostSettings != host else { return }
        settings.hostSettings = host
    }
}
