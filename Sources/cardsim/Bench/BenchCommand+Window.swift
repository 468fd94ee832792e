import Foundation
import SDLBackend
import SimKit
import AppStore
import Playback
import Session

/// `cardsim bench --window`: the real window, in real time, as a user sees it. Each style plays
/// present, close, present, drag-to-dismiss and a flick of the list in a window of 2 px/pt, with
/// the accelerated renderer and with `--software`; the report gives the frames, the frames over
/// 20 ms and the 99th percentile of the frame intervals, after a row for the Today screen held
/// still (every frame drawn), the window's own cost.
extension BenchCommand {
    /// Screen units per point of the measured window: 780 × 1688, what a HiDPI laptop's window gets.
    static let windowScale = 2.0

    /// The sequence a style plays in the window.
    static func windowSequence(_ style: CardTransitionStyle) -> String {
        let drag = style.descriptor?.dismissDrag ?? TransitionStyleDescriptor.pullDown
        let dismiss = [drag.from.x, drag.from.y, drag.to.x, drag.to.y].map { String(Int($0)) }.joined(separator: " ")
        return """
        wait 0.5
        tap card 1
        settle
        wait 0.3
        key escape
        settle
        wait 0.3
        tap card 1
        settle
        drag \(dismiss) 0.3
        settle
        wait 0.3
        drag 195 700 195 300 0.12
        settle
        """
    }

    /// The timeline in use: the App Store present played, then `seek` a frame at a time back to
    /// its start and forward to its end, as a scrub drag moves the playhead. A seek pauses the
    /// clock, so the timeline panel is on screen for every frame of it.
    static func scrubWindowSequence() -> String {
        let present = StyleTuning().parameters(for: .appstore)["present.duration"]
        let (backwards, _) = scrubScript(presentSeconds: present)
        let seeks = backwards.split(separator: "\n").filter { $0.hasPrefix("seek") }
        return backwards + seeks.reversed().joined(separator: "\n") + "\n"
    }

    /// One style's run in the window.
    struct WindowFigures {
        var renderer: String
        var style: String
        var stats: FrameStats
        var longShare: Double { Double(stats.longFrames) / Double(max(1, stats.frames)) }
    }

    /// Plays `windowSequence` per style in a window, first with the accelerated renderer (when
    /// there is one), then with the software one; each begins with Today held still.
    @MainActor
    static func measureWindow(assets: AssetLocator, progress: (String) -> Void) throws -> [WindowFigures] {
        var out: [WindowFigures] = []
        for software in [false, true] {
            // First the Today screen held still for three seconds, drawn every frame: what a frame
            // costs this renderer in this window before anything moves.
            // Last, a scrub with the timeline shown: the App Store present, backwards and forwards.
            let runs: [(name: String, style: CardTransitionStyle, script: String)] =
                [("still", .appstore, "wait 3")] + CardTransitionStyle.allCases.map { ($0.rawValue, $0, windowSequence($0)) }
                + [("scrub", .appstore, scrubWindowSequence())]
            for (name, style, script) in runs {
                var options = LaunchOptions()
                options.style = style.rawValue
                var c = LiveRunner.Configuration()
                c.scale = windowScale
                c.renderer = software ? .software : .opengl
                c.quitsAfterScript = true
                c.script = ScriptSource(text: script, file: "bench-window-\(name)")
                let runner = LiveRunner(configuration: c, assets: assets, makeScene: try makeSceneFactory(options, assets: assets))
                try runner.run()
                let figures = WindowFigures(renderer: runner.rendererName, style: name, stats: runner.stats)
                progress(windowLine(figures))
                out.append(figures)
            }
        }
        return out
    }

    /// "opengl    appstore  412 frames,   3 over 20 ms (0.7%), p50 16.7 ms, p99 17.2 ms, longest 24.0 ms".
    static func windowLine(_ f: WindowFigures) -> String {
        f.renderer.padding(toLength: 10, withPad: " ", startingAt: 0) + f.style.padding(toLength: 9, withPad: " ", startingAt: 0)
            + String(format: "%5d frames, %4d over 20 ms (%.1f%%), p50 %.1f ms, p99 %.1f ms, longest %.1f ms", f.stats.frames,
                     f.stats.longFrames, f.longShare * 100, f.stats.p50 * 1000, f.stats.p99 * 1000, f.stats.longest * 1000)
    }
}

/// `cardsim bench --window [--json]`.
@MainActor
func runWindowBench(_ options: BenchOptions) -> Int32 {
    if let why = SDLRuntime.displayProblem() {
        return fail("cardsim: bench --window: no display to open a window on (\(why)). "
                    + "Run it on a desktop, or under Xvfb: xvfb-run -s '-screen 0 1600x1800x24' cardsim bench --window", 1)
    }
    let assets: AssetLocator
    do { assets = try AssetLocator() } catch { return fail("cardsim: bench failed: \(error)", 1) }
    if !options.json {
        print("cardsim bench --window — each style in a real window at \(Int(BenchCommand.windowScale)) px/pt: "
              + "present, close, present, drag to dismiss, flick")
        let auto = OpenGLProbe.choice(.auto)
        print("  --renderer auto draws with " + (auto.software ? "software" : "opengl") + " here (\(auto.explanation))")
    }
    let figures: [BenchCommand.WindowFigures]
    do {
        figures = try BenchCommand.measureWindow(assets: assets) { line in if !options.json { print("  " + line) } }
    } catch {
        return fail("cardsim: bench --window: \(error)", 1)
    }
    if options.json {
        let rows = figures.map { f -> [String: Any] in
            ["renderer": f.renderer, "style": f.style, "frames": f.stats.frames, "longFrames": f.stats.longFrames,
             "longShare": f.longShare, "p50Ms": f.stats.p50 * 1000, "p99Ms": f.stats.p99 * 1000, "longestMs": f.stats.longest * 1000]
        }
        let data = (try? JSONSerialization.data(withJSONObject: jsonSafe(["window": rows]), options: [.sortedKeys])) ?? Data("{}".utf8)
        print(String(decoding: data, as: UTF8.self))
    }
    return 0
}
