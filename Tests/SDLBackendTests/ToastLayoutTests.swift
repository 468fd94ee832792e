import SimKit
import Testing
import TestSupport
@testable import SDLBackend

/// The toast keeps side padding and wraps a long message instead of cutting it at both ends.
@Suite("Toast layout")
@MainActor
struct ToastLayoutTests {
    let screen = Size(390, 844)
    let measurer = FixedWidthTextMeasurer()

    private func layout(_ message: String) -> (box: Rect, runs: [TextRun]) {
        let commands = Toast(message, at: 0).commands(at: 0.1, screen: screen, measurer: measurer)
        var box: Rect?
        var runs: [TextRun] = []
        for c in commands {
            if case .fill(let r, _) = c { box = r.rect }
            if case .text(let t) = c { runs.append(t) }
        }
        return (box ?? .zero, runs)
    }

    @Test func aLongMessageWrapsInsideThePaddedPill() {
        let message = "Saved /home/someone/a/rather/long/folder/name/cardsim-2026-11-30-094100.mp4 and the replayable script next to it"
        let (box, runs) = layout(message)
        #expect(runs.count > 1, "wrapped onto more than one line")
        #expect(box.minX >= Toast.margin && box.maxX <= screen.width - Toast.margin)
        for run in runs {
            let w = measurer.size(of: run.text, font: run.font).width
            #expect(run.origin.x >= box.minX + Toast.padding - 1e-9, "\(run.text)")
            #expect(run.origin.x + w <= box.maxX - Toast.padding + 1e-9, "\(run.text)")
        }
        #expect(runs.map(\.text).joined(separator: " ").replacingOccurrences(of: "  ", with: " ").count >= message.count - runs.count)
    }

    @Test func aShortMessageIsOneCentredLine() {
        let (box, runs) = layout("Saved")
        #expect(runs.count == 1)
        let w = measurer.size(of: "Saved", font: runs[0].font).width
        #expect(abs(runs[0].origin.x - (box.midX - w / 2)) < 1e-9)
        #expect(abs(box.width - (w + 2 * Toast.padding)) < 1e-9)
    }
}
