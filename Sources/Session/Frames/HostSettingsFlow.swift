import SimKit
import Playback

/// The settings a runner carries out for its scene, and how they flow. Each has one owner: the
/// clock's speed (Ctrl+T, `set speed`) and the touch rings are the driver's, the bezel and the
/// device its host's (the window's size, a headless canvas's room). The scene reads what runs from
/// the driver (`SettingsScene.readsHostSettings`) and keeps no copy; a change the runner makes is
/// told to it as an event (`tell`), after which it draws what it reads. What the scene's Settings
/// screen asks for arrives as a request (`follow`) carried out where it differs from what runs, so
/// a request for what is already so (the speed Ctrl+T just stored) changes nothing. Everything the
/// scene is told is written in the journal, so a re-derived scene is told the same.
///
///     let flow = HostSettingsFlow(device: .standard)
///     flow.tell(flow.running(clock: clock, rings: rings, host: host), to: scene, journal: journal)
@MainActor
package struct HostSettingsFlow {
    /// The device the scene runs on; another one is another scene, and so another driver.
    package let device: Device

    package init(device: Device) { self.device = device }

    /// What the runner carries out now, as the scene's settings show it.
    package func running(clock: SceneClock, rings: TouchOverlay, host: FrameDriverHost?) -> HostSettings {
        HostSettings(speed: clock.runningSpeed, touches: rings.isEnabled, bezel: host?.showsBezel ?? false, device: device)
    }

    /// Tells `scene` that what runs has changed (to `running`, which the journal keeps): it reads
    /// and draws it.
    package func tell(_ running: HostSettings, to scene: Scene, journal: SceneJournal) {
        guard let settings = scene as? SettingsScene else { return }
        journal.record(.host(running))
        settings.hostSettingsChanged()
    }

    /// A `set` line for the scene (a script's, the window's).
    package func apply(_ setting: SceneSetting, to scene: Scene, journal: SceneJournal) {
        journal.record(.setting(setting))
        (scene as? SettingsScene)?.apply(setting)
    }

    /// A choice made with the window's keys (Ctrl+1…), kept by the scene as a preference.
    package func applyChosenByUser(_ setting: SceneSetting, to scene: Scene, journal: SceneJournal) {
        journal.record(.chosen(setting))
        (scene as? SettingsScene)?.applyChosenByUser(setting)
    }

    /// Ctrl+T's speed, kept by the scene as a preference.
    package func applyChosenByUser(_ host: HostSettings, to scene: Scene, journal: SceneJournal) {
        journal.record(.host(host))
        (scene as? SettingsScene)?.applyChosenByUser(host)
    }

    /// Carries out what the scene asks for (`request`) where it differs from what runs: the speed
    /// on `clock` (a chosen speed ends Ctrl+T's slow clock), the rings, and the bezel and the
    /// device by the host.
    package func follow(_ request: HostSettings, clock: inout SceneClock, rings: inout TouchOverlay, host: FrameDriverHost?) {
        if request.speed != clock.runningSpeed {
            clock.speed = request.speed
            clock.slowAnimations = false
        }
        rings.isEnabled = request.touches
        if let host {
            if request.bezel != host.showsBezel { host.showBezel(request.bezel) }
            if request.device != device { host.requestDevice(request.device) }
        }
    }
}
