@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// Zoom for navigation: the same delegate as a NavigationControllerDelegate,
/// pushing out of a row and popping back into it (the Settings tab's About row uses it).
@Suite("Zoom push and pop")
@MainActor
struct ZoomNavigationTests {
    /// A list with one rounded row, the reference.
    final class ListScreen: ViewController {
        let row = View(frame: Rect(16, 300, 358, 52))
        override func makeView() -> View {
            let v = View(frame: Rect(0, 0, 390, 844))
            v.backgroundColor = Color(white: 0.95, alpha: 1)
            row.backgroundColor = .white
            row.cornerRadius = 10
            v.addSubview(row)
            return v
        }
    }

    /// The owner, as in the source post: it keeps the delegate and lets it go in `ended`.
    final class Owner {
        var zoom: ZoomTransition?
        var endedCount = 0
    }

    struct Setup {
        let window: Window
        let nav: NavigationController
        let list: ListScreen
        let detail: ViewController
        let owner: Owner
        var time = 0.0
        @MainActor mutating func step(_ fps: Double = 60) { time += 1 / fps; window.advance(to: time) }
    }

    func setup() -> Setup {
        let window = Window(size: Size(390, 844))
        let list = ListScreen(), detail = ViewController()
        let nav = NavigationController(rootViewController: list, measurer: FixedWidthTextMeasurer())
        nav.window = window
        window.addSubview(nav.view)
        window.advance(to: 0)
        let owner = Owner()
        let zoom = ZoomTransition(reference: list.row) { [unowned owner] in
            owner.endedCount += 1
            owner.zoom = nil
        }
        owner.zoom = zoom
        nav.delegate = zoom
        return Setup(window: window, nav: nav, list: list, detail: detail, owner: owner)
    }

    func expectRect(_ a: Rect, _ b: Rect, _ what: String) {
        #expect(abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
                && abs(a.height - b.height) < 1e-6, "\(what): \(a) vs \(b)")
    }

    @Test("push grows out of the row by the present spring; pop resizes back into it along E(t / 0.4), the list below",
          arguments: [60.0, 120.0])
    func pushAndPop(fps: Double) {
        var s = setup()
        let ref = s.list.row.frame, screen = Rect(0, 0, 390, 844)
        let spring = Spring(duration: 0.5, dampingRatio: 0.85, initialVelocity: 0.8)
        s.nav.pushViewController(s.detail, animated: true)
        #expect(s.nav.transitionCoordinator?.context.direction == .push)
        expectRect(s.detail.view.screenRect, ref, "starts on the row")
        let t0 = s.time
        while s.time - t0 < 0.5 - 1e-9 {
            s.step(fps)
            let t = s.time - t0
            if t < 0.5 - 1e-9 {
                expectRect(s.detail.view.screenRect, ref + (screen - ref) * spring.value(at: t), "push at t=\(t)")
                #expect(s.list.row.isHidden)
            }
        }
        s.step(fps)
        #expect(s.nav.transitionCoordinator == nil && s.nav.topViewController === s.detail)
        #expect(s.owner.zoom != nil && s.owner.endedCount == 0, "kept after the push, for the pop")

        weak var zoom = s.owner.zoom
        s.nav.popViewController(animated: true)
        #expect(s.nav.transitionCoordinator?.context.direction == .pop)
        let below = s.nav.contentView.subviews
        #expect(below.count == 2 && below[0] === s.list.view && below[1] === s.detail.view, "the destination goes below")
        let ease = BezierCurve(.easeInOut, duration: 0.4)
        let t1 = s.time
        while s.nav.transitionCoordinator != nil {
            s.step(fps)
            let t = s.time - t1
            if t < 0.4 - 1e-9 {
                let e = ease.value(at: t)
                expectRect(s.detail.view.screenRect, screen + (ref - screen) * e, "pop at t=\(t)")
                #expect(abs(s.detail.view.presentationCornerRadius - 10 * e) < 1e-6)
                #expect(s.detail.view.presentationTransform.isIdentity && s.detail.view.presentationAlpha == 1)
                #expect(s.list.row.isHidden)
            }
            if t > 1 { break }
        }
        #expect(s.nav.viewControllers.count == 1 && !s.list.row.isHidden)
        #expect(s.owner.endedCount == 1 && s.owner.zoom == nil)
        #expect(zoom == nil, "the delegate ends once its owner lets go (the navigation controller's delegate is weak)")
    }

    @Test("an edge swipe pops interactively, shrinking the screen as the pan would, and lands without a jump")
    func edgeSwipePops() {
        var s = setup()
        s.nav.pushViewController(s.detail, animated: true)
        for _ in 0..<40 { s.step() }
        #expect(s.nav.topViewController === s.detail && s.nav.transitionCoordinator == nil)
        s.window.handle(.pointerDown(Point(5, 400), time: s.time))
        var last = s.detail.view.screenRect
        for k in 1...12 {
            s.step()
            s.window.handle(.pointerMove(Point(5 + Double(k) * 15, 400), time: s.time))
        }
        let ctx = s.nav.transitionCoordinator?.context
        #expect(ctx?.direction == .pop && ctx?.isInteractive == true)
        last = s.detail.view.screenRect
        #expect(last.width < 390 * 0.8 && last.minX > 100, "shrinks and follows the finger: \(last)")
        s.window.handle(.pointerUp(Point(185, 400), time: s.time))
        var worst = 0.0
        while s.nav.transitionCoordinator != nil && s.time < 3 {
            s.step()
            // Once the pop completes the detail leaves the screen (and the navigation controller
            // resets its frame): only frames it is drawn in count.
            guard s.detail.view.superview != nil else { break }
            let r = s.detail.view.screenRect
            worst = max(worst, abs(r.minX - last.minX), abs(r.minY - last.minY), abs(r.maxX - last.maxX), abs(r.maxY - last.maxY))
            last = r
        }
        // The landing starts at the swipe's speed on a critically damped 0.4 s spring, fastest in
        // its first frames: about 43 pt a frame at 60 fps here (E peaked under 40).
        #expect(worst < 50, "no jump: \(worst)")
        #expect(s.nav.viewControllers.count == 1 && !s.list.row.isHidden && s.owner.zoom == nil)
    }
}
