import SimKit
import Playback

/// One scene's frames, whoever runs them: the window on the wall clock, a headless lane on the
/// virtual clock, each `--compare` panel. It owns the scene's clock (speed, Ctrl+T, pause, steps),
/// the touch rings, and it is the one place that carries out a frame's script
/// actions, places input on the scene's time, and hands it to the scene in order (`FrameInput`).
///
///     let driver = FrameDriver(scene: scene, screen: Size(390, 844))
///     driver.host = self                             // the window or a headless lane
///     driver.beginFrame(wall: t, actions: actions)   // speed and rings first, then the clock
///     try driver.perform(actions)                    // keys, input, screenshots, settings, in order
///     driver.deliver(event, wall: w)                 // the window's own input, placed on the take's grid
///     driver.finishInput()                           // the scene moves on to the frame's time; draw
///
/// Each setting has one owner: the clock's speed and the rings are the driver's, the bezel and the
/// device are the host's (the window's size, a headless canvas's room). Changes flow one way each:
/// what the runner carries out is told to the scene (`tellScene`), which only shows and stores it;
/// what the scene's Settings screen asks for arrives as a request (`onHostSettingsChange`) that the
/// driver carries out or hands to its host, and a request for what is already so changes nothing.
@MainActor
package final class FrameDriver {
    /// The wall time one `.` (a step while paused) moves the clock by: a 60 Hz frame.
    package static let stepDuration = 1.0 / 60

    /// The scene on screen: the one it was made with, or one re-derived by `seek`.
    package private(set) var scene: Scene
    /// What the scene was given, for `seek` to re-derive any earlier time from.
    package let journal = SceneJournal()
    /// A fresh scene like the first, with the runner's hooks, for `seek`; nil where none can be made.
    package var makeScene: (() -> Scene?)?
    /// The simulated screen in points: live input is pinned to it.
    package let screen: Size
    /// The scene's clock.
    package var clock: SceneClock
    /// The touch rings (`--show-touches`, `set touches`, the scene's switch).
    package var overlay: TouchOverlay
    /// The window or headless lane the frames are played for: it owns the bezel and the device, takes
    /// screenshots and hears of what the script did. Set by the host once the driver is made; the
    /// scene then hears of the host's bezel.
    package weak var host: FrameDriverHost? { didSet { tellScene() } }
    /// Wall seconds of the frame being played, and of the one before it.
    private(set) var frameWall = 0.0
    private(set) var previousFrameWall = 0.0
    private var input = FrameInput(frameTime: 0)
    /// The device the scene runs on; another one is another scene, and so another driver.
    package let device: Device
    /// The frames a tap would bring, for the press they were run for (see `upcomingFrames`).
    var tapAhead: (press: Int, frames: [[DrawCommand]])?
    /// The scenes those are run on, derived from the journal and kept level with it.
    var rehearsals: [DerivedScene] = []
    /// The effects the first scene carried out: fresh scenes before any restart answer from it.
    let launchLog: EffectLog?
    /// Whether a transition has run since the journal last restarted (see `restartIfAtHome`).
    var movedSinceRestart = false

    package init(scene: Scene, screen: Size, speed: Double = 1, showTouches: Bool = false) {
        self.scene = scene
        self.screen = screen
        clock = SceneClock(speed: speed)
        overlay = TouchOverlay(isEnabled: showTouches)
        device = (scene as? SettingsScene)?.hostSettings.device ?? .standard
        launchLog = (scene as? EffectfulScene)?.effects.log
        if let settings = scene as? SettingsScene {
            settings.onHostSettingsChange = { [weak self] in self?.follow($0) }
        }
        tellScene()
    }

    // MARK: The frame

    /// Starts the frame at `wall` seconds. The speed and rings the script sets in this frame apply
    /// first, so the clock moves to the frame at the new speed; then the clock moves on, and the
    /// script's `key space`, `key .` and `key t` work it as the window's keys do.
    package func beginFrame(wall: Double, actions: [ScriptAction] = []) {
        var changed = false
        for action in actions {
            switch action {
            case .setSpeed(let f): clock.speed = f; changed = true
            case .setTouches(let on): overlay.isEnabled = on; changed = true
            default: break
            }
        }
        let before = clock.time
        previousFrameWall = frameWall
        frameWall = max(frameWall, wall)
        clock.advance(toWall: frameWall)
        for case .input(.key(let key, _)) in actions {
            switch ClockKey(key) {
            case .togglePause?: togglePause()
            case .stepFrame? where clock.isPaused: clock.step(frameDuration: Self.stepDuration)
            case .stepBack? where clock.isPaused: seek(to: clock.time - Self.stepDuration * clock.runningSpeed)
            case .toggleSlowAnimations?: clock.toggleSlowAnimations(); changed = true
            default: break
            }
        }
        for case .seek(let t) in actions { seek(to: t) }
        if changed { tellScene() }
        input = FrameInput(frameTime: clock.time, after: before)
    }

    /// Moves the scene to the frame's time once this frame's input is in; before drawing. After a
    /// seek, the clock running on plays the journal's kept future (a take's input included) until
    /// it runs out or new input branches off.
    package func finishInput() {
        if let c = journal.cursor, !input.isAdvanced, input.frameTime > c.time {
            if journal.start(for: input.frameTime).index > c.index {
                // Past a restart: the straight run swapped its scene there, and so does this one.
                _ = rederive(at: input.frameTime)
            } else {
                journal.showing(index: journal.replay(into: scene, from: c.index, until: input.frameTime), time: input.frameTime)
            }
            if let i = journal.cursor?.index, i >= journal.entries.count { journal.resumeRecording() }
            input.markAdvanced()
            return
        }
        input.advance(scene, journal: journal)
        restartIfAtHome()
    }

    /// The `.` key while paused: one frame of `frameDuration` wall seconds, at once.
    package func step(frameDuration: Double) {
        if journal.cursor != nil { return _ = seek(to: clock.time + max(0, frameDuration) * clock.runningSpeed) }
        input.advance(scene, journal: journal)
        clock.step(frameDuration: frameDuration)
        input = FrameInput(frameTime: clock.time, after: clock.time)
        input.advance(scene, journal: journal)
    }

    // MARK: Time backwards

    /// Shows the scene at scene time `time` (0 to the latest time seen), paused: the scene a straight
    /// run shows at `time`, re-derived from the journal (`SceneJournal`), backwards as well as
    /// forwards. Forwards from the time shown, the scene on screen is played on; backwards, a fresh
    /// scene is given the journal from the start. Returns false where no scene can be made.
    @discardableResult
    package func seek(to time: Double) -> Bool {
        let t = min(max(time, journal.reach), max(journal.endTime, clock.time))
        clock.isPaused = true
        if let c = journal.cursor, t >= c.time, journal.start(for: t).index <= c.index {
            journal.showing(index: journal.replay(into: scene, from: c.index, until: t), time: t)
        } else if journal.cursor == nil, t >= clock.time {
            // Ahead of the time shown with nothing recorded there: the clock simply moves on.
            input.advance(scene, journal: journal)
            journal.record(.advance(t))
            scene.advance(to: t)
        } else {
            guard rederive(at: t) else { return false }
        }
        clock.seek(to: t)
        input = FrameInput(frameTime: t, after: t)
        input.advance(scene, journal: journal)
        return true
    }

    /// The scene derived from the journal at `time`, adopted as the scene on screen; false where
    /// none can be made.
    private func rederive(at time: Double) -> Bool {
        guard var derived = derivedScene(at: time) else { return false }
        derived.play(until: time)
        journal.showing(index: derived.given, time: time)
        adopt(derived.scene)
        return true
    }

    /// A scene derived from the journal (`DerivedScene`), not yet given anything: fresh from the
    /// latest restart at or before `time` (the twin a restart swapped in, or one like the first),
    /// answering for its effects from that stretch's log, so a replay shows what the live scene
    /// showed. Nil where none can be made.
    func derivedScene(at time: Double) -> DerivedScene? {
        let start = journal.start(for: time)
        guard let fresh = start.lineage.map({ $0.make() }) ?? makeScene?() else { return nil }
        if let log = start.lineage?.log ?? launchLog { (fresh as? EffectfulScene)?.effects.share(log) }
        return DerivedScene(fresh, from: start.index, of: journal)
    }

    /// Takes `fresh` as the scene on screen, wired as the first was.
    package func adopt(_ fresh: Scene) {
        scene = fresh
        if let settings = scene as? SettingsScene {
            settings.onHostSettingsChange = { [weak self] in self?.follow($0) }
        }
    }

    // MARK: Input

    /// `event` as the scene gets it and a take writes it, with the wall instant it is stamped at:
    /// `wall` held between the previous frame and this one (input arrives before the frame that
    /// delivers it), nil meaning this frame's instant; its position pinned to the screen and put on
    /// the thousandth of a point, as the take writes it.
    package func place(_ event: InputEvent, wall: Double? = nil) -> (event: InputEvent, wall: Double) {
        let w = min(frameWall, max(previousFrameWall, wall ?? frameWall))
        let t = clock.time(atWall: w)
        let p = { (q: Point) in ScriptRecorder.place(q, on: self.screen) }
        let placed: InputEvent
        switch event {
        case .pointerDown(let q, _): placed = .pointerDown(p(q), time: t)
        case .pointerMove(let q, _): placed = .pointerMove(p(q), time: t)
        case .pointerUp(let q, _): placed = .pointerUp(p(q), time: t)
        case .hover(let q, _): placed = .hover(p(q), time: t)
        case .pointerCancel: placed = .pointerCancel(time: t)
        case .wheel(let dx, let dy, let q, _):
            placed = .wheel(dx: ScriptRecorder.amount(dx), dy: ScriptRecorder.amount(dy), at: p(q), time: t)
        case .key(let k, _): placed = .key(k, time: t)
        }
        return (placed, w)
    }

    /// The window's input: placed, shown by the rings and handed to the scene at its instant.
    /// Returns it as placed, for the take.
    @discardableResult
    package func deliver(_ event: InputEvent, wall: Double? = nil) -> (event: InputEvent, wall: Double) {
        let placed = place(event, wall: wall)
        overlay.track(placed.event)
        input.handle(placed.event, scene: scene, journal: journal)
        return placed
    }

    /// A script's input: stamped with the scene time of its own instant, exactly as written.
    package func deliverScripted(_ event: InputEvent) {
        let e = event.retimed(clock.time(atWall: event.time))
        overlay.track(e)
        input.handle(e, scene: scene, journal: journal)
    }

    // MARK: Script actions

    /// Carries out the frame's script actions after `beginFrame` (which has worked the clock):
    /// input, screenshots and settings in script order; the host hears of the clock's keys. A screenshot shows the screen where it stands in the script, so input or settings that
    /// follow it in the same frame come after it (`host.screenshot(_, before: true)`); the others are
    /// taken once the frame is drawn. A driver without a host (a test's) only works the clock.
    package func perform(_ actions: [ScriptAction]) throws(RunnerError) {
        guard let host else { return }
        for case .input(.key(let key, _)) in actions {
            if let tool = ClockKey(key) { host.scriptTool(tool) }
        }
        for (i, action) in actions.enumerated() {
            switch action {
            case .input(.key(let key, _)) where ClockKey(key) != nil:
                break
            case .input(let e):
                host.scriptInput(e)
            case .warning(let w):
                host.warn(w)
            case .setSpeed:
                break   // taken in `beginFrame`
            case .setTouches(let on):
                host.scriptChanged(.setTouches(on))   // taken in `beginFrame`; a take notes it
            case .seek:
                break   // taken in `beginFrame`
            case .end:
                break   // the player has ended; a headless lane stops at this frame
            case .screenshot(let path):
                input.advance(scene, journal: journal)
                let changesFollow = actions[(i + 1)...].contains {
                    switch $0 {
                    case .input, .setScene, .setBezel: true
                    default: false
                    }
                }
                try host.screenshot(path, beforeMore: changesFollow)
            case .setBezel(let on):
                input.advance(scene, journal: journal)
                setBezel(on)
            case .setScene(let s):
                input.advance(scene, journal: journal)
                apply(s)
                host.scriptChanged(.set(s))
            }
        }
    }

    // MARK: Settings

    /// Space: the scene's clock stops or runs on (a script's `key space`, the window's key).
    package func togglePause() { clock.isPaused.toggle() }

    /// The window's Ctrl+T: ten times slower or back, kept as a preference, as Settings' Speed row
    /// keeps its choice. (A script's `key t` toggles the clock without storing anything.)
    package func toggleSlowAnimationsByUser() {
        clock.toggleSlowAnimations()
        applyChosenByUser(hostSettings)
        tellScene()
    }

    /// The runner's bezel switch (`set bezel`, a flag): carried out by the host, then told to the scene.
    package func setBezel(_ on: Bool) {
        guard let host, on != host.showsBezel else { return }
        host.showBezel(on)
        tellScene()
    }

    /// What the runner does now, as the scene's settings show it.
    var hostSettings: HostSettings {
        HostSettings(speed: clock.runningSpeed, touches: overlay.isEnabled, bezel: host?.showsBezel ?? false, device: device)
    }

    /// Tells the scene the speed, rings, bezel and device the runner carries out.
    package func tellScene() {
        guard let settings = scene as? SettingsScene, settings.hostSettings != hostSettings else { return }
        journal.record(.host(hostSettings))
        settings.hostSettings = hostSettings
    }

    /// A `set` line for the scene (a script's, the window's).
    package func apply(_ setting: SceneSetting) {
        journal.record(.setting(setting))
        (scene as? SettingsScene)?.apply(setting)
    }

    /// A choice made with the window's keys (Ctrl+1…), kept as a preference.
    package func applyChosenByUser(_ setting: SceneSetting) {
        journal.record(.chosen(setting))
        (scene as? SettingsScene)?.applyChosenByUser(setting)
    }

    /// Ctrl+T's speed, kept as a preference.
    package func applyChosenByUser(_ host: HostSettings) {
        journal.record(.host(host))
        (scene as? SettingsScene)?.applyChosenByUser(host)
    }

    /// The scene asks for them (its Settings screen, or a choice of the window's keys it stored):
    /// the runner carries out what differs from what it does now. Ctrl+T's slower clock is stored
    /// by the scene and comes back as a request for the speed that already runs: nothing changes.
    private func follow(_ h: HostSettings) {
        guard h != hostSettings else { return }
        if h.speed != clock.runningSpeed {
            clock.speed = h.speed
            clock.slowAnimations = false
        }
        overlay.isEnabled = h.touches
        if let host {
            if h.bezel != host.showsBezel { host.showBezel(h.bezel) }
            if h.device != device { host.requestDevice(h.device) }
        }
        tellScene()
    }
}

/// What differs between the window and a headless lane when a frame's script actions are carried
/// out: how a screenshot is taken, where warnings go, what the window's tools say, and what a live
/// take writes down.
@MainActor
package protocol FrameDriverHost: AnyObject {
    /// Saves the screen as it stands; `beforeMore`: input or settings follow in this frame, so it
    /// must be drawn now rather than with the frame.
    func screenshot(_ path: String, beforeMore: Bool) throws(RunnerError)
    func warn(_ message: String)
    /// A script's input event: a headless lane hands it on as written (`deliverScripted`); the
    /// window places it as its own input, so a take running meanwhile writes it down.
    func scriptInput(_ event: InputEvent)
    /// `key space`, `key .` or `key t` from the script, which the clock has already carried out.
    func scriptTool(_ tool: ClockKey)
    /// A setting the script changed (`set touches`, a scene's `set` line), for a live take.
    func scriptChanged(_ command: ScriptCommand)
    /// Whether the phone frame is drawn: the host's, since drawing it changes the window's size or
    /// needs room in a headless canvas.
    var showsBezel: Bool { get }
    /// Draws the phone frame or stops drawing it, where it can: the window resizes, a headless
    /// canvas without room for it (a video keeps one size) leaves it off and says why.
    func showBezel(_ on: Bool)
    /// The scene asks for another device (Settings › Device): the window remakes the scene after
    /// this frame; a headless run, whose frames have one size, refuses and says so.
    func requestDevice(_ device: Device)
}
