import SimKit
import Playback

/// The settings the window carries out for the scene: speed, touch rings and the bezel,
/// changed by flags, scripts, Ctrl+T or the scene's own Settings screen, and always the same on both
/// sides (`HostSettingsLink`).
extension LiveRunner {
    /// Follows what the scene changed, then tells it what the window now does.
    func syncHostSettings() {
        if let h = hostLink.changes(in: scene) {
            sceneClock.speed = h.speed
            sceneClock.slowAnimations = false
            overlay.isEnabled = h.touches
            setBezel(h.bezel)
        }
        hostLink.publish(HostSettings(speed: sceneClock.runningSpeed, touches: overlay.isEnabled, bezel: bezel != nil),
                         to: scene)
    }

    /// Starts a take's script with the settings in effect: its replay runs headless, where stored
    /// settings are ignored, and must look the same. The bezel is the take's (its video's size).
    func recordStartingSettings() {
        guard let recording else { return }
        for s in (scene as? SettingsScene)?.sceneSettings ?? [] { recording.recordSetting(.set(s), at: wallTime) }
        if overlay.isEnabled { recording.recordSetting(.setTouches(true), at: wallTime) }
        if bezel != nil { recording.recordSetting(.setBezel(true), at: wallTime) }
    }

    /// Draws or removes the phone frame at once; the window grows or shrinks around it so the phone
    /// keeps its size where the display allows. A recording keeps one frame size, so while one runs
    /// the bezel stays as it is.
    func setBezel(_ on: Bool) {
        guard on != (bezel != nil) else { return }
        guard recording == nil else { return show("The bezel changes after the recording (Ctrl+R)") }
        bezel = on ? Bezel(screen: Self.screen) : nil
        window.setCanvas(bezel?.canvasSize ?? Self.screen, screenOrigin: bezel?.screenOrigin ?? .zero)
        translator.letterbox = window.letterbox
    }
}
