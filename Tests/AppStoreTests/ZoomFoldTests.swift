@testable import AppStore
import SimKit
import Testing
import TestSupport

/// The zoom's close shrinks the story into its card with no cut: the story folds into the card's
/// layout on the way, so the card shown at the end is what the last frame drew, and its ✕ fades
/// instead of hanging off the shrinking card.
@Suite("Zoom: the story folds into its card")
@MainActor
struct ZoomFoldTests {
    func distance(_ a: Rect, _ b: Rect) -> Double {
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
    }

    @Test("the last frame's labels and artwork are the card's; the ✕ stays inside the card or is gone",
          arguments: [0.0, 300.0])
    func closeEndsOnTheCard(scrolledBy offset: Double) throws {
        let scene = try TestScenes.appStore(style: .zoom)
        let clock = FrameStepper(scene: scene, fps: 60)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        let story = try #require(scene.root.presentedViewController as? StoryViewController)
        View.performWithoutAnimation { story.scrollView.contentOffset = Point(0, offset) }
        _ = clock.step()
        clock.tap(try #require(scene.inspector.pointForClose()))
        var last: (title: Rect, image: Rect, blurb: Rect)?
        for _ in 0..<60 {
            let s = clock.step()
            guard s.transition != nil, story.view.superview != nil else { break }
            let card = story.view.screenRect
            let button = story.closeButton
            #expect(button.presentationAlpha < 0.01 || card.insetBy(dx: -0.5, dy: -0.5).intersection(button.screenRect) == button.screenRect,
                    "the ✕ \(button.screenRect) hangs outside the card \(card) at t=\(clock.time)")
            let c = story.content
            last = (c.titleLabel.screenRect, c.imageView.screenRect.intersection(card), c.blurbLabel.screenRect)
        }
        clock.settle()
        #expect(scene.inspector.traceState().screen == "today")
        let cell = scene.root.today.cells[0].content
        let end = try #require(last)
        #expect(distance(end.title, cell.titleLabel.screenRect) < 1.5, "title \(end.title) → \(cell.titleLabel.screenRect)")
        #expect(distance(end.image, cell.imageView.screenRect) < 1.5, "artwork \(end.image) → \(cell.imageView.screenRect)")
        #expect(distance(end.blurb, cell.blurbLabel.screenRect) < 1.5, "blurb \(end.blurb) → \(cell.blurbLabel.screenRect)")
    }
}
