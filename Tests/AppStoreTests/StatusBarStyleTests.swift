@testable import AppStore
import SimKit
import Testing
import TestSupport

/// The status bar is dark or light, never a blend: its style is the one the view controller whose
/// content lies under it prefers, and a change cross-fades the two (UIKit's animated status bar
/// appearance update): each frame draws the glyphs in black, in white, or both faded across.
@Suite("Status bar: one style at a time, cross-faded")
@MainActor
struct StatusBarStyleTests {
    /// The "9:41" runs the frame draws: their colours (opaque) and opacities.
    func times(_ scene: AppStoreScene) -> [(Color, Double)] {
        scene.render().compactMap { c in
            if case .text(let run) = c, run.text == "9:41" { return (run.color.withAlpha(1), run.color.a) }
            return nil
        }
    }

    func isBlackOrWhite(_ c: Color) -> Bool {
        c == Palette.light.label.withAlpha(1) || c == Color.white
    }

    /// Steps while recording every frame's runs, `n` frames.
    func record(_ clock: FrameStepper, _ scene: AppStoreScene, frames n: Int) -> [[(Color, Double)]] {
        (0..<n).map { _ in clock.step(); return times(scene) }
    }

    @Test("the slide's swipe back held half way: black or white glyphs, no grey, one style once still")
    func swipeHeldHalfWay() throws {
        let scene = try TestScenes.appStore(style: .slide)
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        clock.drag(from: Point(5, 400), to: Point(200, 400), duration: 0.5, release: false)
        var frames = record(clock, scene, frames: 40)
        for runs in frames { for (c, _) in runs { #expect(isBlackOrWhite(c), "a grey 9:41: \(c)") } }
        // Held still, the bar has settled on one style, drawn opaque.
        let still = try #require(frames.last)
        #expect(still.count == 1 && still[0].1 == 1, "one style once still: \(still)")
        clock.send(.pointerUp(Point(200, 400), time: clock.time))
        frames = record(clock, scene, frames: 60)
        for runs in frames { for (c, _) in runs { #expect(isBlackOrWhite(c), "a grey 9:41: \(c)") } }
    }

    @Test("a change cross-fades over a few frames: both styles drawn, their opacities summing to one",
          arguments: [CardTransitionStyle.slide, .expand, .zoom, .appstore])
    func changeCrossFades(style: CardTransitionStyle) throws {
        let scene = try TestScenes.appStore(style: style)
        let clock = FrameStepper(scene: scene)
        #expect(times(scene).map(\.0) == [Palette.light.label.withAlpha(1)])
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        let frames = record(clock, scene, frames: 120)
        for runs in frames { for (c, _) in runs { #expect(isBlackOrWhite(c), "\(style): a grey 9:41: \(c)") } }
        let fading = frames.filter { $0.count == 2 }
        if style != .appstore {
            // The App Store style slides the bar away instead; the others show the fade.
            #expect(fading.count >= 3, "\(style): \(fading.count) cross-faded frames")
        }
        for runs in fading { #expect(abs(runs[0].1 + runs[1].1 - 1) < 0.02, "\(style): \(runs)") }
    }

    @Test("open over the dark artwork the glyphs are white; scrolled to the body they fade back to black")
    func followsTheContent() throws {
        let scene = try TestScenes.appStore(style: .zoom)
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        #expect(times(scene).map(\.0) == [.white])
        scene.root.story!.scrollView.contentOffset = Point(0, Metrics.storyHeaderHeight)
        clock.step()
        clock.step()
        #expect(times(scene).count == 2, "a cross-fade begins")
        clock.settle()
        #expect(times(scene).map(\.0) == [Palette.light.label.withAlpha(1)])
    }
}
