import Foundation
import SDLBackend
import SimKit
import AppStore
import Playback

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
        /// The busiest transition frame.
        var busiest: Double
        /// `--profile`: the slowest frames and where their time went (empty when not asked for).
        var slowest: [String] = []
    }

    /// Runs `styleSequence` once per built style on the software renderer at 2 px/pt.
    @MainActor
    static func measureStyles(frames: Int?, profile: Bool = false, assets: AssetLocator) throws -> [StyleFigures] {
        var out: [StyleFigures] = []
        for style in CardTransitionStyle.allCases {
            var options = LaunchOptions()
            options.style = style.rawValue
            let recorder: RenderProfile? = profile ? RenderProfile() : nil
            let makeScene = try makeSceneFactory(options, assets: assets)
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
            let moving = timings.filter(\.inTransition).map(\.totalMs)
            out.append(StyleFigures(style: style.rawValue, frames: moving.count, p50: percentile(moving, 0.5),
                                    busiest: moving.max() ?? .nan,
                                    slowest: recorder.map { Array(slowestFrames(timings, $0, count: 3).dropFirst()) } ?? []))
        }
        return out
    }
}
