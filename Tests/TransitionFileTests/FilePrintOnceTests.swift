@testable import AppStore
import Playback
import SimKit
import Testing
import TestSupport
import TransitionFile
@testable import Session

/// A transition file's `print` is an effect outside the scene: CardSim runs the file's code again
/// whenever it re-derives a scene from the journal (the dry run of a held finger's tap, a seek), and
/// the user must see each line once, for what happened on screen.
@Suite("What a transition file prints, it prints once")
@MainActor
struct FilePrintOnceTests {
    final class Output { var lines: [String] = [] }

    static let printingFile = TutorialFiles.fadeScale.replacingOccurrences(
        of: "let containerView = transitionContext.containerView",
        with: "print(presenting ? \"presenting\" : \"dismissing\", Int(transitionContext.containerView.bounds.width))\n"
            + "        let containerView = transitionContext.containerView")

    static func settle(_ run: DrivenScene) {
        for _ in 0..<240 where !run.scene.isIdle { _ = run.step() }
        _ = run.step()
    }

    @Test("a held tap played ahead, then a seek back before it and forward again: one line a present, one a dismiss")
    func printsOncePerTransition() throws {
        #expect(Self.printingFile != TutorialFiles.fadeScale)
        let output = Output()
        try TransitionFolder().registered("Printing.swift", Self.printingFile) {
            let run = DrivenScene {
                let scene = try! TestScenes.appStore()
                scene.apply(.style("Printing.swift"))
                scene.printText = { output.lines.append($0) }
                return scene
            }
            Self.settle(run)
            let card = try #require(run.scene.inspector.pointForCard(1))
            let before = run.driver.clock.time
            // Held still for a few frames, so the tap is played ahead on a rehearsal scene.
            _ = run.step([.pointerDown(card, time: 0)])
            for _ in 0..<4 { _ = run.step() }
            _ = run.step([.pointerUp(card, time: 0)])
            let presenting = run.driver.clock.time + 0.2
            Self.settle(run)
            #expect(run.scene.inspector.traceState().screen == "story")
            #expect(output.lines == ["presenting 390\n"])
            let shown = run.scene
            #expect(run.driver.seek(to: before))
            #expect(run.driver.seek(to: presenting))
            #expect(run.scene !== shown, "the seek re-derived the scene, running the file's present again")
            #expect(run.driver.seek(to: run.driver.journal.endTime))
            #expect(output.lines == ["presenting 390\n"], "the replays printed \(output.lines.count - 1) more")
            run.driver.togglePause()
            _ = run.step([.key(.escape, time: 0)])
            Self.settle(run)
            #expect(output.lines == ["presenting 390\n", "dismissing 390\n"])
        }
    }
}
