import Foundation
import SDLBackend
import SimKit
import AppStore
import Playback
import Session

extension BenchCommand {
    /// One card opened and closed: the work of one transition in each direction.
    static let styleSequence = """
    wait 0.2
    tap card 1
    settle
    wait 0.2
    key escape
    settle
    """

    /// One style's transition frames on the software renderer, in milliseconds.
    struct StyleFigures {
        var style: String
        var frames: Int
        var p50: Double
        /// The busiest transition frame: the largest of the frames' median times over the runs.
        var busiest: Double
        /// The slowest single frame of any run, the machine's hiccups included.
        var slowestSingle: Double
        /// `--profile`: the slowest frames and where their time went (empty when not asked for).
        var slowest: [String] = []
    }

    /// How many times each style's sequence runs. The clock is manual, so the sequence's frame n
    /// does the same work in every run; the median of its times leaves out what the machine's other
    /// processes cost it, which a single run's slowest frame does not.
    static let styleRuns = 5

    /// Runs `styleSequence` `styleRuns` times per built style on the software renderer at 2 px/pt.
    @MainActor
    static func measureStyles(frames: Int?, profile: Bool = false, assets: AssetLocator) throws -> [StyleFigures] {
        var out: [StyleFigures] = []
        for style in CardTransitionStyle.allCases {
            var options = LaunchOptions()
            options.style = style.rawValue
            let makeScene = try makeSceneFactory(options, assets: assets)
            var runs: [[Double]] = []
            var slowest: [String] = []
            for run in 0..<styleRuns {
                // Only the first run is profiled: the profile's bookkeeping is not free.
                let recorder: RenderProfile? = profile && run == 0 ? RenderProfile() : nil
                var c = HeadlessRunner.Configuration()
                c.scale = scale; c.software = true; c.alwaysReadBack = true; c.showProgress = false
                c.script = ScriptSource(text: styleSequence, file: "bench-\(style.rawValue)")
                c.frameLimit = frames
                let runner = HeadlessRunner(configuration: c, assets: assets) { measurer, catalog in
                    (catalog as? ImageCache)?.profile = recorder
                    return try makeScene(measurer, catalog)
                }
                runner.warn = { _ in }
                let timings = try runner.run().timings
                runs.append(timings.filter(\.inTransition).map(\.totalMs))
                if let recorder { slowest = Array(slowestFrames(timings, recorder, count: 3).dropFirst()) }
            }
            let medians = frameMedians(runs)
            out.append(StyleFigures(style: style.rawValue, frames: medians.count, p50: percentile(medians, 0.5),
                                    busiest: medians.max() ?? .nan,
                                    slowestSingle: runs.joined().max() ?? .nan, slowest: slowest))
        }
        return out
    }

    /// Each frame's median time over the runs, frame by frame. Runs of a deterministic sequence have
    /// the same frames; should one differ, only the frames every run has are compared.
    static func frameMedians(_ runs: [[Double]]) -> [Double] {
        let count = runs.map(\.count).min() ?? 0
        return (0..<count).map { i in percentile(runs.map { $0[i] }, 0.5) }
    }
}
