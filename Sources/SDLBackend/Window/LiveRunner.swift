import Foundation
import SimKit
import Playback
import Session

/// Runs a scene in a window, like the iOS Simulator: the mouse is a finger, the wheel and touchpad
/// scroll, and the Simulator's keys record (Ctrl+R), screenshot (Ctrl+S), slow animations down
/// (Ctrl+T), pause (Space) and step (`.`). It checks the paths, opens the window and runs a
/// ``LiveSession`` in it; the session is what a run is made of.
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
        /// Asked once a frame, with the wall time in seconds, what a file the user edits has to
        /// say (`WindowNews`): a `--transition` file's reloads and compile errors.
        public var watch: (@MainActor @Sendable (Double) -> [WindowNews])?
        /// Told when each frame begins and ends, to notice a frame that never ends (a user's file
        /// stuck in a loop). Nil: not watched.
        public var frameWatchdog: FrameWatchdog?
        /// The transition files this run loaded, as given, by the style each runs as
        /// ("FadeScale.swift" → "work/FadeScale.swift"): a take made in one of them starts its
        /// script with `set transition /…/work/FadeScale.swift`, so that it replays with the file
        /// and not a style no replay knows.
        public var transitionFiles: [String: String] = [:]
        public init() {}
    }

    public let configuration: Configuration
    let assets: AssetLocator
    let makeScene: HeadlessRunner.SceneFactory
    /// The session of the last run, kept for what a caller asks of it afterwards; nil before a run.
    private(set) var session: LiveSession?
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
        let bezel = c.bezel ? Bezel(device: c.device) : nil
        let window: LiveWindow
        do {
            window = try LiveWindow(canvas: bezel?.canvasSize ?? c.device.size, screenOrigin: bezel?.screenOrigin ?? .zero,
                                    scale: c.scale, renderer: c.renderer, assets: assets)
        } catch {
            throw RunnerError.failure("cardsim: cannot open a window: \(error)\n(no display? try cardsim --headless)")
        }
        if c.verbose {
            let driver = SDLRuntime.videoDriver ?? "?"
            let l = window.letterbox
            StandardStream.error.write("cardsim: renderer \(window.rendererName) (\(window.rendererChoice.explanation)), video driver \(driver), "
                + "window \(Int(l.window.width))x\(Int(l.window.height)), drawable \(Int(l.drawable.width))x\(Int(l.drawable.height))\n")
        }
        let first: Scene
        do { first = try LiveSession.wiredScene(makeScene, window: window) } catch {
            throw RunnerError.badInput("\(error)")
        }
        let player = try c.script?.player(for: first, fps: c.fps)
        let trace = try c.trace.map { p throws(RunnerError) in try TraceWriter(path: p) }
        let session = LiveSession(configuration: c, assets: assets, makeScene: makeScene, window: window, scene: first,
                                  bezel: bezel, player: player, trace: trace)
        self.session = session
        rendererName = window.rendererName
        stats = FrameStats()
        session.start()
        session.loop(interrupt: interrupt, stats: &stats)
        let cost = session.recording?.costSummary
        if session.recording != nil { session.stopRecording() }
        if c.verbose {
            StandardStream.error.write("cardsim: \(stats.summary)\(cost.map { "; recording: " + $0 } ?? "")\n")
        }
    }
}
