import Foundation
import SDLBackend
import SimKit
import Playback
import Session

/// `cardsim bench`: renders a fixed sequence of the Today screen headless and reports what a frame
/// costs against the floor (a clear, one full-screen copy, a present and a read-back at the same
/// size and renderer), peak memory, the motion maths, and how fast a recording runs against real time.
enum BenchCommand {
    /// Scrolling, a flick, a press, a present and a drag-dismiss: the work a demo does.
    static let sequence = """
    wait 0.2
    scroll 120
    wait 0.3
    scroll -120
    wait 0.3
    drag 195 700 195 300 0.12
    wait 1.0
    drag 195 300 195 700 0.12
    settle
    press 195 420
    wait 0.4
    release
    wait 1.2
    drag 195 250 195 650 0.5
    settle
    """
    static let scale = 2.0
    static let floorIterations = 200

    /// Frame statistics of one renderer, in milliseconds.
    struct RendererFigures {
        var name: String
        var frames: Int
        var update: (p50: Double, p99: Double)
        var draw: (p50: Double, p99: Double)
        var frame: (p50: Double, p99: Double)
        var floor: (p50: Double, p99: Double)
        /// Frame times of the Today list alone (idle, scrolling, pressing) and of transition frames.
        var list: (frames: Int, p50: Double, p99: Double)
        var transition: (frames: Int, p50: Double, p99: Double)
        /// The renderer's work over the sequence (`RenderWork`): read-backs while drawing (not the
        /// bench's own capture), blurs computed, images decoded and stretched, layers rasterized.
        var work = RenderWork()
        /// Each work figure divided by the frames, by name.
        var workPerFrame: [(name: String, value: Double)] { work.perFrame(frames) }
        /// `--profile`: where drawing time went, per command kind (empty when not asked for).
        var profile: [String] = []
        var ratioToFloorP50: Double { frame.p99 / floor.p50 }
        var ratioP99ToP99: Double { frame.p99 / floor.p99 }
    }

    /// Nearest-rank percentile of unsorted values.
    static func percentile(_ values: [Double], _ q: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, max(0, Int((q * Double(sorted.count)).rounded(.up)) - 1))]
    }

    /// Peak resident memory in MiB (VmHWM), nil where /proc is not there.
    static func peakMemoryMiB() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kb / 1024
        }
        return nil
    }

    @MainActor
    static func measure(software: Bool, frames: Int?, profile: Bool = false, assets: AssetLocator,
                        makeScene: @escaping HeadlessRunner.SceneFactory) throws -> RendererFigures {
        // The scene factory is handed the renderer's image catalog: the profile rides on it.
        let recorder: RenderProfile? = profile ? RenderProfile() : nil
        let makeScene: HeadlessRunner.SceneFactory = { measurer, catalog in
            (catalog as? ImageCache)?.profile = recorder
            return try makeScene(measurer, catalog)
        }
        var c = HeadlessRunner.Configuration()
        c.scale = scale; c.software = software; c.alwaysReadBack = true; c.showProgress = false
        c.script = ScriptSource(text: sequence, file: "bench")
        c.frameLimit = frames
        let runner = HeadlessRunner(configuration: c, assets: assets, makeScene: makeScene)
        runner.warn = { _ in }
        let result = try runner.run()
        let canvas = try OffscreenCanvas(size: Device.standard.size, scale: scale, software: software, assets: assets)
        let floor = try canvas.measureFloor(iterations: floorIterations)
        let t = result.timings
        func pair(_ v: [Double]) -> (Double, Double) { (percentile(v, 0.5), percentile(v, 0.99)) }
        func part(_ v: [Double]) -> (Int, Double, Double) { (v.count, percentile(v, 0.5), percentile(v, 0.99)) }
        // The driver's own name ("opengl", "opengles2"), so a report says which accelerated renderer ran.
        return RendererFigures(name: canvas.rendererName, frames: t.count,
                               update: pair(t.map(\.updateMs)), draw: pair(t.map(\.drawMs)),
                               frame: pair(t.map(\.totalMs)), floor: pair(floor),
                               list: part(t.filter { !$0.inTransition }.map(\.totalMs)),
                               transition: part(t.filter(\.inTransition).map(\.totalMs)),
                               work: result.work,
                               profile: recorder.map { $0.report + slowestFrames(t, $0) } ?? [])
    }

    /// The slowest frames, one line each: frame number, list or transition, total ms, and where
    /// the time went (the profile counts every frame, drawn or unchanged, in order).
    @MainActor
    static func slowestFrames(_ t: [HeadlessRunner.FrameTiming], _ profile: RenderProfile, count: Int = 6) -> [String] {
        guard profile.perFrame.count == t.count else { return [] }
        let slowest = t.indices.sorted { t[$0].totalMs > t[$1].totalMs }.prefix(count)
        return ["slowest frames (total ms: update, then drawing by kind):"] + slowest.map { i in
            let parts = profile.perFrame[i].sorted { $0.value > $1.value }.filter { $0.value >= 0.01 }
                .map { String(format: "%@ %.2f", $0.key, $0.value) }
            return String(format: "  #%d %@ %.2f: update %.2f, ", i, t[i].inTransition ? "transition" : "list",
                          t[i].totalMs, t[i].updateMs) + parts.joined(separator: ", ")
        }
    }

    /// The tour (or `frames` of it) rendered and encoded to a temporary MP4, against ffmpeg alone
    /// encoding the same frames with the same settings.
    struct RecordingFigures {
        var scale: Double
        var frames: Int
        /// Wall seconds of the whole run, ffmpeg's finish included.
        var wallSeconds: Double
        /// Wall seconds of ffmpeg alone on the same frames (nil when it could not be timed).
        var encoderSeconds: Double?
        var fps: Double { Double(frames) / wallSeconds }
        /// Times real time at 60 fps.
        var realTime: Double { fps / 60 }
        /// The recording's wall time over the encoder's own (goal ≤ 1.15).
        var encoderRatio: Double? { encoderSeconds.map { wallSeconds / $0 } }
    }

    @MainActor
    static func recordingSpeed(scale: Double, frames: Int?, assets: AssetLocator,
                               makeScene: @escaping HeadlessRunner.SceneFactory) throws -> RecordingFigures {
        let path = NSTemporaryDirectory() + "cardsim-bench-\(getpid())-\(Int(scale)).mp4"
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let data = FileManager.default.contents(atPath: assets.resolve("Demos/tour.txt")) else {
            throw RunnerError.failure("cardsim: cannot read Demos/tour.txt")
        }
        var c = HeadlessRunner.Configuration()
        c.scale = scale; c.record = path; c.showProgress = false; c.frameLimit = frames
        c.script = ScriptSource(text: String(decoding: data, as: UTF8.self), file: "tour.txt")
        let runner = HeadlessRunner(configuration: c, assets: assets, makeScene: makeScene)
        runner.warn = { _ in }
        let started = Stopwatch()
        let result = try runner.run()
        let wall = started.elapsed
        let (w, h) = (Int((c.device.size.width * scale).rounded()), Int((c.device.size.height * scale).rounded()))
        let encoder = try? EncoderTime.measure(video: path, width: w, height: h, fps: c.fps)
        return RecordingFigures(scale: scale, frames: result.frames, wallSeconds: wall, encoderSeconds: encoder)
    }
}
