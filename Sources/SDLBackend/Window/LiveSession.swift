import Foundation
import SimKit
import Playback
import Session

/// One run of the window: the scene's frames (`FrameDriver`), the window and its events, a script
/// playing, a take, the trace, and the window's own layers over the scene (rings, timeline, key
/// help, toast, recording dot). Made by ``LiveRunner/run(interrupt:)`` once the window is open, so
/// everything it holds exists from its first frame.
@MainActor
final class LiveSession {
    let configuration: LiveRunner.Configuration
    let assets: AssetLocator
    let makeScene: HeadlessRunner.SceneFactory
    let window: LiveWindow
    let translator: EventTranslator
    /// The scene's frames: its clock, the touch rings, the bezel switch and the input path, as a
    /// headless lane has them. Another device gets another driver.
    var driver: FrameDriver
    var bezel: Bezel?
    /// The device the scene asked for during this frame, taken at the start of the next.
    var pendingDevice: Device?
    /// A device chosen while a take ran: the window switches to it once the take has stopped.
    var deviceAfterTake: Device?
    var wallTime = 0.0
    /// The script playing, if any.
    var script: WindowScript
    var recording: LiveRecording?
    let trace: TraceWriter?
    var toasts = ToastBoard()
    /// A problem on screen until it is solved (`followWatch`).
    var problem: ProblemBanner?
    var title = WindowTitle()
    var desktopAppearance: DesktopAppearanceFollower
    var isRunning = true
    /// Whether the list of keys is up (`?` or F1; Esc closes it).
    var showsHelp = false
    /// The timeline shown while paused, its scrub and its loop.
    var timeline = WindowTimeline()

    init(configuration: LiveRunner.Configuration, assets: AssetLocator, makeScene: @escaping HeadlessRunner.SceneFactory,
         window: LiveWindow, scene: Scene, bezel: Bezel? = nil, player: ScriptPlayer? = nil, trace: TraceWriter? = nil) {
        self.configuration = configuration; self.assets = assets; self.makeScene = makeScene
        self.window = window; self.bezel = bezel; self.trace = trace
        script = WindowScript(player: player, closesWindowAtEnd: configuration.quitsAfterScript)
        translator = EventTranslator(letterbox: window.letterbox)
        driver = FrameDriver(scene: scene, screen: scene.screenSize, speed: configuration.speed,
                             showTouches: configuration.showTouches)
        desktopAppearance = DesktopAppearanceFollower(read: configuration.desktopIsDark)
        wire(driver, makeFresh: { [unowned self] in try? Self.wiredScene(self.makeScene, window: self.window) })
    }

    /// The scene on screen: the driver's (a seek re-derives it).
    var scene: Scene { driver.scene }
    /// The device simulated: the scene's.
    var device: Device { driver.device }
    /// The simulated screen in points: the device's.
    var screen: Size { device.size }
    var sceneClock: SceneClock {
        get { driver.clock }
        set { driver.clock = newValue }
    }
    var overlay: TouchOverlay {
        get { driver.overlay }
        set { driver.overlay = newValue }
    }
    /// The wall instant the scene is shown at this frame: `wallTime`, or while a take runs the
    /// take's frame instant at or before it (`LiveRecording.gridWall`), so the video and the
    /// take's script agree with the headless replay frame for frame.
    var takeWall: Double { recording?.gridWall(wallTime) ?? wallTime }

    /// The first frame's notices and the take asked for at launch.
    func start() {
        let c = configuration
        if let record = c.record { startRecording(path: record) }
        // The first toast says why the window is not on the GPU, where it is not; a greeting or a
        // later notice replaces it.
        if let notice = words.rendererNotice(window.rendererName, window.rendererChoice) { show(notice) }
        if c.greets { toasts.show(words.greeting, at: wallTime, holds: 5) }
        if script.isPlaying && !c.quitsAfterScript, let script = c.script { show(words.playing(script.file)) }
        // Slow animations are stored across runs (Ctrl+T); the first frame says they are on, or
        // the app would seem broken.
        if c.speed <= SceneClock.slowFactor { show(words.slowAtLaunch) }
    }

    /// Hands `event`, which happened at `wall` seconds (nil: now), to the scene, the rings and the take.
    func deliver(_ event: InputEvent, wall: Double? = nil) {
        // A finger on the screen starts something new: a loop would cut it off at its next turn.
        if case .pointerDown = event, timeline.stopLoop() { show(words.loopOff) }
        let (e, w) = driver.deliver(event, wall: wall)
        if case .hover = e, !overlay.isEnabled { return }   // hovers only matter with the rings
        recording?.record(e, at: w)
    }

    func show(_ message: String) { toasts.show(message, at: wallTime) }

    /// The panel while the clock is paused and there is a transition to show.
    var timelinePanel: TimelinePanel? { timeline.panel(of: driver) }

    /// L, or the panel's switch: the timeline's loop on or off.
    func toggleLoop() { timeline.toggleLoop(on: driver, show: show) }

    /// The script is over (played through, or written for another device): the run ends with it
    /// where it was asked to, else the window says `message` and goes on.
    func scriptEnded(saying message: String) {
        script.stop()
        if script.closesWindowAtEnd { isRunning = false } else { show(message) }
    }

    /// The toasts' words, in the scene's language now.
    var words: ToastText { ToastText(scene: scene) }
}
