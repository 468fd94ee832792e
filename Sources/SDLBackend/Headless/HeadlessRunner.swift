import Foundation
import SimKit
import Playback
import Session

/// Renders a scene offscreen on a virtual clock of exactly k/fps for frame k (`--headless`): the same
/// input always gives the same frames, and a recording of S seconds at F fps has S×F frames.
///
///     var config = HeadlessRunner.Configuration()
///     config.script = ScriptSource(text: text, file: "tour.txt")
///     config.record = "tour.mp4"
///     let result = try HeadlessRunner(configuration: config, assets: assets) { measurer, images in
///         AppStoreScene(…, measurer: measurer, images: images)
///     }.run()
@MainActor
public final class HeadlessRunner {
    /// What to render and where to.
    public struct Configuration: Sendable {
        public var fps = 60.0
        /// The device the scenes are made for (`--device`): the canvas's size.
        public var device = Device.standard
        /// Animation time factor (`--speed`).
        public var speed = 1.0
        /// Pixels per point.
        public var scale = 2.0
        /// Use SDL's software renderer (the default headless).
        public var software = true
        public var script: ScriptSource?
        public var record: String?
        public var trace: String?
        public var showTouches = false
        public var bezel = false
        /// Seconds to render when there is no script (`--duration`); `defaultDuration` when nil.
        public var duration: Double?
        /// Show the progress line while recording (by default when stderr is a terminal).
        public var showProgress = isatty(2) != 0
        /// Stop after this many frames whatever the script says (the bench).
        public var frameLimit: Int?
        /// Read every frame back even when nothing records it, so draw times include finishing it.
        public var alwaysReadBack = false
        /// Told when each frame begins and ends, to notice a frame that never ends (a user's file
        /// stuck in a loop). Nil: not watched.
        public var frameWatchdog: FrameWatchdog?
        public init() {}
    }

    /// What one frame cost, in milliseconds of wall time.
    public struct FrameTiming: Sendable {
        /// Delivering input and advancing the scene (`handle` + `advance`).
        public var updateMs: Double
        /// Building the display list, rasterising it and reading it back.
        public var drawMs: Double
        /// Whether a view-controller transition ran in this frame (the bench reports these apart).
        public var inTransition = false
        public var totalMs: Double { updateMs + drawMs }
    }

    /// How a run went.
    public struct Result: Sendable {
        public var frames: Int
        /// Seconds of virtual time rendered: frames / fps.
        public var virtualSeconds: Double
        public var wallSeconds: Double
        /// Ctrl+C stopped it early (the recording was still finished).
        public var interrupted: Bool
        public var timings: [FrameTiming]
        /// Script warnings (`FILE:LINE: …`) met while playing, also printed to stderr.
        public var warnings: [String]
        /// What the renderer did over the run: read-backs while drawing, blurs computed, images
        /// decoded and stretched, layers rasterized.
        public var work = RenderWork()
    }

    /// Builds the scene once the canvas exists, from the backend's text measurer and image catalog.
    public typealias SceneFactory = @MainActor (TextMeasurer, ImageCatalog) throws -> Scene

    /// Seconds rendered without a script and without `--duration`.
    public static let defaultDuration = 3.0

    /// One panel of a comparison: its label, its device and its scene.
    public struct Panel {
        public var label: String
        public var makeScene: SceneFactory
        /// The device its scene is made for; nil: the configuration's.
        public var device: Device?
        public init(label: String, device: Device? = nil, makeScene: @escaping SceneFactory) {
            self.label = label; self.device = device; self.makeScene = makeScene
        }
    }

    public let configuration: Configuration
    let assets: AssetLocator
    let panels: [Panel]
    /// False for a single unlabelled screen.
    let compares: Bool
    /// Where warnings go; tests collect them instead.
    public var warn: (String) -> Void = { StandardStream.error.write($0 + "\n") }

    public init(configuration: Configuration, assets: AssetLocator, makeScene: @escaping SceneFactory) {
        self.configuration = configuration
        self.assets = assets
        panels = [Panel(label: "", makeScene: makeScene)]
        compares = false
    }

    /// `--compare`: the same script played in every panel, tiled side by side and labelled, in one
    /// recording. The trace, when asked for, follows the first panel.
    public init(configuration: Configuration, assets: AssetLocator, comparing panels: [Panel]) {
        self.configuration = configuration
        self.assets = assets
        self.panels = panels
        compares = true
    }

    /// Renders until the script has ended and the scene is idle (or for the duration).
    /// - Throws: `RunnerError.badInput` (exit 2) for bad scripts and output paths, before anything
    ///   renders; `RunnerError.failure` (exit 1) when rendering or encoding fails.
    public func run(interrupt: InterruptFlag? = nil) throws(RunnerError) -> Result {
        let c = configuration
        // Output paths are refused before SDL even starts: nothing is rendered, nothing is left behind.
        if let record = c.record {
            do { try VideoRecorder.checkWritable(path: record) } catch { throw Self.recordingError(error) }
        }
        if let trace = c.trace { try TraceWriter.checkWritable(path: trace) }

        // A script that turns the bezel on needs its room from the first frame: a video has one size.
        let bezelLater = c.script.map { s in
            ((try? Script.parse(s.text, file: s.file))?.commands ?? []).contains(.setBezel(true))
        } ?? false
        let frame = try HeadlessFrame(configuration: c, labels: compares ? panels.map(\.label) : [],
                                      devices: panels.map { $0.device ?? c.device }, assets: assets, bezelLater: bezelLater)
        var lanes: [HeadlessLane] = []
        for panel in panels {
            let scene: Scene
            do { scene = try panel.makeScene(frame.canvas.textMeasurer, frame.canvas.catalog) } catch {
                throw RunnerError.badInput("\(error)")
            }
            let player = try c.script?.player(for: scene, fps: c.fps)
            let lane = HeadlessLane(scene: scene, player: player, speed: c.speed, showTouches: c.showTouches,
                                    bezel: c.bezel, hasBezelRoom: frame.bezel != nil)
            // `seek` re-derives a scene from a fresh one made the same way.
            let (measurer, catalog, make) = (frame.canvas.textMeasurer, frame.canvas.catalog, panel.makeScene)
            lane.driver.makeScene = { try? make(measurer, catalog) }
            lanes.append(lane)
        }
        let trace = try c.trace.map { p throws(RunnerError) in try TraceWriter(path: p) }
        var recorder: VideoRecorder?
        if let record = c.record {
            let (w, h) = frame.pixelSize
            // The canvas's own byte order: read back without converting (`HeadlessFrame.readBGRA`).
            do { recorder = try VideoRecorder(path: record, width: w, height: h, fps: c.fps, bgra: true) } catch {
                throw Self.recordingError(error)
            }
        }
        var loop = HeadlessLoop(configuration: c, lanes: lanes, frame: frame, trace: trace, recorder: recorder, warn: warn)
        let result: Result
        do { result = try loop.run(interrupt: interrupt) } catch {
            recorder?.abort()
            throw error
        }
        if let recorder {
            do { try recorder.finish() } catch { throw Self.recordingError(error) }
        }
        return result
    }

    static func recordingError(_ error: any Error) -> RunnerError {
        guard let e = error as? RecordingError else { return .failure("cardsim: \(error)") }
        let message = e.message.hasPrefix("cardsim") ? e.message : "cardsim: --record: \(e.message)"
        return e.exitStatus == 2 ? .badInput(message) : .failure(message)
    }
}
