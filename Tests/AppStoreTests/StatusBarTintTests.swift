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
        let clock = FrameStepper(scene: scene)
        #expect(tint(scene) == Palette.light.label, "black over Today")
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.step()
        #expect(tint(scene) == Palette.light.label, "still over Today as the story starts on its way")
        clock.settle()
        let card = try #require(scene.root.story?.content.card)
        #expect(card.textColor == .white)
        #expect(tint(scene) == .white, "over the artwork")
        scene.root.story!.scrollView.contentOffset = Point(0, Metrics.storyHeaderHeight)
        clock.step()
        #expect(tint(scene) == Palette.light.label, "over the white body")
    }

    @Test("closing: back to the appearance's glyphs once the card has left the status bar")
    func closing() throws {
        let scene = try TestScenes.appStore(style: .zoom)
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        #expect(tint(scene) == .white)
        clock.send(.key(.escape, time: clock.time))
        clock.settle()
        #expect(tint(scene) == Palette.light.label)
    }
}

/// The glyphs turn as the story comes and goes, once each way, from one style to the other (never
/// through greys: `StatusBarStyleTests` checks the cross-fade); the battery's outline lets the
/// artwork show through.
@Suite("Status bar tint follows the transition")
@MainActor
struct StatusBarTintProgressTests {
    func tint(_ scene: AppStoreScene) -> Color {
        _ = scene.render()
        return scene.statusBar.tint
    }

    /// How far `c` lies from black (0) to white (1), by its red channel.
    func whiteness(_ c: Color) -> Double { c.r }

    @Test("slide and expand: black, then white from the frame the story covers the bar; back on close",
          arguments: [CardTransitionStyle.slide, .expand])
    func followsTheTransition(style: CardTransitionStyle) throws {
        let scene = try TestScenes.appStore(style: style)
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        var opening: [Double] = []
        while scene.inspector.traceState().transition != nil { clock.step(); opening.append(whiteness(tint(scene))) }
        #expect(opening.last == 1)
        #expect(opening.allSatisfy { $0 == 0 || $0 == 1 }, "one style or the other: \(opening)")
        #expect(opening.contains(0), "black while Today is under the bar: \(opening)")
        #expect(zip(opening, opening.dropFirst()).allSatisfy { $1 >= $0 }, "never back: \(opening)")
        clock.send(.key(.escape, time: clock.time))
        var closing: [Double] = []
        repeat { clock.step(); closing.append(whiteness(tint(scene))) } while scene.inspector.traceState().transition != nil
        #expect(closing.last == 0)
        #expect(closing.allSatisfy { $0 == 0 || $0 == 1 }, "one style or the other: \(closing)")
        #expect(closing.contains(1), "white while the story still covers the bar: \(closing) \(style)")
    }

    @Test("the battery's outline is a ring: nothing under the bar is painted over")
    func batteryOutlineIsARing() throws {
        let bar = StatusBarView(measurer: FixedWidthTextMeasurer(), device: .standard)
        bar.tint = .white
        let canvas = Canvas()
        bar.render(into: canvas)
        for command in canvas.commands {
            if case let .fill(_, colour) = command {
                #expect(colour.r == 1 && colour.g == 1 && colour.b == 1, "a fill in \(colour) covers what lies under the bar")
            }
        }
        let quads = StatusBarView.ring(Rect(0, 0, 25, 12), radius: 3.5, width: 1)
        let area = quads.reduce(0.0) { sum, q in
            sum + abs(zip(q, q.dropFirst() + [q[0]]).reduce(0.0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }) / 2
        }
        // The outline of a 25 × 12 pt rounded rectangle, 1 pt thick: about its perimeter.
        #expect(abs(area - (2 * (25 + 12) - 4 - (4 - .pi) * (3.5 * 2 - 1))) < 0.8, "ring area \(area)")
    }
}
