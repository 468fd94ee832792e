import SimKit
import Playback

/// One scene playing one script on the virtual clock: what `HeadlessLoop` steps once a frame, once
/// per panel when `--compare` plays the same script in several styles side by side. The frame
/// itself is the `FrameDriver`'s, as in the window.
@MainActor
package final class HeadlessLane: FrameDriverHost {
    package let driver: FrameDriver
    package let player: ScriptPlayer?
    package var scene: Scene { driver.scene }
    package var overlay: TouchOverlay { driver.overlay }
    /// Whether the phone frame is drawn (`--bezel`, `set bezel`, the scene's switch): the lane's, as
    /// only the lane knows whether its canvas has room.
    package private(set) var showsBezel: Bool
    /// The frame at which the script ended with the scene still moving.
    private var finishedAt: Int?
    /// True once the script has ended and the scene is at rest (or gave up settling).
    package private(set) var isDone = false
    /// Whether the canvas has room for the frame: a recording keeps one size, so without room a
    /// bezel turned on mid-run stays off, and says so once.
    private let hasBezelRoom: Bool
    private var warnedNoBezelRoom = false
    /// This frame's warnings go here, and its screenshots that must be drawn before more input.
    private var warnOut: (String) -> Void = { _ in }
    private var screenshotNow: (String) throws(RunnerError) -> Void = { _ in }
    private var screenshotsAfter: [String] = []

    package init(scene: Scene, player: ScriptPlayer?, speed: Double, showTouches: Bool, bezel: Bool = false,
         hasBezelRoom: Bool = false) {
        self.player = player
        self.hasBezelRoom = hasBezelRoom
        showsBezel = bezel && hasBezelRoom
        driver = FrameDriver(scene: scene, screen: scene.screenSize, speed: speed, showTouches: showTouches)
        driver.host = self
    }

    /// A bezel turned on needs room the canvas was made with; without it, it stays off and says so once.
    package func showBezel(_ on: Bool) {
        if on, !hasBezelRoom {
            if !warnedNoBezelRoom {
                warnedNoBezelRoom = true
                warnOut("cardsim: the bezel was turned on mid-run without room for it (the frame size is fixed); "
                        + "start with --bezel or put `set bezel on` in the script")
            }
            return
        }
        showsBezel = on
    }

    package func requestDevice(_ other: Device) {
        warn("cardsim: the device stays \(driver.device.title) in a headless run, whose frames have one size; "
             + "choose \(other.name) with --device or a script's set device")
    }

    /// Plays frame `n` at virtual time `t`: the script's actions, the clock, the scene, the input.
    /// `screenshotNow` draws and saves the screen as it stands (a screenshot followed by input in the
    /// same frame); the other screenshots are returned, to be saved once the frame is drawn.
    package func update(frame n: Int, at t: Double, settleFrames: Int,
                screenshotNow: @escaping (String) throws(RunnerError) -> Void,
                warn: @escaping (String) -> Void) throws(RunnerError) -> [String] {
        warnOut = warn
        guard !isDone else {
            // At rest while other panels play on: time still passes, nothing else happens.
            driver.beginFrame(wall: t)
            driver.finishInput()
            return []
        }
        self.screenshotNow = screenshotNow
        // Held for this frame only: it holds the loop's lanes, this one among them, and the canvas,
        // which a run's end would otherwise never free (53 MB a run at 2 px/pt).
        defer { self.screenshotNow = { _ in } }
        screenshotsAfter = []
        let actions = player?.step(at: t, scene: scene) ?? []
        driver.beginFrame(wall: t, actions: actions)
        try driver.perform(actions)
        driver.finishInput()
        if actions.contains(.end) {
            // The script says the run ends here, moving or not: this frame is not drawn.
            isDone = true
        } else if let player, player.isFinished, actions.isEmpty {
            // A paused clock (`key space`, `seek`) holds the scene where it is: nothing more will move.
            if scene.isIdle || driver.clock.isPaused {
                isDone = true
            } else {
                let since = finishedAt ?? n
                finishedAt = since
                if n - since >= settleFrames {
                    warn("\(player.script.file): still animating \(Int(ScriptPlayer.settleLimit)) s after the script ended; stopping")
                    isDone = true
                }
            }
        }
        return screenshotsAfter
    }

    // MARK: FrameDriverHost

    package func screenshot(_ path: String, beforeMore: Bool) throws(RunnerError) {
        if beforeMore { try screenshotNow(path) } else { screenshotsAfter.append(path) }
    }

    package func warn(_ message: String) { warnOut(message) }

    package func scriptInput(_ event: InputEvent) { driver.deliverScripted(event) }

    package func scriptTool(_ tool: ClockKey) {}

    package func scriptChanged(_ command: ScriptCommand) {}
}
