import Motion
@testable import SimKit
import Testing
import TestSupport

/// SimKit's navigation bar under its own parallax push and pop, read from the bar's views' on-screen
/// state frame by frame: the titles follow the animator's eased progress exactly, the leaving ones
/// as stand-ins that are gone at the end, and the swipe back scrubs the bar and, cancelled, returns it.
@Suite("Navigation bar transition")
@MainActor
struct NavigationBarTransitionTests {
    @MainActor struct Rig {
        let window: Window, nav: NavigationController, root: ViewController, detail: ViewController
        let fps: Double
        var frame = 0
        var time: Double { Double(frame) / fps }
        var bar: NavigationBar { nav.navigationBar }
        mutating func step(_ events: [InputEvent] = []) {
            frame += 1
            for e in events { window.handle(e) }
            window.advance(to: time)
        }
        /// The leaving title's stand-in, while the bar animates.
        var leavingTitle: Label? { bar.subviews.first { $0.name == "leavingTitle" } as? Label }
        var leavingBack: Label? { bar.subviews.first { $0.name == "leavingBackTitle" } as? Label }
    }

    func rig(fps: Double = 60) -> Rig {
        let window = Window(size: Size(390, 844))
        let root = ViewController(), detail = ViewController()
        root.title = "Settings"
        detail.title = "General"
        let nav = NavigationController(rootViewController: root, measurer: FixedWidthTextMeasurer())
        nav.window = window
        window.addSubview(nav.view)
        window.advance(to: 0)
        window.layoutIfNeeded()
        return Rig(window: window, nav: nav, root: root, detail: detail, fps: fps)
    }

    @Test("push: the new title slides in and fades in, the old one moves to the back title's place and fades out",
          arguments: [60.0, 120.0])
    func push(fps: Double) throws {
        var r = rig(fps: fps)
        let restTitle = r.bar.titleLabel.frame
        r.nav.pushViewController(r.detail, animated: true)
        let curve = BezierCurve(.easeInOut, duration: NavigationParallaxAnimator.duration)
        var lastX = Double.infinity
        while r.nav.transitionCoordinator != nil {
            r.step()
            guard r.nav.transitionCoordinator != nil else { break }
            let e = curve.value(at: r.time)
            let title = r.bar.titleLabel, back = r.bar.backLabel
            let leaving = try #require(r.leavingTitle)
            #expect(abs(title.presentationAlpha - e) < 1e-9 && abs(back.presentationAlpha - e) < 1e-9, "t=\(r.time)")
            #expect(abs(leaving.presentationAlpha - (1 - e)) < 1e-9 && abs(r.bar.backChevron.presentationAlpha - e) < 1e-9)
            #expect(title.presentationFrame.minX < lastX, "the title comes in from the right")
            lastX = title.presentationFrame.minX
            // The old title heads for the back title's place (26 pt, after the chevron) as the back
            // title leaves the old title's.
            let toBack = leaving.presentationFrame.minX - 26
            #expect(abs(toBack - (restTitle.minX - 26) * (1 - e)) < 1e-9)
        }
        #expect(r.bar.backLabel.frame.minX == 26 && lastX > r.bar.titleLabel.frame.minX)
        #expect(r.leavingTitle == nil && r.leavingBack == nil && !r.bar.isTransitioning)
        #expect(r.bar.titleLabel.text == "General" && r.bar.titleLabel.presentationAlpha == 1)
        #expect(r.bar.backLabel.text == "Settings" && !r.bar.backButton.isHidden && r.bar.backChevron.presentationAlpha == 1)
        #expect(r.bar.clipsToBounds)
    }

    @Test("the swipe back scrubs the bar with the screens; released short it returns to the pushed screen's bar")
    func swipeCancelled() throws {
        var r = rig()
        r.nav.pushViewController(r.detail, animated: false)
        r.window.layoutIfNeeded()
        let rest = (r.bar.titleLabel.frame, r.bar.backLabel.frame, r.bar.titleLabel.text)
        r.step([.pointerDown(Point(5, 400), time: r.time)])
        for k in 1...40 {
            r.step([.pointerMove(Point(5 + 4 * Double(k), 400), time: r.time + 1 / r.fps)])
            guard r.nav.transitionCoordinator != nil else { continue }
            let p = r.detail.view.presentationFrame.minX / 390
            // Popping: the pushed title fades as the screen leaves; the root's title arrives.
            #expect(abs(r.bar.titleLabel.presentationAlpha - p) < 1e-9)
            #expect(abs((r.leavingTitle?.presentationAlpha ?? 1) - (1 - p)) < 1e-9, "k=\(k)")
        }
        for _ in 0..<12 { r.step([.pointerMove(Point(165, 400), time: r.time + 1 / r.fps)]) }
        r.window.handle(.pointerUp(Point(165, 400), time: r.time))
        var last = r.leavingTitle?.presentationAlpha ?? 1
        while r.nav.transitionCoordinator != nil {
            r.step()
            guard let a = r.leavingTitle?.presentationAlpha else { break }
            #expect(a >= last - 1e-9, "the pushed title comes back, never the other way")
            last = a
        }
        #expect(r.nav.topViewController === r.detail && !r.bar.isTransitioning && r.leavingTitle == nil)
        #expect((r.bar.titleLabel.frame, r.bar.backLabel.frame, r.bar.titleLabel.text) == rest)
        #expect(r.bar.titleLabel.presentationAlpha == 1 && r.bar.backChevron.presentationAlpha == 1)
    }
}
