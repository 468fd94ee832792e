@testable import cardsim
import Foundation
import Testing

/// How the bench turns repeated runs of one style's sequence into its figures.
@Suite("Bench: each frame's median over the runs")
struct BenchFiguresTests {
    @Test("a frame slow in one run only (the machine's hiccup) does not make the busiest frame; one slow in most runs does")
    func mediansFrameByFrame() {
        let runs: [[Double]] = [[2, 9, 3, 30], [2, 8, 3, 3], [2, 9, 4, 3]]
        #expect(BenchCommand.frameMedians(runs) == [2, 9, 3, 3])
    }

    @Test("runs of different lengths are compared over the frames they all have")
    func shortestRunBounds() {
        #expect(BenchCommand.frameMedians([[1, 2, 3], [1, 2]]) == [1, 2])
        #expect(BenchCommand.frameMedians([]).isEmpty)
    }
}

/// How `bench --transition` reads a run's trace and what it compares.
@Suite("Bench: a transition file's frames against the built-in style")
struct BenchTransitionFramesTests {
    @Test("only the frames with a transition running count, in order")
    func transitionFramesFromTheTrace() throws {
        let folder = try makeTemporaryDirectory("bench-trace")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let trace = folder + "/t.jsonl"
        try """
        {"frame":0,"t":0,"transition":null,"frameMs":1.5}
        {"frame":1,"t":0.016,"transition":{"style":"Card.swift","direction":"present","interactive":false,"progress":0.2},"frameMs":4.25}
        {"frame":2,"t":0.033,"transition":{"style":"Card.swift","direction":"present","interactive":false,"progress":0.6},"frameMs":6}
        {"frame":3,"t":0.05,"transition":null,"frameMs":2}
        """.write(toFile: trace, atomically: true, encoding: .utf8)
        #expect(try BenchCommand.transitionFrameTimes(traceFile: trace) == [4.25, 6])
    }

    @Test("each side's p50 and busiest frame are of its frames' medians over the runs")
    func figuresOfTheMedians() {
        let f = BenchCommand.figures("sheet", [[2, 9, 3], [2, 30, 3], [4, 8, 3]])
        #expect(f.frames == 3 && f.p50 == 3 && f.busiest == 9)
    }

    @Test("--style names the style a file is measured against, and only with --transition")
    func styleNeedsAFile() throws {
        var options = BenchOptions()
        options.transition = "Card.swift"
        options.style = "sheet"
        #expect(try LaunchCommand.parse(["bench", "--transition", "Card.swift", "--style", "sheet"]) == .bench(options))
        #expect(throws: LaunchOptionError.self) { try LaunchCommand.parse(["bench", "--style", "sheet"]) }
    }
}
