@testable import AppStore
import SimKit
import Testing
import TestSupport

/// The status bar's glyphs read over what lies under them. Over a story's artwork (in
/// the styles that keep the status bar) they take the card's text colour, chosen to read over its
/// artwork, as an app's `preferredStatusBarStyle` would; over the story's body, the appearance's.
@Suite("Status bar tint over a story")
@MainActor
struct StatusBarTintTests {
    /// The glyph colour of the frame just rendered.
    func tint(_ scene: AppStoreScene) -> Color {
        _ = scene.render()
        return scene.statusBar.tint
    }

    @Test("open in expand, slide and zoom: white over the dark sky, black again over the body",
          arguments: [CardTransitionStyle.expand, .slide, .zoom])
    func overArtwork(style: CardTransitionStyle) throws {
        let scene = try TestScenes.appStore(style: style)
        let clock = ManualClock(scene: scene)
        #expect(tint(scene) == Palette.light.label, "black over Today")
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.step()
        #expect(tint(scene) == Palette.light.label, "still over Today as the story starts on its way")
        clock.settle()
        let card = try #require(scene.root.story?.content.card)
        #expect(card.textColor == .white)
        #expect(tint(scene) == .white, "over the artwork")
        scene.root.story!.scrollView.contentOffset = Point(0, Metrics.storyHeaderHeight)
        #expect(tint(scene) == Palette.light.label, "over the white body")
    }

    @Test("closing: back to the appearance's glyphs once the card has left the status bar")
    func closing() throws {
        let scene = try TestScenes.appStore(style: .zoom)
        let clock = ManualClock(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        #expect(tint(scene) == .white)
        clock.send(.key(.escape, time: clock.time))
        clock.settle()
        #expect(tint(scene) == Palette.light.label)
    }
}
