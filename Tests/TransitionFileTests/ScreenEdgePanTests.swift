import SimKit
import UIKit
import XCTest

/// `UIScreenEdgePanGestureRecognizer`, as a transition file's swipe back uses it: it begins only
/// for a touch that starts in the strip along one of its `edges` and moves away from that edge.
/// (XCTest: Swift Testing's cross-import overlay for a module named UIKit does not exist here.)
final class ScreenEdgePanTests: XCTestCase {
    /// Presses at `start`, moves by `move` over five frames, lets go: whether the recogniser began.
    @MainActor
    private func begins(edges: UIRectEdge, from start: Point, by move: Point) -> Bool {
        let window = Window(size: Size(390, 844))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        var began = false
        let pan = UIScreenEdgePanGestureRecognizer { g in if g.state == .began { began = true } }
        pan.edges = edges
        view.addGestureRecognizer(pan)
        window.handle(.pointerDown(start, time: 0))
        for k in 1...5 { window.handle(.pointerMove(start + move * (Double(k) / 5), time: Double(k) / 60)) }
        window.handle(.pointerUp(start + move, time: 0.1))
        return began
    }

    /// The left strip moving right begins; a touch outside the strip, along the edge, or with no
    /// edges set does not.
    @MainActor
    func testLeftEdge() async {
        XCTAssertTrue(begins(edges: .left, from: Point(5, 400), by: Point(80, 10)))
        XCTAssertFalse(begins(edges: .left, from: Point(40, 400), by: Point(80, 10)))
        XCTAssertFalse(begins(edges: .left, from: Point(5, 400), by: Point(10, 80)))
        XCTAssertFalse(begins(edges: [], from: Point(5, 400), by: Point(80, 10)))
    }

    /// The other edges: each from its own strip, toward the middle.
    @MainActor
    func testOtherEdges() async {
        XCTAssertTrue(begins(edges: .right, from: Point(385, 400), by: Point(-80, 0)))
        XCTAssertFalse(begins(edges: .right, from: Point(5, 400), by: Point(80, 0)))
        XCTAssertTrue(begins(edges: .all, from: Point(200, 840), by: Point(0, -80)))
        XCTAssertFalse(begins(edges: .top, from: Point(200, 840), by: Point(0, -80)))
    }
}
