import Foundation
import SDLBackend
import SimKit
import AppStore
import Playback
import Session

extension BenchCommand {
    /// What scrubbing a transition backwards costs a frame: each frame seeks one frame back and
    /// draws it, from the present's last frame to its first, on the software renderer at 2 px/pt.
    struct ScrubFigures {
        var style: String
        var frames: Int
        var p50: Double
        var p99: Double
        var slowest: Double
        /// The medians of the seek (rebuilding and replaying the scene) and of the draw, apart.
        var updateP50: Double
        var drawP50: Double
        /// With `--profile`: where the seek frames' drawing went, by kind, over the first run.
        var profile: [String] = []
    }

    /// The script: open card 1 and let the present end, then one `seek` a frame, backwards, over
    /// the present's whole span (its tap at 0.2 s, the 0.08 s hold, the present itself).
    static func scrubScript(presentSeconds: Double, fps: Double = 60) -> (text: String, seeks: Int) {
        let start = 0.2 + 0.08
        let end = start + presentSeconds
        let first = Int((end * fps).rounded(.up)), last = Int((start * fps).rounded(.down))
        let seeks = (last...first).reversed().map { "seek \(Double($0) / fps)" }
        return ("wait 0.2\ntap card 1\nsettle\nwait 0.1\n" + seeks.joined(separator: "\n") + "\n", seeks.count)
    }

    /// Scrubs the App Store present backwards, `styleRuns` times; the figures are of each seek
    /// frame's median time over the runs.
    @MainActor
    static func measureScrub(profile: Bool = false, assets: AssetLocator,
                             makeScene: @escaping HeadlessRunner.SceneFactory) throws -> ScrubFigures {
        let present = StyleTuning().parameters(for: .appstore)["present.duration"]
        let (text, seeks) = scrubScript(presentSeconds: present)
        var runs: [[Double]] = [], updates: [[Double]] = [], draws: [[Double]] = []
        var report: [String] = []
        for run in 0..<styleRuns {
            // The profile rides on the renderer's image catalog, which the scene factory is handed.
            let recorder: RenderProfile? = profile && run == 0 ? RenderProfile() : nil
            let makeScene: HeadlessRunner.SceneFactory = { measurer, catalog in
                (catalog as? ImageCache)?.profile = recorder
                return try makeScene(measurer, catalog)
            }
            var c = HeadlessRunner.Configuration()
            c.scale = scale; c.software = true; c.alwaysReadBack = true; c.showProgress = false
            c.script = ScriptSource(text: text, file: "bench-scrub")
            let runner = HeadlessRunner(configuration: c, assets: assets, makeScene: makeScene)
            runner.warn = { _ in }
            // The seeks are the run's last frames: the clock stays paused after the last one.
            let all = try runner.run().timings
            let timings = all.suffix(seeks)
            if let recorder, recorder.perFrame.count == all.count {
                let seekFrames = recorder.perFrame.suffix(seeks)
                let kinds = Set(seekFrames.flatMap(\.keys)).sorted()
                let perFrame = kinds.map { kind in (kind, seekFrames.map { $0[kind] ?? 0 }.reduce(0, +) / Double(seeks)) }
                report = ["seek frames' drawing by kind, ms a frame:"] + perFrame.sorted { $0.1 > $1.1 }.map { kind, ms in
                    "  " + kind.padding(toLength: 14, withPad: " ", startingAt: 0) + String(format: "%6.3f", ms)
                }
            }
            runs.append(timings.map(\.totalMs))
            updates.append(timings.map(\.updateMs)); draws.append(timings.map(\.drawMs))
        }
        let medians = frameMedians(runs)
        return ScrubFigures(style: "appstore", frames: medians.count, p50: percentile(medians, 0.5),
                            p99: percentile(medians, 0.99), slowest: runs.joined().max() ?? .nan,
                            updateP50: percentile(frameMedians(updates), 0.5), drawP50: percentile(frameMedians(draws), 0.5),
                            profile: report)
    }
}

extension BenchCommand {
    /// The same scrub after a long session (`LongScrub`): `cycles` presents and closes first.
    struct LongScrubFigures {
        var cycles: Int
        var frames: Int
        var p50: Double
        var p99: Double
        var journalEntries: Int
        /// Resident memory growth from the end of cycle `soakWarmCycles` (or the first) to the last.
        var growth: Double?
        var wallSeconds: Double
    }

    @MainActor
    static func measureLongScrub(cycles: Int, assets: AssetLocator,
                                 makeScene: @escaping HeadlessRunner.SceneFactory) throws -> LongScrubFigures {
        var long = LongScrub(cycles: cycles, assets: assets, makeScene: makeScene)
        long.runs = styleRuns
        let r = try long.run()
        let medians = frameMedians(r.seekMs)
        let from = min(soakWarmCycles, r.resident.count)
        return LongScrubFigures(cycles: cycles, frames: medians.count, p50: percentile(medians, 0.5),
                                p99: percentile(medians, 0.99), journalEntries: r.journalEntries,
                                growth: from > 0 ? Soak.growth(r.resident, from: from, to: r.resident.count) : nil,
                                wallSeconds: r.wallSeconds)
    }

    /// The report's line about it.
    static func longScrubLine(_ s: LongScrubFigures) -> String {
        String(format: "scrubbing the present backwards after %d presents and closes (60 fps, played undrawn), %d runs: "
               + "%d frames, p50 %.2f ms, p99 %.2f ms; %d journal entries held; resident growth %@ from cycle %d (%.0f s)",
               s.cycles, styleRuns, s.frames, s.p50, s.p99, s.journalEntries,
               s.growth.map { String(format: "%+.2f%%", $0 * 100) } ?? "not measured",
               min(soakWarmCycles, s.cycles), s.wallSeconds)
    }
}
