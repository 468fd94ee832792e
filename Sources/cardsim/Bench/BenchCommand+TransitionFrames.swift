import Foundation
import SDLBackend
import Session

/// `cardsim bench --transition FILE.swift`'s frame figures: the file's present and close against
/// the built-in style it copies, each frame's cost as the trace's `frameMs` gives it.
extension BenchCommand {
    /// One side of the comparison: its transition frames, in milliseconds.
    struct TransitionFrameFigures {
        var label: String
        var frames: Int
        var p50: Double
        /// The busiest transition frame: the largest of the frames' medians over the runs.
        var busiest: Double
    }

    /// Runs `styleSequence` headless, `runs` times each by turns, with the built-in `style` and with
    /// `file`, and takes each transition frame's median over the runs (the clock is manual, so frame n
    /// does the same work in every run). Both sides run in the same program: the build on the shared
    /// runtime, which a run with a file needs, when this one carries the runtime inside.
    static func measureTransitionFrames(file: String, style: String, runs: Int = styleRuns) throws
        -> (builtIn: TransitionFrameFigures, file: TransitionFrameFigures) {
        let executable = SharedRuntimeBuild.isRunning ? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
            : (SharedRuntimeBuild.installed ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path)
        let folder = NSTemporaryDirectory() + "cardsim-bench-frames-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/sequence.txt"
        try styleSequence.write(toFile: script, atomically: true, encoding: .utf8)

        func play(_ choice: [String]) throws -> [Double] {
            let trace = folder + "/trace.jsonl"
            _ = try runChild(executable, ["--headless", "--no-settings", "--script", script, "--trace", trace] + choice,
                             cache: folder + "/cache", what: "the run")
            return try transitionFrameTimes(traceFile: trace)
        }
        var builtIn: [[Double]] = [], fromFile: [[Double]] = []
        _ = try play(["--transition", file])  // fills the cache: the compile is not a frame
        for _ in 0..<runs {
            builtIn.append(try play(["--style", style]))
            fromFile.append(try play(["--transition", file]))
        }
        let name = URL(fileURLWithPath: file).lastPathComponent
        return (figures(style, builtIn), figures(name, fromFile))
    }

    /// `frameMs` of each trace line whose `transition` is not null.
    static func transitionFrameTimes(traceFile: String) throws -> [Double] {
        let text = try String(contentsOfFile: traceFile, encoding: .utf8)
        return try text.split(separator: "\n").compactMap { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            guard object["transition"] is [String: Any] else { return nil }
            return (object["frameMs"] as? NSNumber)?.doubleValue
        }
    }

    /// Each frame's median over the runs (`frameMedians`), then their median and largest.
    static func figures(_ label: String, _ runs: [[Double]]) -> TransitionFrameFigures {
        let medians = frameMedians(runs)
        return TransitionFrameFigures(label: label, frames: medians.count, p50: percentile(medians, 0.5), busiest: medians.max() ?? .nan)
    }

    static func transitionFramesLine(_ f: (builtIn: TransitionFrameFigures, file: TransitionFrameFigures), json: Bool) -> String {
        if json {
            func object(_ s: TransitionFrameFigures) -> String {
                "{\"name\":\"\(s.label)\",\"frames\":\(s.frames),\"p50Ms\":\(s.p50),\"busiestMs\":\(s.busiest)}"
            }
            return "{\"transitionFrames\":{\"builtIn\":\(object(f.builtIn)),\"file\":\(object(f.file))}}"
        }
        func row(_ s: TransitionFrameFigures) -> String {
            String(format: "  %@ %4d frames  p50 %7.2f  busiest %7.2f", s.label, s.frames, s.p50, s.busiest)
        }
        return "one present and close, headless, software, 2 px/pt, \(styleRuns) runs by turns (each frame's median over the runs; frameMs of the trace):\n"
            + row(f.builtIn) + "\n" + row(f.file)
            + String(format: "\n  the file against the built-in: p50 %.2fx, busiest %.2fx", f.file.p50 / f.builtIn.p50, f.file.busiest / f.builtIn.busiest)
    }
}
