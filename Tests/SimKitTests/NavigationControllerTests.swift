import Motion
import SimKit
import Testing
import TestSupport

/// UINavigationController on the manual clock: UIKit's default slide (0.35 s, easeInOut, the old
/// screen moving left by 30 %), lifecycle order, the back button, the interactive edge pop (commit
/// and cancel without a jump) and a push grabbed mid-flight.
@Suite("Navigation controller")
@MainActor
struct NavigationControllerTests {
    final class Log { var lines: [String] = [] }
    final class Screen: ViewController {
        let log: Log
        init(_ title: String, _ log: Log) { self.log = log; super.init(); self.title = title }
        override func viewWillAppear(_ animated: Bool) { log.lines.append("\(title!).willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("\(title!).didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(title!).willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(title!).didDisappear") }
    }

    static let fps = 60.0
    static let curve = BezierCurve(.easeInOut, duration: NavigationParallaxAnimator.duration)

    @MainActor struct Rig {
        let window: Window, nav: NavigationController, log: Log, root: Screen, detail: Screen
        var frame = 0
        var time: Double { Double(frame) / NavigationControllerTests.fps }
        mutating func step(_ events: [InputEvent] = []) {
            frame += 1
            for e in events { window.handle(e) }
            window.advance(to: time)
        }
        mutating func settle() { for _ in 0..<120 { step() } }
    }

    func rig() -> Rig {
        let window = Window(size: Size(390, 844))
        let log = Log()
        let root = Screen("Settings", log), detail = Screen("General", log)
        let nav = NavigationController(rootViewController: root, measurer: FixedWidthTextMeasurer())
        nav.window = window
        window.addSubview(nav.view)
        window.advance(to: 0)
        return Rig(window: window, nav: nav, log: log, root: root, detail: detail)
    }

    @Test("push: the new screen slides in from the right while the old moves left by 30 %, frame by frame")
    func pushFrames() {
        var r = rig()
        r.nav.pushViewController(r.detail, animated: true)
        #expect(r.nav.topViewController === r.detail && r.nav.viewControllers.count == 2 && r.detail.parent === r.nav)
        #expect(r.log.lines == ["Settings.willDisappear", "General.willAppear"])
        #expect(r.nav.transitionCoordinator?.context.direction == .push)
        for _ in 1...20 {
            r.step()
            let e = Self.curve.value(at: r.time)
            #expect(abs(r.detail.view.presentationFrame.minX - 390 * (1 - e)) < 1e-9, "t=\(r.time)")
            #expect(abs(r.root.view.presentationFrame.minX + 117 * e) < 1e-9, "t=\(r.time)")
        }
        r.step()
        #expect(r.detail.view.presentationFrame.minX == 0)
        #expect(r.log.lines.suffix(2) == ["Settings.didDisappear", "General.didAppear"])
        #expect(r.root.view.superview == nil && r.root.view.frame.minX == 0, "the old view leaves, reset")
        #expect(r.nav.navigationBar.titleLabel.text == "General" && r.nav.navigationBar.backLabel.text == "Settings")
    }

    @Test("the back button pops with the mirrored slide and the lifecycle calls")
    func backButtonPops() {
        var r = rig()
        r.nav.pushViewController(r.detail, animated: false)
        #expect(r.detail.view.superview === r.nav.contentView)
        r.log.lines = []
        let back = r.nav.navigationBar.backButton.screenRect.center
        r.step([.pointerDown(back, time: r.time)])
        r.step([.pointerUp(back, time: r.time)])
        #expect(r.nav.viewControllers.count == 1 && r.nav.transitionCoordinator?.context.direction == .pop)
        let t0 = r.time - 1 / Self.fps   // the tap was handled at the previous frame's time
        r.step()
        let e = Self.curve.value(at: r.time - t0)
        #expect(abs(r.detail.view.presentationFrame.minX - 390 * e) < 1e-9)
        #expect(abs(r.root.view.presentationFrame.minX + 117 * (1 - e)) < 1e-9)
        r.settle()
        #expect(r.log.lines == ["General.willDisappear", "Settings.willAppear", "General.didDisappear", "Settings.didAppear"])
        #expect(r.detail.parent == nil && r.nav.children.count == 1 && r.detail.view.superview == nil)
        #expect(r.nav.navigationBar.backButton.isHidden)
    }

    @Test("interactive pop follows the finger; a fast release finishes without a jump")
    func interactivePopCommit() {
        var r = rig()
        r.nav.pushViewController(r.detail, animated: false)
        r.log.lines = []
        r.step([.pointerDown(Point(5, 400), time: r.time)])
        var begin: Double?
        var lastX = 0.0
        for k in 1...20 {
            let x = 5 + 8 * Double(k)
            r.step([.pointerMove(Point(x, 400), time: r.time + 1 / Self.fps)])
            if begin == nil, r.nav.transitionCoordinator != nil { begin = x }
            if let b = begin {
                lastX = r.detail.view.presentationFrame.minX
                #expect(abs(lastX - (x - b)) < 1e-9, "1:1 with the finger at \(x)")
                #expect(abs(r.root.view.presentationFrame.minX + 117 * (1 - (x - b) / 390)) < 1e-9)
            }
        }
        #expect(r.log.lines == ["General.willDisappear", "Settings.willAppear"])
        #expect(r.nav.transitionCoordinator?.context.isInteractive == true && lastX < 195)
        r.window.handle(.pointerUp(Point(165, 400), time: r.time))
        #expect(r.nav.transitionCoordinator?.context.isInteractive == false)
        var previous = lastX
        while r.nav.transitionCoordinator != nil {
            r.step()
            guard r.nav.transitionCoordinator != nil else { break }
            let x = r.detail.view.presentationFrame.minX
            #expect(x >= previous && x - previous < 40, "keeps moving right, no jump: \(previous) -> \(x)")
            previous = x
        }
        r.settle()
        #expect(r.nav.viewControllers.count == 1 && r.detail.parent == nil)
        #expect(r.log.lines.suffix(2) == ["General.didDisappear", "Settings.didAppear"])
    }

    @Test("interactive pop released slowly short of half way cancels back without a jump")
    func interactivePopCancel() {
        var r = rig()
        r.nav.pushViewController(r.detail, animated: false)
        r.log.lines = []
        r.step([.pointerDown(Point(5, 400), time: r.time)])
        for k in 1...40 { r.step([.pointerMove(Point(5 + 4 * Double(k), 400), time: r.time + 1 / Self.fps)]) }
        for _ in 0..<12 { r.step([.pointerMove(Point(165, 400), time: r.time + 1 / Self.fps)]) }
        let held = r.detail.view.presentationFrame.minX
        #expect(abs(held - 148) < 1e-9, "the pan began at x = 17, after 10 pt of slop")
        r.window.handle(.pointerUp(Point(165, 400), time: r.time))
        var previous = held
        while r.nav.transitionCoordinator != nil {
            r.step()
            let x = r.detail.view.presentationFrame.minX
            #expect(x <= previous + 1e-9 && previous - x < 40, "back toward 0, no jump")
            previous = x
        }
        r.settle()
        #expect(r.nav.viewControllers.count == 2 && r.nav.topViewController === r.detail)
        #expect(r.detail.view.presentationFrame.minX == 0 && r.root.view.superview == nil)
        #expect(r.log.lines == ["General.willDisappear", "Settings.willAppear", "Settings.willDisappear",
                                "Settings.didDisappear", "General.willAppear", "General.didAppear"])
    }

    @Test("a push grabbed mid-flight stops where it is and drags back; a flick right undoes it")
    func pushGrabbedMidFlight() {
        var r = rig()
        r.nav.pushViewController(r.detail, animated: true)
        for _ in 0..<9 { r.step() }
        r.step([.pointerDown(Point(5, 400), time: r.time)])
        r.step([.pointerMove(Point(16, 400), time: r.time + 1 / Self.fps)])
        let ctx = try! #require(r.nav.transitionCoordinator?.context)
        #expect(ctx.isInteractive, "grabbed")
        let grabbed = r.detail.view.presentationFrame.minX
        #expect(abs(grabbed - 390 * (1 - Self.curve.value(at: 10 / Self.fps))) < 1e-9,
                "held where it was when the pan was recognised")
        r.step([.pointerMove(Point(16, 400), time: r.time + 1 / Self.fps)])
        #expect(r.detail.view.presentationFrame.minX == grabbed, "held still while the finger rests")
        for k in 1...6 { r.step([.pointerMove(Point(16 + 10 * Double(k), 400), time: r.time + 1 / Self.fps)]) }
        #expect(abs(r.detail.view.presentationFrame.minX - (grabbed + 60)) < 1e-9, "follows the finger back")
        r.window.handle(.pointerUp(Point(76, 400), time: r.time))
        r.settle()
        #expect(r.nav.viewControllers.count == 1 && r.detail.parent == nil && r.detail.view.superview == nil)
        #expect(r.root.view.presentationFrame.minX == 0)
    }

    @Test("the large title on the root collapses into the inline title as the content scrolls")
    func largeTitleCollapses() {
        let r = rig()
        r.nav.prefersLargeTitles = true
        let bar = r.nav.navigationBar
        #expect(bar.frame.height == 96 && bar.titleLabel.alpha == 0 && !bar.largeTitleLabel.isHidden)
        bar.collapseLargeTitle(forOffset: 26)
        #expect(bar.frame.height == 70 && bar.titleLabel.alpha == 0)
        bar.collapseLargeTitle(forOffset: 200)
        #expect(bar.frame.height == 44 && bar.titleLabel.alpha == 1)
        r.nav.pushViewController(r.detail, animated: false)
        #expect(bar.frame.height == 44 && bar.largeTitleLabel.isHidden, "large only on the root")
    }
}
