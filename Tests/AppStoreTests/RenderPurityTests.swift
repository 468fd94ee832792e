@testable import AppStore
import SimKit
import Testing
import TestSupport

/// `render()` only describes the frame: drawing twice gives the same list and leaves the scene as it
/// was, and what the frame shows (the status bar's glyphs) is read from the scene's state, not set
/// while drawing.
@Suite("Rendering changes nothing")
@MainActor
struct RenderPurityTests {
    @Test("mid-transition, render twice: the same commands, the same trace, the tint already current")
    func renderIsPure() throws {
        let scene = try TestScenes.appStore(style: .slide)
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        for _ in 0..<12 { clock.step() }
        // The glyphs' colour follows the slide before anything is drawn: the battery's, which the
        // story coming in from the right covers first.
        let tint = scene.statusBar.tint(of: .battery)
        #expect(tint == scene.statusBarTint(for: .battery) && tint != Palette.light.label)
        let before = scene.inspector.traceState()
        let first = scene.render()
        #expect(scene.inspector.traceState() == before)
        #expect(scene.render() == first)
        #expect(scene.statusBar.tint(of: .battery) == tint)
    }
}
