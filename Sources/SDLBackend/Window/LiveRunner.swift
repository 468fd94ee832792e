import CSDL2
import Foundation
import SimKit
import Playback
import Session

/// Runs a scene in a window, like the iOS Simulator: the mouse is a finger, the wheel and touchpad
/// scroll, and the Simulator's keys record (Ctrl+R), screenshot (Ctrl+S), slow animations down
/// (Ctrl+T), pause (Space) and step (`.`).
///
///     let runner = LiveRunner(configuration: .init(), assets: assets) { measurer, images in
///         AppStoreScene(…, measurer: measurer, images: images)
///     }
///     try runner.run()
@MainActor
public final class LiveRunner {
    public struct Configuration: Sendable {
        /// Frame rate of recordings (the window itself runs at the display's rate).
        public var fps = 60.0
        /// The device the scene is made for (`--device`): the window's canvas.
        public var device = Device.standard
        public var speed = 1.0
        /// Screen units per point for the initial window; nil fits the display.
        public var scale: Double?
        /// `--renderer`: which of SDL's renderers draws the window (`RendererChoice`).
        public var renderer = RendererChoice.Preference.auto
        /// `--software`: the software renderer, as `--renderer software`.
        public var software: Bool {
            get { renderer == .software }
            set { renderer = newValue ? .software : .auto }
        }
        /// Played in real time; any real mouse input takes over.
        public var script: ScriptSource?
        /// Records from the start, as if Ctrl+R had been pressed at launch.
        public var record: String?
        public var trace: String?
        public var showTouches = false
        public var bezel = false
        /// `--verbose`: print the renderer, the video driver and the window's size at start.
        public var verbose = false
        /// Close the window once the script has ended and nothing animates (`cardsim bench --window`).
        public var quitsAfterScript = false
        /// Where Ctrl+S saves screenshots and Ctrl+R takes; nil is the current directory. The
        /// executable picks them (the desktop's Pictures and Videos, or the user's choice).
        public var screenshotFolder: String?
        public var recordingFolder: String?
        /// Whether the first frame says how to see the keys (the first run), in the scene's language.
        public var greets = false
        /// The desktop's colour scheme now (dark, light, nil: no preference), read each frame; the
        /// executable keeps it up to date (it watches the desktop portal). Nil: not followed.
        public var desktopIsDark: (@Sendable () -> Bool?)?
        public init() {}
    }

    /// The device simulated: the scene's (its driver's), `configuration.device` until there is one.
    var device: Device { driver?.device ?? configuration.device }
    /// The simulated screen in points: the device's.
    var screen: Size { device.size }
    /// The device the scene asked for during this frame, taken at the start of the next.
    var pendingDevice: Device?
    /// A device chosen while a take ran: the window switches to it once the take has stopped.
    var deviceAfterTake: Device?

    public let configuration: Configuration
    let assets: AssetLocator
    let makeScene: HeadlessRunner.SceneFactory

    // The session's state, set up by `run()`.
    var window: LiveWindow!
    /// The scene on screen: the driver's (a seek re-derives it).
    var scene: Scene! { driver?.scene }
    var translator: EventTranslator!
    var bezel: Bezel?
    /// The scene's frames: its clock, the touch rings, the bezel switch and the input path, as a
    /// headless lane has them.
    var driver: FrameDriver!
    var sceneClock: SceneClock {
        get { driver.clock }
        set { driver.clock = newValue }
    }
    var overlay: TouchOverlay {
        get { driver.overlay }
        set { driver.overlay = newValue }
    }
    var wallTime = 0.0
    /// The wall instant the scene is shown at this frame: `wallTime`, or while a take runs the
    /// take's frame instant at or before it (`LiveRecording.gridWall`), so the video and the
    /// take's script agree with the headless replay frame for frame.
    var takeWall: Double { recording?.gridWall(wallTime) ?? wallTime }
    var player: ScriptPlayer?
    var scriptStart = 0.0
    var recording: LiveRecording?
    var trace: TraceWriter?
    var toast: Toast?
    var isRunning = true
    /// Whether the list of keys is up (`?` or F1; Esc closes it).
    var showsHelp = false
    /// The window's title as last set, so it is set again only when the device or style changes.
    var shownTitle = ""
    /// The desktop's colour scheme as last told to the scene (`.none`: not told yet).
    var toldDesktopIsDark: Bool??
    /// The current or last transition, for the timeline shown while paused.
    var timeline = TransitionTimeline()
    /// A drag on the timeline holds the pointer.
    var scrubbing = false
    /// What the L switch replays over and over, in scene time; nil while it is off. Kept apart from
    /// the timeline, which forgets the end each time the loop goes back to the start.
    var looping: ClosedRange<Double>?
    /// The frame times of the last run.
    public private(set) var stats = FrameStats()
    /// The renderer the window drew with, named as SDL names it (set once the window is open).
    public private(set) var rendererName = ""

    public init(configuration: Configuration, assets: AssetLocator, makeScene: @escaping HeadlessRunner.SceneFactory) {
        self.configuration = configuration
        self.assets = assets
        self.makeScene = makeScene
    }

    /// Opens the window and runs until it is closed or `interrupt` is raised (Ctrl+C, SIGTERM, SIGHUP:
    /// a recording in progress is finished either way).
    /// - Throws: `RunnerError.badInput` for a bad script or path (before the first frame),
    ///   `.failure` when the window or renderer cannot be created.
    public func run(interrupt: InterruptFlag? = nil) throws(RunnerError) {
        let c = configuration
        if let trace = c.trace { try TraceWriter.checkWritable(path: trace) }
        if let record = c.record {
            do { try VideoRecorder.checkWritable(path: record) } catch { throw HeadlessRunner.recordingError(error) }
        }
        bezel = c.bezel ? Bezel(device: c.device) : nil
        do {
            window = try LiveWindow(canvas: bezel?.canvasSize ?? screen, screenOrigin: bezel?.screenOrigin ?? .zero,
                                    scale: c.scale, renderer: c.renderer, assets: assets)
        } catch {
            throw RunnerError.failure("cardsim: cannot open a window: \(error)\n(no display? try cardsim --headless)")
        }
        if c.verbose {
            let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "?"
            let l = window.letterbox
            StandardStream.error.write("cardsim: renderer \(window.rendererName) (\(window.rendererChoice.explanation)), video driver \(driver), "
                + "window \(Int(l.window.width))x\(Int(l.window.height)), drawable \(Int(l.drawable.width))x\(Int(l.drawable.height))\n")
        }
        let first: Scene
        do { first = try makeWiredScene() } catch {
            throw RunnerError.badInput("\(error)")
        }
        player = try c.script?.player(for: first, fps: c.fps)
        trace = try c.trace.map { p throws(RunnerError) in try TraceWriter(path: p) }
        translator = EventTranslator(letterbox: window.letterbox)
        driver = makeDriver(for: first, speed: c.speed, showTouches: c.showTouches,
                            makeFresh: { [unowned self] in try? self.makeWiredScene() })
        if let record = c.record { startRecording(path: record) }
        // The first toast says why the window is not on the GPU, where it is not; a greeting or a
        // later notice replaces it.
        if let notice = words.rendererNotice(window.rendererName, window.rendererChoice) { show(notice) }
        if c.greets { toast = Toast(words.greeting, at: wallTime, holds: 5) }
        if player != nil && !c.quitsAfterScript { show(words.playing(c.script!.file)) }
        // Slow animations are stored across runs (Ctrl+T); the first frame says they are on, or
        // the app would seem broken.
        if c.speed <= SceneClock.slowFactor { show(words.slowAtLaunch) }
        rendererName = window.rendererName
        stats = FrameStats()
        loop(interrupt: interrupt, stats: &stats)
        let cost = recording?.costSummary
        if recording != nil { stopRecording() }
        if c.verbose {
            StandardStream.error.write("cardsim: \(stats.summary)\(cost.map { "; recording: " + $0 } ?? "")\n")
        }
    }

    private func loop(interrupt: InterruptFlag?, stats: inout FrameStats) {
        var clock = WallClock(frequency: SDL_GetPerformanceFrequency(), start: SDL_GetPerformanceCounter())
        // SDL stamps events in milliseconds since its start; this is the loop's time 0 on that scale.
        let ticks0 = SDL_GetTicks()
        func wall(_ e: SDL_Event) -> Double { Double(e.common.timestamp &- ticks0) / 1000 }
        var event = SDL_Event()
        /// Events taken off the queue while waiting for the next frame, with their own stamps.
        var early: [SDL_Event] = []
        var frame = 0
        var idleFrames = 0
        let frequency = Double(SDL_GetPerformanceFrequency())
        var slept = false
        while isRunning {
            if interrupt?.isRaised == true { break }
            // Nothing moves and nothing was drawn differently for a while: sleep until input
            // arrives (or a half-second tick for the clock) instead of redrawing the same frame.
            // Input the pacing sleep already took off the queue counts: waiting on it held a tap or
            // an Esc for the whole half second, and its animation then started that far in the past.
            if idleFrames > 2 && early.isEmpty && !isQueued() {
                if SDL_WaitEventTimeout(&event, 500) != 0 { early.append(event) }
            }
            let frameStart = SDL_GetPerformanceCounter()
            _ = clock.tick(frameStart)
            wallTime = clock.elapsed
            stats.frameStarted(at: wallTime, afterIdle: idleFrames > 2 || slept)
            slept = false
            if let other = pendingDevice { switchDevice(to: other) }
            updateTitle()
            followDesktopAppearance()
            let update = Stopwatch()
            let actions = player?.step(at: takeWall - scriptStart, scene: scene) ?? []
            driver.beginFrame(wall: takeWall, actions: actions)
            if let player { playScript(player, actions) }
            // Drain every pending event, not one per frame, or input lags behind the display. Each
            // keeps the instant it arrived, so a take's replay sees the same timing.
            for e in early {
                for l in translator.translate(e, time: sceneClock.time) { handle(l, wall: wall(e)) }
            }
            early.removeAll(keepingCapacity: true)
            while SDL_PollEvent(&event) != 0 {
                for l in translator.translate(event, time: sceneClock.time) { handle(l, wall: wall(event)) }
            }
            driver.finishInput()
            let record = scene.inspector.traceRecord()
            followTimeline(record)
            if window.isMinimized {
                SDL_Delay(100)   // nothing to show; do not spin
                slept = true
                continue
            }
            let updateMs = update.elapsedMs
            let draw = Stopwatch()
            let drawn = scene.render()
            // The recording gets what the screen shows, without the toast (never in exports).
            let exported = bezel.map { $0.wrap(drawn + overlay.commands()) } ?? drawn + overlay.commands()
            do {
                try window.present(onScreen(drawn), ahead: driver.upcomingFrames().map(onScreen))
                try recording?.capture(exported, at: takeWall)
            } catch {
                recordingFailed(error)
            }
            trace?.write(TraceLine(frame: frame, t: wallTime, state: record,
                                   frameMs: updateMs + draw.elapsedMs))
            if let t = toast, !t.isVisible(at: wallTime) { toast = nil }
            frame += 1
            let quiet = scene.isIdle && toast == nil && player == nil && recording == nil
            idleFrames = quiet ? idleFrames + 1 : 0
            // Pace to the display when presenting did not wait for vsync (software, Xvfb).
            let spent = Double(SDL_GetPerformanceCounter() - frameStart) / frequency
            let period = window.framePeriod
            if spent < period - 0.001 { sleep(period - spent, collecting: &early) }
        }
    }

    /// What the window shows of a frame whose scene draws `commands`: the rings, the timeline, the
    /// key help, the toast and the recording dot over it, the phone frame around it.
    private func onScreen(_ commands: [DrawCommand]) -> [DrawCommand] {
        var screen = commands + overlay.commands()
        if let panel = timelinePanel { screen += panel.commands(measurer: window.measurer) }
        if showsHelp { screen += KeyHelp.commands(screen: self.screen, measurer: window.measurer, look: KeyHelp.Look(scene: scene)) }
        if let toast { screen += toast.commands(at: wallTime, screen: self.screen, measurer: window.measurer) }
        if recording != nil { screen += Self.recordingDot(on: device) }
        return bezel.map { $0.wrap(screen) } ?? screen
    }

    /// Sleeps `seconds`, taking events off SDL's queue as they arrive: SDL stamps an event when it
    /// pumps it, and during a plain SDL_Delay nothing is pumped, so every event of the sleep would
    /// carry the next frame's poll time instead of its own.
    private func sleep(_ seconds: Double, collecting early: inout [SDL_Event]) {
        let deadline = SDL_GetTicks() &+ UInt32(seconds * 1000)
        var e = SDL_Event()
        while true {
            let left = Int32(bitPattern: deadline &- SDL_GetTicks())
            guard left > 0 else { return }
            if SDL_WaitEventTimeout(&e, left) != 0 { early.append(e) }
        }
    }

    /// Whether SDL holds an event not yet taken (pumped first, so input the system has is counted).
    private func isQueued() -> Bool {
        SDL_PumpEvents()
        return SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
    }

    /// Carries out the script's actions due by now (real time since it started), as a headless
    /// lane does (`FrameDriver`); the window's side is this type's `FrameDriverHost` conformance.
    private func playScript(_ player: ScriptPlayer, _ actions: [ScriptAction]) {
        do { try driver.perform(actions) } catch {
            StandardStream.error.write("cardsim: \(error)\n")
        }
        if player.isFinished {
            self.player = nil
            if configuration.quitsAfterScript { isRunning = false } else { show(words.scriptFinished) }
        }
    }

    /// Hands `event`, which happened at `wall` seconds (nil: now), to the scene, the rings and the take.
    func deliver(_ event: InputEvent, wall: Double? = nil) {
        // A finger on the screen starts something new: a loop would cut it off at its next turn.
        if looping != nil, case .pointerDown = event {
            looping = nil
            show(words.loopOff)
        }
        let (e, w) = driver.deliver(event, wall: wall)
        if case .hover = e, !overlay.isEnabled { return }   // hovers only matter with the rings
        recording?.record(e, at: w)
    }

    func show(_ message: String) { toast = Toast(message, at: wallTime) }

    /// "CardSim — iPhone 14 — appstore": the device and the style the next tap uses, as a window
    /// list or a screen recorder shows it; set again when either changes.
    func updateTitle() {
        let style = (scene as? SettingsScene)?.sceneSettings.lazy.compactMap { s -> String? in
            if case .style(let name) = s { name } else { nil }
        }.first
        let title = Self.title(device: device, style: style)
        guard title != shownTitle else { return }
        shownTitle = title
        window.setTitle(title)
    }

    /// Tells the scene when the desktop turns dark or light, so Automatic follows it live.
    func followDesktopAppearance() {
        guard let read = configuration.desktopIsDark else { return }
        let now = read()
        guard toldDesktopIsDark != .some(now) else { return }
        toldDesktopIsDark = .some(now)
        (scene as? SettingsScene)?.desktopAppearanceChanged(isDark: now)
    }

    static func title(device: Device, style: String?) -> String {
        (["CardSim", device.title] + (style.map { [$0] } ?? [])).joined(separator: " — ")
    }

    /// The toasts' words, in the scene's language now.
    var words: ToastText { ToastText(scene: scene) }

    /// The recording indicator while a take runs: a red dot in the status bar, left of the time,
    /// where iOS shows that the screen is being recorded (systemRed), clear of the avatar and of
    /// anything the app draws below the bar.
    static func recordingDot(on device: Device) -> [DrawCommand] {
        let (center, radius) = recordingDotPlace(on: device)
        return [.circle(center: center, radius: radius, lineWidth: 0, color: Color(hex: 0xFF3B30))]
    }

    /// Level with the time, 35 pt left of its centre (19 pt in on the iPhone 14, as iOS puts it),
    /// and at least 6 pt from the edge; smaller in the 20 and 24 pt bars of the SE and the iPad.
    static func recordingDotPlace(on d: Device) -> (center: Point, radius: Double) {
        let bar = d.statusBarLayout, radius = d.statusBarHeight >= 40 ? 5.0 : 4.0
        return (Point(max(radius + 6, bar.timeCentre - 35), bar.midY), radius)
    }
}
