import SimKit

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
    /// Speed, rings and bezel shared with a scene that has its own settings (issue 11).
    private var link = HostSettingsLink()

    init(scene: Scene, player: ScriptPlayer?, speed: Double, showTouches: Bool) {
        self.scene = scene
        self.player = player
        clock = SceneClock(speed: speed)
        overlay = TouchOverlay(isEnabled: showTouches)
    }

    /// Tells the scene what the runner now does: speed, rings and whether the bezel shows.
    func publish(bezel: Bool) {
        link.publish(HostSettings(speed: clock.runningSpeed, touches: overlay.isEnabled, bezel: bezel), to: scene)
    }

    /// Plays frame `n` at virtual time `t`: the script's actions, the clock, the scene, the input.
    /// `screenshotNow` draws and saves the screen as it stands (a screenshot followed by input in the
    /// same frame); the other screenshots are returned, to be saved once the frame is drawn.
    func update(frame n: Int, at t: Double, settleFrames: Int, setBezel: (Bool) -> Void, bezelShown: () -> Bool,
                         screenshotNow: (String) throws(RunnerError) -> Void,
                         warn: (String) -> Void) throws(RunnerError) -> [String] {
        guard !isDone else {
            // At rest while other panels play on: time still passes, nothing else happens.
            clock.advance(toWall: t)
            scene.advance(to: clock.time)
            return []
        }
        let actions = player?.step(at: t, scene: scene) ?? []
        if let h = link.changes(in: scene) {
            clock.speed = h.speed; clock.slowAnimations = false
            overlay.isEnabled = h.touches
            setBezel(h.bezel)
        }
        for case .setSpeed(let f) in actions { clock.speed = f }
        for case .setTouches(let on) in actions { overlay.isEnabled = on }
        for case .setBezel(let on) in actions { setBezel(on) }
        for case .setScene(let s) in actions { (scene as? SettingsScene)?.apply(s) }
        publish(bezel: bezelShown())
        clock.advance(toWall: t)
        scene.advance(to: clock.time)
        var screenshots: [String] = []
        for (i, action) in actions.enumerated() {
            switch action {
            case .input(let e):
                let event = e.retimed(clock.time)
                overlay.track(event)
                scene.handle(event)
            case .screenshot(let path):
                // A screenshot shows the screen where it stands in the script: input that
                // follows it in the same frame (`screenshot`, then `release`) comes after it.
                let inputFollows = actions[(i + 1)...].contains { if case .input = $0 { true } else { false } }
                if inputFollows { try screenshotNow(path) } else { screenshots.append(path) }
            case .warning(let w): warn(w)
            case .setSpeed, .setTouches, .setBezel, .setScene: break
            }
        }
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
