@testable import AppStore
import SimKit
import Testing
import TestSupport

/// A pull on the expand's open story shows what letting go will do: a story faded past half is
/// dismissed when the finger lifts, one still more than half there comes back.
@Suite("Expand: the pull predicts the release")
@MainActor
struct ExpandPullPredictsReleaseTests {
    /// Opens card 1 in the expand style, pulls the story down `distance` pt over `duration` s,
    /// holds still for `hold` s, and lets go. Returns the story's drawn opacity just before the lift,
    /// and the screen once everything has settled.
    func pull(_ distance: Double, duration: Double, hold: Double) throws -> (alpha: Double, screen: String) {
        let scene = try TestScenes.appStore(style: .expand)
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story")
        let start = Point(195, 420), end = Point(195, 420 + distance)
        clock.drag(from: start, to: end, duration: duration, release: false)
        for _ in 0..<Int((hold * clock.fps).rounded()) { clock.step() }
        let alpha = scene.inspector.traceState().card?.alpha ?? 0
        clock.send(.pointerUp(end, time: clock.time))
        clock.settle()
        return (alpha, scene.inspector.traceState().screen)
    }

    @Test("held still: faded below half is dismissed, above half comes back",
          arguments: [40.0, 60.0, 100.0, 140.0, 180.0, 240.0])
    func heldStill(distance: Double) throws {
        let (alpha, screen) = try pull(distance, duration: 0.5, hold: 0.3)
        #expect((alpha < 0.5) == (screen == "today"), "pulled \(distance) pt: opacity \(alpha), then \(screen)")
    }

    @Test("a 120 pt flick dismisses")
    func flick() throws {
        #expect(try pull(120, duration: 0.1, hold: 0).screen == "today")
    }
}
