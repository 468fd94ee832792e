import Foundation
import Motion
import SimKit
import Testing

/// The list scrolls with UIScrollView's physics (reference/scroll_ref.json).
@Suite("Scroll view physics")
@MainActor
struct ScrollViewPhysicsTests {
    struct DecayRow: Decodable {
        let rate: Double
        let v0: Double
        let offset_t: [String: Double]
    }
    struct Table: Decodable { let decay: [DecayRow] }

    static func table() throws -> Table {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        return try JSONDecoder().decode(Table.self, from: Data(contentsOf: url.appendingPathComponent("Fixtures/scroll_ref.json")))
    }

    func makeScroll(contentHeight: Double = 100_000) -> (Window, ScrollView) {
        let window = Window(size: Size(390, 844))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = Size(390, contentHeight)
        window.addSubview(scroll)
        return (window, scroll)
    }

    @Test("release decelerates like UIScrollView at both rates, to the table", arguments: [0, 1, 2, 3, 4, 5])
    func decayMatchesTable(row: Int) throws {
        let r = try Self.table().decay[row]
        let (window, scroll) = makeScroll()
        scroll.decelerationRate = r.rate
        scroll.contentOffset = Point(0, 1000)
        scroll.release(velocity: r.v0, time: 0)
        for (key, expected) in r.offset_t.sorted(by: { $0.key < $1.key }) {
            let t = Double(key)!
            window.advance(to: t)
            // Once below 5 pt/s the content is at rest: the table's tail is within a few points.
            let tolerance = abs(Decay(position: 0, velocity: r.v0, rate: r.rate).velocity(at: t)) < 5 ? 2.5 : 1e-6
            #expect(abs(scroll.contentOffset.y - 1000 - expected) <= tolerance, "t=\(t)")
        }
    }

    @Test("a drag moves the content with the finger and a flick keeps it going at the finger's speed")
    func flickUsesRecentVelocity() {
        let (window, scroll) = makeScroll()
        scroll.contentOffset = Point(0, 5000)
        var t = 0.0
        window.handle(.pointerDown(Point(200, 600), time: t))
        // 60 fps, 20 pt per frame upward = 1200 pt/s content velocity, after a slow start.
        var y = 600.0
        for k in 0..<30 {
            t += 1 / 60
            y -= k < 10 ? 2 : 20
            window.handle(.pointerMove(Point(200, y), time: t))
            window.advance(to: t)
        }
        let offsetAtRelease = scroll.contentOffset.y
        #expect(abs(offsetAtRelease - 5000 - (600 - y - 10)) < 1e-6, "the content follows the finger past the slop")
        window.handle(.pointerUp(Point(200, y), time: t))
        window.advance(to: t + 1 / 60)
        let v = (scroll.contentOffset.y - offsetAtRelease) * 60
        #expect(abs(v - 1200) < 30, "release velocity from the last 150 ms, not the slow start: \(v)")
    }

    @Test("a large first move is followed from where the finger crossed the slop")
    func largeFirstMoveIsNotLost() {
        let (window, scroll) = makeScroll()
        scroll.contentOffset = Point(0, 5000)
        window.handle(.pointerDown(Point(200, 600), time: 0))
        window.handle(.pointerMove(Point(200, 524), time: 1.0 / 60))
        window.advance(to: 1.0 / 60)
        // 76 pt of finger, 10 pt of slop: the content is 66 pt on at once (it was 0 and trailed by 66).
        #expect(abs(scroll.contentOffset.y - 5066) < 1e-9, "\(scroll.contentOffset.y)")
        window.handle(.pointerMove(Point(200, 500), time: 2.0 / 60))
        #expect(abs(scroll.contentOffset.y - 5090) < 1e-9, "\(scroll.contentOffset.y)")
    }

    @Test("past the top the content rubber-bands with c = 0.55 and springs back")
    func rubberBandAndBounce() {
        let (window, scroll) = makeScroll(contentHeight: 2000)
        window.handle(.pointerDown(Point(200, 100), time: 0))
        window.handle(.pointerMove(Point(200, 110), time: 0.01))   // the slop
        window.handle(.pointerMove(Point(200, 210), time: 0.1))
        let expected = -RubberBand.offset(overscroll: 100, dimension: 844)
        #expect(abs(scroll.contentOffset.y - expected) < 1e-9)
        #expect(abs(expected + 51.635150) < 1e-5, "reference table: f(100) = 51.635150")
        window.handle(.pointerUp(Point(200, 210), time: 0.5))
        var t = 0.5
        while !scroll.isIdle && t < 5 { t += 1 / 60; window.advance(to: t) }
        #expect(scroll.contentOffset.y == 0, "springs back to the edge")
        #expect(t < 2, "and settles quickly")
    }

    @Test("a press while decelerating stops the content and is claimed by the scroll view")
    func pressStopsDeceleration() {
        let (window, scroll) = makeScroll()
        let child = View(frame: Rect(0, 0, 390, 100_000))
        var began = 0
        let tap = TapGestureRecognizer { g in if g.state == .recognized { began += 1 } }
        child.addGestureRecognizer(tap)
        scroll.addSubview(child)
        scroll.contentOffset = Point(0, 1000)
        scroll.release(velocity: 3000, time: 0)
        window.advance(to: 0.2)
        let y = scroll.contentOffset.y
        window.handle(.pointerDown(Point(200, 400), time: 0.2))
        window.advance(to: 0.3)
        #expect(scroll.contentOffset.y == y, "stopped")
        window.handle(.pointerUp(Point(200, 400), time: 0.3))
        #expect(began == 0, "the stopping press selects nothing")
    }

    @Test("focus lost mid-drag ends the gesture cleanly")
    func cancelEndsDrag() {
        let (window, scroll) = makeScroll(contentHeight: 2000)
        window.handle(.pointerDown(Point(200, 100), time: 0))
        window.handle(.pointerMove(Point(200, 300), time: 0.1))
        window.handle(.pointerCancel(time: 0.1))
        #expect(!scroll.isDragging)
        #expect(!window.isTracking)
        var t = 0.1
        while !scroll.isIdle && t < 5 { t += 1 / 60; window.advance(to: t) }
        #expect(scroll.contentOffset.y == 0)
    }

    @Test("the wheel scrolls and stops at the edges")
    func wheel() {
        let (window, scroll) = makeScroll(contentHeight: 2000)
        window.handle(.wheel(dx: 0, dy: 120, at: Point(200, 400), time: 0))
        window.advance(to: 1)
        #expect(scroll.contentOffset.y == 120)
        window.handle(.wheel(dx: 0, dy: -500, at: Point(200, 400), time: 1))
        window.advance(to: 2)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test("a wheel notch glides over 0.2 s instead of jumping in one frame; notches add up")
    func wheelGlides() {
        let (window, scroll) = makeScroll(contentHeight: 2000)
        window.handle(.wheel(dx: 0, dy: 40, at: Point(200, 400), time: 0))
        var offsets: [Double] = []
        for k in 1...15 { window.advance(to: Double(k) / 60); offsets.append(scroll.contentOffset.y) }
        #expect(offsets[0] > 0 && offsets[0] < 40, "first frame \(offsets[0]): a glide, not a 40 pt jump")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "\(offsets)")
        #expect(offsets.last == 40)
        #expect(scroll.isIdle)
        // Two notches in quick succession end 80 pt on, with no step back between them.
        window.handle(.wheel(dx: 0, dy: 40, at: Point(200, 400), time: 0.3))
        window.advance(to: 0.35)
        let mid = scroll.contentOffset.y
        window.handle(.wheel(dx: 0, dy: 40, at: Point(200, 400), time: 0.35))
        window.advance(to: 0.36)
        #expect(scroll.contentOffset.y >= mid)
        window.advance(to: 1)
        #expect(scroll.contentOffset.y == 120)
    }
}
