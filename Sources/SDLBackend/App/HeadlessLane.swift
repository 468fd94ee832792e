import SimKit
import Playback

/// One scene playing one script on its own clock: what `HeadlessLoop` steps once a frame — once
/// per panel when `--compare` plays the same script in several styles side by side.
@MainActor
final class HeadlessLane {
    let scene: Scene
    let player: ScriptPlayer?
    var clock: SceneClock
    var overlay: TouchOverlay
    /// The frame at which the script ended with the scene still moving.
    private var finishedAt: Int?
    /// True once the script has ended and the scene is at rest (or gave up settling).
    private(set) var isDone = false
    /// Speed, rings and bezel shared with a `SettingsScene`.
    private var link = HostSettingsLink()
    /// The phone frame drawn now (`--bezel`, `set bezel`, the scene's own switch).
    private(set) var showsBezel: Bool
    /// Whether the canvas has room for the frame: a recording keeps one size, so without room a
    /// bezel turned on mid-run stays off, and says so once.
    private let hasBezelRoom: Bool
    private var warnedNoBezelRoom = false

    init(scene: Scene, player: ScriptPlayer?, speed: Double, showTouches: Bool, bezel: Bool = false,
         hasBezelRoom: Bool = false) {
        self.scene = scene
        self.player = player
        clock = SceneClock(speed: speed)
        overlay = TouchOverlay(isEnabled: showTouches)
        showsBezel = bezel && hasBezelRoom
        self.hasBezelRoom = hasBezelRoom
        publishHostSettings()
    }

    /// Tells the scene the speed, rings and bezel the lane now carries out.
    private func publishHostSettings() {
        link.publish(HostSettings(speed: clock.runningSpeed, touches: overlay.isEnabled, bezel: showsBezel), to: scene)
    }

    /// Takes the speed, rings and bezel the scene changed since they were last published.
    private func followScene(warn: (String) -> Void) {
        guard let h = link.changes(in: scene) else { return }
        clock.speed = h.speed; clock.slowAnimations = false
        overlay.isEnabled = h.touches
        setBezel(h.bezel, warn: warn)
    }

    private func setBezel(_ on: Bool, warn: (String) -> Void) {
        guard on, !hasBezelRoom else { return showsBezel = on && hasBezelRoom }
        guard !warnedNoBezelRoom else { return }
        warnedNoBezelRoom = true
        warn("cardsim: the bezel was turned on mid-run without room for it (the frame size is fixed); "
             + "start with --bezel or put `set bezel on` in the script")
    }

    /// Plays frame `n` at virtual time `t`: the script's actions, the clock, the scene, the input.
    /// `screenshotNow` draws and saves the screen as it stands (a screenshot followed by input in the
    /// same frame); the other screenshots are returned, to be saved once the frame is drawn.
    func update(frame n: Int, at t: Double, settleFrames: Int,
                         screenshotNow: (String) throws(RunnerError) -> Void,
                         warn: (String) -> Void) throws(RunnerError) -> [String] {
        guard !isDone else {
            // At rest while other panels play on: time still passes, nothing else happens.
            clock.advance(toWall: t)
            scene.advance(to: clock.time)
            return []
        }
        let actions = player?.step(at: t, scene: scene) ?? []
        // What the scene changed itself (its Settings screen) first, then the script's own lines.
        followScene(warn: warn)
        for case .setSpeed(let f) in actions { clock.speed = f }
        for case .setTouches(let on) in actions { overlay.isEnabled = on }
        let before = clock.time
        clock.advance(toWall: t)
        // `key space`, `key .` and `key t` work the scene clock as the window's keys do.
        for case .input(.key(let key, _)) in actions {
            switch LiveEvent.tool(for: key) {
            case .togglePause?: clock.isPaused.toggle()
            case .stepFrame? where clock.isPaused: clock.step(frameDuration: LiveRunner.stepDuration)
            case .toggleSlowAnimations?: clock.toggleSlowAnimations()
            default: break
            }
        }
        // Input stamped between the frames (`at` lines) is handled at its instant, the rest at the
        // frame's time, in the same order as in the window (FrameInput).
        var input = FrameInput(frameTime: clock.time, after: before)
        var screenshots: [String] = []
        for (i, action) in actions.enumerated() {
            switch action {
            case .input(.key(let key, _)) where LiveEvent.tool(for: key) != nil:
                break
            case .input(let e):
                let event = e.retimed(clock.time(atWall: e.time))
                overlay.track(event)
                input.handle(event, scene: scene)
            case .warning(let w): warn(w)
            case .setSpeed, .setTouches: break
            case .screenshot(let path):
                input.advance(scene)
                // A screenshot shows the screen where it stands in the script: input that
                // follows it in the same frame (`screenshot`, then `release`) comes after it.
                // So do settings that change the picture (`screenshot a.png`, then `set lang ko`).
                let inputFollows = actions[(i + 1)...].contains {
                    switch $0 {
                    case .input, .setScene, .setBezel: true
                    default: false
                    }
                }
                if inputFollows { try screenshotNow(path) } else { screenshots.append(path) }
            // In script order, so a screenshot before them shows the screen without them.
            case .setBezel(let on):
                input.advance(scene)
                setBezel(on, warn: warn)
            case .setScene(let s):
                input.advance(scene)
                (scene as? SettingsScene)?.apply(s)
            }
        }
        input.advance(scene)
        // A switch the input just flipped is the scene's; it is followed before the runner's are told.
        followScene(warn: warn)
        publishHostSettings()
        if let player, player.isFinished, actions.isEmpty {
            if scene.isIdle {
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
        return screenshots
    }
}
