import SimKit
import Playback

/// One scene's frames, whoever runs them: the window on the wall clock, a headless lane on the
/// virtual clock, each `--compare` panel. It is the frame loop's order over the session's
/// concerns, each a type of its own: the scene's clock (`SceneClock`, worked by `ClockKey`s), the
/// frame's script actions (`FrameActions`), input placed on the scene's time (`InputPlacement`)
/// and handed over in order (`FrameInput`), the journal (`SceneJournal`), seeking on it and the
/// fresh scenes a seek re-derives (`TimelineSeek`, `SceneSource`), and the settings it carries out and tells the scene
/// (`HostSettingsFlow`); what differs between the window and a headless lane is its host's
/// (`FrameDriverHost`).
///
///     let driver = FrameDriver(scene: scene, screen: Size(390, 844))
///     driver.host = self                             // the window or a headless lane
///     driver.beginFrame(wall: t, actions: actions)   // speed and rings first, then the clock
///     try driver.perform(actions)                    // keys, input, screenshots, settings, in order
///     driver.deliver(event, wall: w)                 // the window's own input, placed on the take's grid
///     driver.finishInput()                           // the scene moves on to the frame's time; draw
@MainActor
package final class FrameDriver {
    /// The wall time one `.` or `,` (a step while paused) moves the clock by: a 60 Hz frame.
    package static let stepDuration = 1.0 / 60

    /// The scene on screen: the one it was made with, or one re-derived by `seek`.
    package private(set) var scene: Scene
    /// What the scene was given, for `seek` to re-derive any earlier time from.
    package let journal = SceneJournal()
    /// How a seek gets to another time: played on, or re-derived from the journal.
    private var timeline: TimelineSeek
    /// The scene's clock.
    package var clock: SceneClock
    /// The touch rings (`--show-touches`, `set touches`, the scene's switch).
    package var overlay: TouchOverlay
    /// The window or headless lane the frames are played for: it owns the bezel and the device, takes
    /// screenshots and hears of what the script did. Set by the host once the driver is made; the
    /// scene then hears of the host's bezel.
    package weak var host: FrameDriverHost? { didSet { tellScene() } }
    private var placement: InputPlacement
    private var input = FrameInput(frameTime: 0)
    private let settingsFlow: HostSettingsFlow
    /// The frames a tap would bring, for the press they were run for (see `upcomingFrames`).
    var tapAhead: (press: Int, frames: [[DrawCommand]])?
    /// The scenes those are run on, derived from the journal and kept level with it.
    var rehearsals: [DerivedScene] = []
    /// Whether a transition has run since the journal last restarted (see `restartIfAtHome`).
    var movedSinceRestart = false

    package init(scene: Scene, screen: Size, speed: Double = 1, showTouches: Bool = false) {
        self.scene = scene
        timeline = TimelineSeek(journal: journal, source: SceneSource(first: scene))
        placement = InputPlacement(screen: screen)
        clock = SceneClock(speed: speed)
        overlay = TouchOverlay(isEnabled: showTouches)
        settingsFlow = HostSettingsFlow(device: (scene as? SettingsScene)?.hostSettings.device ?? .standard)
        let device = settingsFlow.device
        timeline.source.readsHostSettings = { [weak self] in self?.hostSettings ?? HostSettings(device: device) }
        listen(to: scene)
        tellScene()
    }

    /// A fresh scene like the first, with the runner's hooks, for `seek`; nil where none can be made.
    package var makeScene: (() -> Scene?)? {
        get { timeline.source.make }
        set { timeline.source.make = newValue }
    }

    /// The device the scene runs on; another one is another scene, and so another driver.
    package var device: Device { settingsFlow.device }

    // MARK: The frame

    /// Starts the frame at `wall` seconds. The speed and rings the script sets in this frame apply
    /// first, so the clock moves to the frame at the new speed; then the clock moves on, and the
    /// script's `key space`, `key .` and `key t` work it as the window's keys do.
    package func beginFrame(wall: Double, actions: [ScriptAction] = []) {
        let frame = FrameActions(actions)
        if let speed = frame.speed { clock.speed = speed }
        if let touches = frame.touches { overlay.isEnabled = touches }
        var changed = frame.speed != nil || frame.touches != nil
        let before = clock.time
        clock.advance(toWall: placement.beginFrame(wall: wall))
        for key in frame.clockKeys {
            switch key.work(&clock, step: Self.stepDuration) {
            case .done: break
            case .speedChanged: changed = true
            case .seekBack(let t): seek(to: t)
            }
        }
        for t in frame.seeks { seek(to: t) }
        if changed { tellScene() }
        input = FrameInput(frameTime: clock.time, after: before)
    }

    /// Moves the scene to the frame's time once this frame's input is in; before drawing. After a
    /// seek, the clock running on plays the journal's kept future (a take's input included) until
    /// it runs out or new input branches off.
    package func finishInput() {
        if !input.isAdvanced, let shown = timeline.playKeptFuture(on: scene, to: input.frameTime) {
            // Where no scene can be derived past a restart, the one on screen stays.
            show(shown)
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
        let t = timeline.reachable(time, clockTime: clock.time)
        clock.isPaused = true
        guard show(timeline.scene(at: t, playingOn: scene, clockTime: clock.time, input: &input)) else { return false }
        clock.seek(to: t)
        input = FrameInput(frameTime: t, after: t)
        input.advance(scene, journal: journal)
        return true
    }

    /// Shows the scene a seek got to: a derived one is adopted. False where none could be made.
    @discardableResult
    private func show(_ shown: TimelineSeek.Shown) -> Bool {
        switch shown {
        case .playedOn: return true
        case .derived(let fresh): adopt(fresh); return true
        case .unavailable: return false
        }
    }

    /// A fresh scene derived from the journal at `time` (`TimelineSeek.derivedScene(at:)`).
    func derivedScene(at time: Double) -> DerivedScene? { timeline.derivedScene(at: time) }

    /// Takes `fresh` as the scene on screen, wired as the first was.
    package func adopt(_ fresh: Scene) {
        scene = fresh
        listen(to: fresh)
    }

    /// The scene's Settings screen asks through its hook; the driver carries the request out. The
    /// scene reads what runs from the driver.
    private func listen(to scene: Scene) {
        guard let settings = scene as? SettingsScene else { return }
        settings.onHostSettingsChange = { [weak self] in self?.follow($0) }
        settings.readsHostSettings = timeline.source.readsHostSettings
    }

    // MARK: Input

    /// `event` as the scene gets it and a take writes it, with the wall instant it is stamped at,
    /// in this frame on the scene's clock (`InputPlacement`).
    func place(_ event: InputEvent, wall: Double? = nil) -> (event: InputEvent, wall: Double) {
        placement.place(event, wall: wall, clock: clock)
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
    /// input, screenshots and settings in script order; the host hears of the clock's keys. A
    /// screenshot shows the screen where it stands in the script, so input or settings that follow
    /// it in the same frame come after it (`host.screenshot(_, beforeMore: true)`); the others are
    /// taken once the frame is drawn. A driver without a host (a test's) only works the clock.
    package func perform(_ actions: [ScriptAction]) throws(RunnerError) {
        guard let host else { return }
        let frame = FrameActions(actions)
        for key in frame.clockKeys { host.scriptTool(key) }
        for (i, action) in actions.enumerated() {
            switch action {
            case .input(.key(let key, _)) where ClockKey(key) != nil:
                break
            case .input(let e):
                host.scriptInput(e)
            case .warning(let w):
                host.warn(w)
            case .setSpeed, .seek:
                break   // taken in `beginFrame`
            case .setTouches(let on):
                host.scriptChanged(.setTouches(on))   // taken in `beginFrame`; a take notes it
            case .end:
                break   // the player has ended; a headless lane stops at this frame
            case .screenshot(let path):
                input.advance(scene, journal: journal)
                try host.screenshot(path, beforeMore: frame.changesFollow(i))
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

    // MARK: Settings (`HostSettingsFlow`)

    /// Space: the scene's clock stops or runs on (a script's `key space`, the window's key).
    package func togglePause() { clock.isPaused.toggle() }

    /// The window's Ctrl+T: ten times slower or back, kept as a preference, as Settings' Speed row
    /// keeps its choice. (A script's `key t` toggles the clock without storing anything.)
    package func toggleSlowAnimationsByUser() {
        clock.toggleSlowAnimations()
        settingsFlow.applyChosenByUser(hostSettings, to: scene, journal: journal)
        tellScene()
    }

    /// The runner's bezel switch (`set bezel`, a flag): carried out by the host, then told to the scene.
    package func setBezel(_ on: Bool) {
        guard let host, on != host.showsBezel else { return }
        host.showBezel(on)
        tellScene()
    }

    /// What the runner does now, as the scene's settings show it.
    var hostSettings: HostSettings { settingsFlow.running(clock: clock, rings: overlay, host: host) }

    /// Tells the scene that the speed, rings, bezel or device the runner carries out changed.
    package func tellScene() { settingsFlow.tell(hostSettings, to: scene, journal: journal) }

    /// A `set` line for the scene (a script's, the window's).
    package func apply(_ setting: SceneSetting) { settingsFlow.apply(setting, to: scene, journal: journal) }

    /// A choice made with the window's keys (Ctrl+1…), kept as a preference.
    package func applyChosenByUser(_ setting: SceneSetting) {
        settingsFlow.applyChosenByUser(setting, to: scene, journal: journal)
    }

    /// The scene asks for them (its Settings screen, or a choice of the window's keys it stored):
    /// the runner carries out what differs from what it does now, then tells the scene what runs.
    private func follow(_ request: HostSettings) {
        guard request != hostSettings else { return }
        settingsFlow.follow(request, clock: &clock, rings: &overlay, host: host)
        tellScene()
    }
}
