@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// Settings pushes and pops with UIKit's own navigation push (0.35 s easeInOut through its
/// interruptible animator: the new screen over the old, which moves 30 % with parallax, dims and
/// takes its edge shadow), the swipe back follows the finger and hands its speed over, a push can be
/// caught mid-flight, About zooms out of its icon, and the tab bar's re-taps.
@Suite("Settings navigation")
@MainActor
struct SettingsNavigationTests {
    private let ease = BezierCurve(.easeInOut, duration: 0.35)
    private let parallax = 390 * 0.3

    /// The dimming over the screen underneath, if any.
    func dimming(_ f: SettingsFixture) -> View? { f.nav.contentView.subviews.first { $0.name == "navigationDimming" } }

    @Test("a row pushes its list: x = 390 (1 - E(t / 0.35)), the list underneath at -117 E, dimmed and shadowed",
          arguments: [60.0, 120.0])
    func push(fps: Double) throws {
        let f = try SettingsFixture(fps: fps)
        let root = f.top
        let p = f.point("animationSpeed")
        f.clock.send(.pointerDown(p, time: f.clock.time))
        for _ in 0..<Int((0.08 * fps).rounded()) { f.clock.step() }
        f.clock.send(.pointerUp(p, time: f.clock.time))
        let pushed = f.top
        #expect(pushed !== root && pushed.screenName == "animationSpeed")
        let t0 = f.clock.time
        for _ in 0..<Int(0.45 * fps) {
            let s = f.clock.step()
            let t = f.clock.time - t0
            let e = ease.value(at: t)
            #expect(abs(pushed.view.screenRect.minX - 390 * (1 - e)) < 1e-6, "pushed x at t=\(t)")
            #expect(abs(root.view.screenRect.minX + parallax * e) < 1e-6 || t >= 0.35, "root x at t=\(t)")
            #expect(s.screen == "settings" && s.nav == TraceState.Nav(depth: 2, top: "animationSpeed"))
            if t < 0.35 - 1e-9 {
                let tr = try #require(s.transition, "running at t=\(t)")
                #expect(tr.style == "push" && tr.direction == .push && !tr.interactive)
                #expect(abs(tr.progress - min(1, t / 0.35)) < 1e-6)
                // The list underneath darkens as it is covered, and the new screen's edge casts a shadow on it.
                let dim = try #require(dimming(f), "dimmed at t=\(t)")
                #expect(abs(dim.presentationAlpha - e) < 1e-6 && dim.backgroundColor.a == 0.1)
                #expect(abs(dim.screenRect.minX - root.view.screenRect.minX) < 1e-6)
                #expect(pushed.view.shadow != nil && pushed.view.shadow!.offset.x < 0)
            } else {
                #expect(s.transition == nil)
                #expect(dimming(f) == nil && pushed.view.shadow == nil, "nothing left behind")
            }
        }
        #expect(f.scene.isIdle)
    }

    @Test("tap back and Escape pop along the same curve, mirrored, brightening the list underneath",
          arguments: ["back", "escape"])
    func pop(how: String) throws {
        let f = try SettingsFixture()
        let root = f.top
        f.tapRow("appearance")
        let pushed = f.top
        if how == "back" { f.clock.tap(try #require(f.scene.inspector.pointForBack())) } else {
            f.clock.send(.key(.escape, time: f.clock.time))
        }
        let t0 = f.clock.time
        #expect(f.scene.inspector.pointForBack() == nil, "no back button to tap while it moves")
        for _ in 0..<20 {
            let s = f.clock.step()
            let t = f.clock.time - t0
            let e = ease.value(at: t)
            #expect(abs(pushed.view.screenRect.minX - 390 * e) < 1e-6, "popped x at t=\(t)")
            #expect(abs(root.view.screenRect.minX + parallax * (1 - e)) < 1e-6, "root x at t=\(t)")
            #expect(s.transition?.direction == .pop && s.transition?.style == "push" && s.nav.depth == 1 && s.nav.top == "settings")
            #expect(abs((dimming(f)?.presentationAlpha ?? -1) - (1 - e)) < 1e-6, "dimming at t=\(t)")
        }
        f.clock.settle()
        #expect(f.trace.transition == nil && f.top === root && root.view.screenRect.minX == 0 && dimming(f) == nil)
        // The row that pushed is highlighted until the list is back, then fades.
        #expect(root.row("appearance")?.isHighlighted == false)
    }

    /// Drags from the left edge to `x` over `duration`, holding; returns the popped screen's x per frame.
    func swipe(_ f: SettingsFixture, to x: Double, duration: Double) -> [Double] {
        let pushed = f.top
        var xs: [Double] = []
        f.clock.send(.pointerDown(Point(5, 400), time: f.clock.time))
        let n = Int(duration * f.clock.fps)
        for k in 1...n {
            f.clock.step([.pointerMove(Point(5 + (x - 5) * Double(k) / Double(n), 400), time: f.clock.time + 1 / f.clock.fps)])
            xs.append(pushed.view.screenRect.minX)
        }
        return xs
    }

    @Test("the swipe back follows the finger and, let go past half way, commits without a jump")
    func swipeCommits() throws {
        let f = try SettingsFixture()
        f.tapRow("language")
        let pushed = f.top
        var xs = swipe(f, to: 255, duration: 1)
        let s = f.trace
        let tr = try #require(s.transition)
        #expect(tr.interactive && tr.direction == .pop && tr.style == "push")
        // The pan starts after its 10 pt slop, so the screen trails the finger by that.
        #expect(xs.last! > 235 && xs.last! <= 250, "x \(xs.last!)")
        f.clock.send(.pointerUp(Point(255, 400), time: f.clock.time))
        let n = xs.count
        while f.clock.step().transition != nil { xs.append(pushed.view.screenRect.minX) }
        let steps = zip(xs.dropFirst(), xs).map { $0 - $1 }
        // The finger moved 4.2 pt a frame; the first frame after it lets go goes on from where it was
        // (no jump), then the rest of the way runs on the completion curve, never back.
        #expect(steps[n - 1] > 4 && steps[n - 1] < 20, "hand-over \(steps[n - 1])")
        #expect(steps.allSatisfy { $0 >= -1e-9 && $0 < 40 }, "no jump, never back: \(steps)")
        f.clock.settle()
        #expect(f.trace.nav.depth == 1 && f.trace.transition == nil)
    }

    @Test("a short swipe let go slowly goes back without a jump, and the list stays")
    func swipeCancels() throws {
        let f = try SettingsFixture()
        f.tapRow("language")
        let pushed = f.top
        var xs = swipe(f, to: 100, duration: 1)
        // Hold still so the release has no speed.
        for _ in 0..<12 { f.clock.step([.pointerMove(Point(100, 400), time: f.clock.time + 1 / 60)]) }
        let held = pushed.view.screenRect.minX
        f.clock.send(.pointerUp(Point(100, 400), time: f.clock.time))
        xs = [held]
        while f.clock.step().transition != nil { xs.append(pushed.view.screenRect.minX) }
        let steps = zip(xs.dropFirst(), xs).map { $0 - $1 }
        // At rest when let go, the way back starts from rest on the completion curve: no jump.
        #expect(steps[0] > -15, "hand-over \(steps[0])")
        #expect(steps.allSatisfy { $0 <= 1e-9 && $0 > -40 }, "no jump, never forward: \(steps)")
        f.clock.settle()
        #expect(f.trace.nav == TraceState.Nav(depth: 2, top: "language") && pushed.view.screenRect.minX == 0)
        #expect(f.scene.inspector.pointForBack() != nil)
    }

    @Test("a flick back commits from a third of the way, faster than the slide's own curve")
    func flickCommits() throws {
        let f = try SettingsFixture()
        f.tapRow("language")
        let pushed = f.top
        _ = swipe(f, to: 120, duration: 0.15)
        let before = pushed.view.screenRect.minX
        f.clock.send(.pointerUp(Point(120, 400), time: f.clock.time))
        f.clock.step()
        // The finger moved at about 770 pt/s; the settling motion leaves at that speed, not from rest.
        let first = pushed.view.screenRect.minX - before
        #expect(first > 6, "first frame after the flick moved \(first) pt")
        f.clock.settle()
        #expect(f.trace.nav.depth == 1)
    }

    @Test("a push caught mid-flight from the edge is held where it is and dragged back out")
    func pushGrabbed() throws {
        let f = try SettingsFixture()
        let p = f.point("cardTransition")
        f.clock.tap(p)
        let pushed = f.top
        for _ in 0..<6 { f.clock.step() }
        var xs = [pushed.view.screenRect.minX]
        #expect(xs[0] > 100 && xs[0] < 380, "mid-push at \(xs[0])")
        // The finger lands at the left edge and moves right: the push stops and goes back with it.
        f.clock.send(.pointerDown(Point(4, 400), time: f.clock.time))
        for k in 1...20 {
            f.clock.step([.pointerMove(Point(4 + Double(k) * 8, 400), time: f.clock.time + 1 / 60)])
            xs.append(pushed.view.screenRect.minX)
        }
        let tr = try #require(f.trace.transition)
        #expect(tr.interactive && tr.direction == .push)
        f.clock.send(.pointerUp(Point(164, 400), time: f.clock.time))
        while f.clock.step().transition != nil { xs.append(pushed.view.screenRect.minX) }
        let steps = zip(xs.dropFirst(), xs).map { $0 - $1 }
        // The first two steps are the push's own motion: the frame the finger moves inside its slop,
        // and the frame the pan begins in (time advances before input, as in the program). From the
        // grab on the screen follows the finger 8 pt a frame, then goes back out.
        #expect(steps.dropFirst(2).allSatisfy { $0 >= -1e-9 && $0 < 25 }, "held and dragged back, no jump: \(steps)")
        #expect(steps.filter { abs($0 - 8) < 1e-6 }.count >= 10)
        f.clock.settle()
        #expect(f.trace.nav == TraceState.Nav(depth: 1, top: "settings") && f.trace.transition == nil)
    }

    @Test("About zooms out of its row's icon and pops back into it")
    func aboutZooms() throws {
        let f = try SettingsFixture()
        let icon = try #require(f.top.row("about")?.icon)
        let home = icon.screenRect
        f.tapRow("about", settle: false)
        let s = f.clock.step()
        let tr = try #require(s.transition)
        #expect(tr.style == "zoom" && tr.direction == .push)
        let ref = try #require(s.reference)
        #expect(abs(ref.x - home.minX) < 1e-6 && abs(ref.y - home.minY) < 1e-6 && ref.w == 29 && ref.radius == 7)
        f.clock.settle()
        #expect(f.trace.nav == TraceState.Nav(depth: 2, top: "about"))
        f.clock.send(.key(.escape, time: f.clock.time))
        let back = f.clock.step()
        #expect(back.transition?.style == "zoom" && back.transition?.direction == .pop)
        f.clock.settle()
        #expect(f.trace.nav.depth == 1 && !icon.isHidden && f.scene.root.settingsTab.zoom == nil)
        // The next push is UIKit's push again.
        f.tapRow("language", settle: false)
        #expect(f.clock.step().transition?.style == "push")
    }
}

/// One Lab: the Style Lab row is Settings' only Lab; it is pushed as any Settings screen is,
/// follows a language switch made while it is in the stack, and pops back.
@Suite("Settings: the Lab row")
@MainActor
struct SettingsLabRowTests {
    @Test("Settings lists one Lab, the Style Lab; it pushes the Lab and pops back")
    func styleLab() throws {
        let f = try SettingsFixture()
        let ids = f.top.sections().flatMap(\.items).map(\.id)
        #expect(ids.filter { $0.hasSuffix("Lab") } == ["styleLab"], "\(ids)")
        f.tapRow("styleLab", settle: false)
        let s = f.clock.step()
        #expect(s.transition?.style == "push" && s.transition?.direction == .push)
        f.clock.settle()
        #expect(f.trace.nav == TraceState.Nav(depth: 2, top: "styleLab"))
        let lab = try #require(f.nav.topViewController as? StyleLabViewController)
        #expect(f.nav.navigationBar.titleLabel.text == "Style Lab")
        f.scene.apply(.language("ko"))
        f.clock.step()
        #expect(lab.title == "스타일 랩" && f.nav.navigationBar.titleLabel.text == "스타일 랩")
        #expect(f.nav.navigationBar.backLabel.text == "설정")
        f.clock.tap(try #require(f.scene.inspector.pointForBack()))
        f.clock.settle()
        #expect(f.trace.nav == TraceState.Nav(depth: 1, top: "settings"))
    }
}
