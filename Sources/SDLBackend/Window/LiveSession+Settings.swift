import Foundation
import SimKit
import Playback
import Session

/// The settings the window carries out for the scene: speed, touch rings and the bezel, changed by
/// flags, scripts, Ctrl+T or the scene's own Settings screen. They flow one way each through the
/// `FrameDriver`: the runner's changes are told to the scene, the scene's arrive as change events.
extension LiveSession {
    /// Starts a take's script with the settings in effect: its replay runs headless, where stored
    /// settings are ignored, and must look the same. The bezel is the take's (its video's size).
    func recordStartingSettings() {
        guard let recording else { return }
        for s in (scene as? SettingsScene)?.sceneSettings ?? [] { recording.recordSetting(.set(s), at: takeWall) }
        if overlay.isEnabled { recording.recordSetting(.setTouches(true), at: takeWall) }
        if bezel != nil { recording.recordSetting(.setBezel(true), at: takeWall) }
    }

    /// Whether the phone frame is drawn: the window's `bezel`, its only record.
    package var showsBezel: Bool { bezel != nil }

    /// Draws or removes the phone frame at once; the window grows or shrinks around it so the phone
    /// keeps its size where the display allows. A recording keeps one frame size, so while one runs
    /// the bezel stays as it is.
    package func showBezel(_ on: Bool) {
        guard on != showsBezel else { return }
        guard recording == nil else { return show(words.bezelAfterTake) }
        bezel = on ? Bezel(device: device) : nil
        window.setCanvas(bezel?.canvasSize ?? screen, screenOrigin: bezel?.screenOrigin ?? .zero)
        translator.letterbox = window.letterbox
    }

    /// Settings › Device. A recording keeps one frame size, as with the bezel. The scene is in the
    /// middle of handling the tap: it is remade once this frame's input is done.
    package func requestDevice(_ other: Device) {
        if recording != nil {
            deviceAfterTake = other
            show(words.deviceAfterTake)
        } else {
            pendingDevice = other
        }
    }
}

/// Another device, chosen in Settings › Device: the scene is remade for it and the window takes
/// its size, as the bezel switch resizes it.
extension LiveSession {
    /// Makes `driver` the window's: this session is its host, and `makeFresh` makes the scenes
    /// like the one it plays now, for seeking and rehearsals to re-derive from.
    func wire(_ driver: FrameDriver, makeFresh: @escaping () -> Scene?) {
        driver.host = self
        driver.makeScene = makeFresh
    }

    /// A fresh scene from `factory` with the window's hooks (the desktop's clipboard).
    static func wiredScene(_ factory: HeadlessRunner.SceneFactory, window: LiveWindow) throws -> Scene {
        let scene = try factory(window.measurer, window.images)
        (scene as? PasteboardScene)?.pasteboard = SDLPasteboard()
        return scene
    }

    /// Remakes the scene on `other`, keeping its settings, the clock (its time, speed and pause)
    /// and the rings; the window grows or shrinks around the new screen. A script still playing
    /// was written for the old screen, so it stops.
    func switchDevice(to other: Device) {
        pendingDevice = nil
        guard recording == nil, let current = scene as? SettingsScene,
              let makeFresh = current.remaker(for: other), let next = current.remade(for: other) else { return }
        let old = driver
        // The loop's times are the old journal's.
        _ = timeline.stopLoop()
        // On another device the journal starts again, from the remade scene: a seek or a
        // rehearsal re-derives from a fresh copy of it, not from the launch's factory.
        driver = FrameDriver(scene: next, screen: next.screenSize, speed: old.clock.speed, showTouches: old.overlay.isEnabled)
        wire(driver, makeFresh: makeFresh)
        driver.clock = old.clock
        driver.tellScene()
        // `device` and `screen` are the new driver's from here.
        if bezel != nil { bezel = Bezel(device: device) }
        window.setCanvas(bezel?.canvasSize ?? screen, screenOrigin: bezel?.screenOrigin ?? .zero)
        translator.letterbox = window.letterbox
        if script.isPlaying { scriptEnded(saying: words.scriptForAnotherDevice) }
    }
}

/// The window's side of a frame's script actions.
extension LiveSession: FrameDriverHost {
    /// A script's screenshot is taken at once, with the screen as it stands.
    package func screenshot(_ path: String, beforeMore: Bool) throws(RunnerError) {
        screenshot(to: path)
    }

    package func warn(_ message: String) { StandardStream.error.write(message + "\n") }

    /// Placed as the window's input, so a take running meanwhile writes it down.
    package func scriptInput(_ event: InputEvent) { deliver(event, wall: script.wall(of: event)) }

    /// The clock has carried the key out; the window says so, and a take notes it.
    package func scriptTool(_ tool: ClockKey) { announce(LiveEvent(tool)) }

    package func scriptChanged(_ command: ScriptCommand) { recording?.recordSetting(command, at: takeWall) }
}
