import Foundation
import SDLBackend
import SimKit
import AppStore

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
    }

    /// Runs `styleSequence` once per built style on the software renderer at 2 px/pt.
    @MainActor
    static func measureStyles(frames: Int?, assets: AssetLocator) throws -> [StyleFigures] {
        var out: [StyleFigures] = []
        for style in CardTransitionStyle.built {
            var options = LaunchOptions()
            options.style = style.rawValue
            var c = HeadlessRunner.Configuration()
            c.scale = scale; c.software = true; c.alwaysReadBack = true; c.showProgress = false
            c.script = ScriptSource(text: styleSequence, file: "bench-\(style.rawValue)")
            c.frameLimit = frames
            let runner = HeadlessRunner(configuration: c, assets: assets, makeScene: try makeSceneFactory(options, assets: assets))
            runner.warn = { _ in }
            let moving = try runner.run().timings.filter(\.inTransition).map(\.totalMs)
            out.append(StyleFigures(style: style.rawValue, frames: moving.count, p50: percentile(moving, 0.5),
                                    busiest: moving.max() ?? .nan))
        }
        return out
    }
}
