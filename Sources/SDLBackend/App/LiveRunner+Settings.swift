import Foundation
import SimKit
import Playback

/// The settings the window carries out for the scene: speed, touch rings and the bezel, changed by
/// flags, scripts, Ctrl+T or the scene's own Settings screen. They flow one way each through the
/// `FrameDriver`: the runner's changes are told to the scene, the scene's arrive as change events.
extension LiveRunner {
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
    /// the bezel stays as it is. True when the frame is now as asked.
    func setBezel(_ on: Bool) -> Bool {
        guard on != (bezel != nil) else { return true }
        guard recording == nil else {
            show("The bezel changes after the recording (Ctrl+R)")
            return false
        }
        bezel = on ? Bezel(device: configuration.device) : nil
        window.setCanvas(bezel?.canvasSize ?? screen, screenOrigin: bezel?.screenOrigin ?? .zero)
        translator.letterbox = window.letterbox
        return true
    }
}

/// The window's side of a frame's script actions.
extension LiveRunner: FrameDriverHost {
    /// A script's screenshot is taken at once, with the screen as it stands.
    func screenshot(_ path: String, beforeMore: Bool) throws(RunnerError) {
        screenshot(to: path)
    }

    func warn(_ message: String) { FileHandle.standardError.write(Data((message + "\n").utf8)) }

    /// Placed as the window's input, so a take running meanwhile writes it down.
    func scriptInput(_ event: InputEvent) { deliver(event, wall: scriptStart + event.time) }

    /// The clock has carried the key out; the window says so, and a take notes it.
    func scriptTool(_ tool: LiveEvent) { announce(tool) }

    func scriptChanged(_ command: ScriptCommand) { recording?.recordSetting(command, at: wallTime) }
}
