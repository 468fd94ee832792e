@testable import cardsim
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
