import CSDL2
import Foundation
import SimKit

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
        public var speed = 1.0
        /// Screen units per point for the initial window; nil fits the display.
        public var scale: Double?
        public var software = false
        /// Played in real time; any real mouse input takes over.
        public var script: ScriptSource?
        /// Records from the start, as if Ctrl+R had been pressed at launch.
        public var record: String?
        public var trace: String?
        public var showTouches = false
        public var bezel = false
        /// `--verbose`: print the renderer, the video driver and the window's size at start.
        public var verbose = false
        public init() {}
    }

    /// The simulated screen in points.
    static let screen = Size.phoneScreen

    public let configuration: Configuration
    let assets: AssetLocator
    let makeScene: HeadlessRunner.SceneFactory

    // The session's state, set up by `run()`.
    var window: LiveWindow!
    var scene: Scene!
    var translator: EventTranslator!
    var bezel: Bezel?
    var sceneClock = SceneClock()
    var wallTime = 0.0
    var overlay = TouchOverlay(isEnabled: false)
    var player: ScriptPlayer?
    var scriptStart = 0.0
    var recording: LiveRecording?
    var trace: TraceWriter?
    var toast: Toast?
    var isRunning = true
    var hostLink = HostSettingsLink()
    /// The renderer's name was shown in a toast (once a session).
    var rendererNamed = false

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
        bezel = c.bezel ? Bezel(screen: Self.screen) : nil
        do {
            window = try LiveWindow(canvas: bezel?.canvasSize ?? Self.screen, screenOrigin: bezel?.screenOrigin ?? .zero,
                                    scale: c.scale, software: c.software, assets: assets)
        } catch {
            throw RunnerError.failure("cardsim: cannot open a window: \(error)\n(no display? try cardsim --headless)")
        }
        if c.verbose {
            let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "?"
            let l = window.letterbox
            FileHandle.standardError.write(Data(("cardsim: renderer \(window.rendererName), video driver \(driver), "
                + "window \(Int(l.window.width))x\(Int(l.window.height)), drawable \(Int(l.drawable.width))x\(Int(l.drawable.height))\n").utf8))
        }
        do { scene = try makeScene(window.measurer, window.layoutList.images) } catch {
            throw RunnerError.badInput("\(error)")
        }
        (scene as? PasteboardScene)?.pasteboard = SDLPasteboard()
        player = try c.script?.player(for: scene, fps: c.fps)
        trace = try c.trace.map { p throws(RunnerError) in try TraceWriter(path: p) }
        translator = EventTranslator(letterbox: window.letterbox)
        sceneClock = SceneClock(speed: c.speed)
        overlay = TouchOverlay(isEnabled: c.showTouches)
        syncHostSettings()
        if let record = c.record { startRecording(path: record) }
        if player != nil { show("Playing \(c.script!.file) — click to take over") }
        loop(interrupt: interrupt)
        if recording != nil { stopRecording() }
    }

    private func loop(interrupt: InterruptFlag?) {
        var clock = FrameClock(frequency: SDL_GetPerformanceFrequency(), start: SDL_GetPerformanceCounter())
        var event = SDL_Event()
        var frame = 0
        var idleFrames = 0
        let frequency = Double(SDL_GetPerformanceFrequency())
        while isRunning {
            if interrupt?.isRaised == true { break }
            // Nothing moves and nothing was drawn differently for a while: sleep until input
            // arrives (or a half-second tick for the clock) instead of redrawing the same frame.
            if idleFrames > 2 {
                _ = SDL_WaitEventTimeout(nil, 500)   // 0: timed out or failed; either way the loop polls next
            }
            let frameStart = SDL_GetPerformanceCounter()
            _ = clock.tick(frameStart)
            wallTime = clock.elapsed
            let update = Stopwatch()
            sceneClock.advance(toWall: wallTime)
            scene.advance(to: sceneClock.time)
            if let player { playScript(player) }
            // Drain every pending event, not one per frame, or input lags behind the display.
            while SDL_PollEvent(&event) != 0 {
                for e in translator.translate(event, time: sceneClock.time) { handle(e) }
            }
            syncHostSettings()
            if window.isMinimized {
                SDL_Delay(100)   // nothing to show; do not spin
                continue
            }
            let updateMs = update.elapsedMs
            let draw = Stopwatch()
            var screen = scene.render()
            screen += overlay.commands()
            // The recording gets what the screen shows, without the toast (never in exports).
            let exported = bezel.map { $0.wrap(screen) } ?? screen
            if let toast { screen += toast.commands(at: wallTime, screen: Self.screen, measurer: window.measurer) }
            if recording != nil { screen += Self.recordingDot() }
            do {
                try window.present(bezel.map { $0.wrap(screen) } ?? screen)
                try recording?.capture(exported, at: wallTime)
            } catch {
                recordingFailed(error)
            }
            trace?.write(TraceLine(frame: frame, t: wallTime, state: scene.inspector.traceState(),
                                   frameMs: updateMs + draw.elapsedMs))
            if let t = toast, !t.isVisible(at: wallTime) { toast = nil }
            frame += 1
            let quiet = scene.isIdle && toast == nil && player == nil && recording == nil
            idleFrames = quiet ? idleFrames + 1 : 0
            // Pace to the display when presenting did not wait for vsync (software, Xvfb).
            let spent = Double(SDL_GetPerformanceCounter() - frameStart) / frequency
            let period = window.framePeriod
            if spent < period - 0.001 { SDL_Delay(UInt32((period - spent) * 1000)) }
        }
    }

    /// Feeds the script's actions due by now (real time since it started).
    private func playScript(_ player: ScriptPlayer) {
        for action in player.step(at: wallTime - scriptStart, scene: scene) {
            switch action {
            case .input(.key(let key, _)) where LiveEvent.tool(for: key) != nil:
                handle(LiveEvent.tool(for: key)!)
            case .input(let e): deliver(e.retimed(sceneClock.time))
            case .screenshot(let path): screenshot(to: path)
            case .setSpeed(let f): sceneClock.speed = f
            case .setTouches(let on):
                overlay.isEnabled = on
                recording?.recordSetting(.setTouches(on), at: wallTime)
            case .setBezel(let on):
                setBezel(on)
            case .setScene(let s):
                (scene as? SettingsScene)?.apply(s)
                recording?.recordSetting(.set(s), at: wallTime)
            case .warning(let w): FileHandle.standardError.write(Data((w + "\n").utf8))
            }
        }
        if player.isFinished {
            self.player = nil
            show("Script finished")
        }
    }

    func deliver(_ event: InputEvent) {
        overlay.track(event)
        scene.handle(event)
        if case .hover = event, !overlay.isEnabled { return }   // hovers only matter with the rings
        recording?.record(event, at: wallTime)
    }

    func show(_ message: String) { toast = Toast(message, at: wallTime) }

    /// A red dot in the status bar's corner while recording, like the Simulator's.
    static func recordingDot() -> [DrawCommand] {
        [.circle(center: Point(screen.width - 14, 60), radius: 6, lineWidth: 0, color: Color(hex: 0xFF3B30))]
    }
}
