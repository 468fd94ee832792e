import SimKit
import Testing

/// UIView.convert(_:to:) / convert(_:from:): model geometry through frames, scroll offsets and
/// transforms (scale about the centre, then translation).
@Suite("View coordinate conversion")
@MainActor
struct ViewConversionTests {
    /// window > scroll (y 100, scrolled 250) > card (scaled 0.5 about its centre, moved 10 right).
    func tree() -> (Window, ScrollView, View) {
        let window = Window(size: Size(390, 844))
        let scroll = ScrollView(frame: Rect(0, 100, 390, 600))
        scroll.contentSize = Size(390, 2000)
        window.addSubview(scroll)
        scroll.contentOffset = Point(0, 250)
        let card = View(frame: Rect(20, 400, 200, 100))
        card.transform = Transform(scaleX: 0.5, scaleY: 0.5, tx: 10, ty: 0)
        scroll.addSubview(card)
        return (window, scroll, card)
    }

    @Test("a point in a scaled card inside a scrolled view reaches the window and comes back")
    func pointRoundTrip() {
        let (window, scroll, card) = tree()
        // Card centre in the scroll's content: (120, 450); on screen: y = 100 + 450 - 250.
        #expect(card.convert(Point(100, 50), to: nil) == Point(130, 300))
        #expect(card.convert(Point(0, 0), to: window) == Point(130 - 50, 300 - 25))
        #expect(card.convert(Point(0, 0), to: scroll) == Point(80, 425))
        #expect(card.convert(Point(80, 275), from: window) == Point(0, 0))
        #expect(scroll.convert(Point(80, 425), to: card) == Point(0, 0))
        #expect(window.convert(Point(130, 300), to: card) == Point(100, 50))
    }

    @Test("rects scale with the transform; from: is the inverse of to:")
    func rects() {
        let (window, scroll, card) = tree()
        let r = card.convert(card.bounds, to: window)
        #expect(r == Rect(80, 275, 100, 50))
        #expect(card.convert(r, from: window) == card.bounds)
        #expect(card.convert(Rect(0, 0, 10, 10), from: scroll) == Rect(-160, -850, 20, 20))
        #expect(scroll.convert(card.frame, to: nil) == Rect(20, 250, 200, 100),
                "a frame is in the superview's bounds: the scroll offset applies")
    }

    @Test("model values, not what is drawn mid-animation")
    func modelGeometry() {
        let (window, _, card) = tree()
        View.animate(withDuration: 1) { card.frame.origin.x = 120 }
        window.advance(to: 0.5)
        #expect(card.convert(Point(100, 50), to: nil) == Point(230, 300))
    }
}
