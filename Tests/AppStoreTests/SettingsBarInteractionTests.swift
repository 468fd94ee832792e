@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// The navigation bar where a finger or a zoom drives Settings' transition: a push caught in
/// flight takes its bar back with it, About's zoom cross-fades the bar on the transition's own
/// duration, and the swipe back over About holds the bar where the finger holds the zoom.
@Suite("Settings' navigation bar under a finger and the zoom")
@MainActor
struct SettingsBarInteractionTests {
    let bars = SettingsBarTransitionTests()

    func fixture() throws -> SettingsFixture { try bars.fixture() }

    @Test("a push caught mid-flight from the edge takes its bar back with it, without a jump")
    func pushGrabbed() throws {
        let f = try fixture()
        let rest = bars.bar(f)
        f.tapRow("cardTransition", settle: false)
        let pushed = f.top
        var snaps = [rest], ps = [0.0]
        let progress = { 1 - pushed.view.screenRect.minX / 390 }
        for _ in 0..<6 { f.clock.step(); snaps.append(bars.bar(f)); ps.append(progress()) }
        f.clock.send(.pointerDown(Point(4, 400), time: f.clock.time))
        for k in 1...20 {
            f.clock.step([.pointerMove(Point(4 + Double(k) * 8, 400), time: f.clock.time + 1 / 60)])
            snaps.append(bars.bar(f))
            ps.append(progress())
        }
        // Caught, the push goes back the way it came: the bar too, at the screens' pace.
        let top = ps.firstIndex(of: ps.max()!)!
        #expect(top > 3 && top < ps.count - 5, "the push turned back at frame \(top)")
        bars.expectFollows(Array(snaps[...top]), Array(ps[...top]), "push")
        f.clock.send(.pointerUp(Point(164, 400), time: f.clock.time))
        let (back, backPs) = bars.record(f, progress: progress)
        bars.expectFollows(Array(snaps[top...]) + back.dropLast() + [rest], Array(ps[top...]) + backPs.dropLast() + [0], "back")
        #expect(f.trace.nav.depth == 1 && bars.bar(f) == rest)
    }

    @Test("About's zoom cross-fades the inline titles over the zoom's duration; the large title stays in its list")
    func aboutZoom() throws {
        let f = try fixture()
        let rest = bars.bar(f)
        let root = f.top, title = try #require(root.title)
        f.tapRow("about", settle: false)
        let about = f.top, aboutTitle = try #require(about.title)
        let t0 = f.clock.time
        let ease = BezierCurve(.easeInOut, duration: ZoomNumbers().presentDuration)
        var snaps = [rest], ps = [0.0]
        while f.clock.time - t0 < ZoomNumbers().presentDuration + 0.2 {
            f.clock.step()
            snaps.append(bars.bar(f))
            ps.append(ease.value(at: f.clock.time - t0))
            // The large title stays in its list, under the screen that zooms out over it.
            let zooming = f.trace.transition != nil
            #expect(!zooming || root.view.subviews.contains { $0.name == "largeTitleStandIn" })
        }
        bars.expectFollows(snaps, ps, "zoom push", covered: [BarSnapshot.key(.large, title)])
        for (s, p) in zip(snaps, ps) where p < 1 {
            #expect(abs(s.alpha(.title, aboutTitle) - p) < 1e-6 && abs(s.alpha(.back, title) - p) < 1e-6)
            #expect(s.run(.large, title).map { $0.x == 16 } ?? true, "the large title stays where it is")
        }
        f.clock.settle()
        let pushedRest = bars.bar(f)
        #expect(pushedRest.alpha(.title, aboutTitle) == 1 && pushedRest.chevron == 1 && pushedRest.run(.large, title) == nil)
        f.clock.send(.key(.escape, time: f.clock.time))
        f.clock.settle()
        #expect(f.trace.nav.depth == 1 && bars.bar(f) == rest)
    }

    @Test("the swipe back over About holds the bar where the finger holds the zoom, and let go short puts it back")
    func aboutSwipeHeld() throws {
        let f = try fixture()
        f.tapRow("about")
        let aboutTitle = try #require(f.top.title)
        let pushedRest = bars.bar(f)
        f.clock.send(.pointerDown(Point(5, 400), time: f.clock.time))
        for k in 1...20 {
            f.clock.step([.pointerMove(Point(5 + Double(k) * 6, 400), time: f.clock.time + 1 / 60)])
        }
        let held = bars.bar(f)
        let a = held.alpha(.title, aboutTitle)
        #expect(a > 0.5 && a < 0.99, "the bar part way, with the finger: \(a)")
        for _ in 0..<30 {
            f.clock.step([.pointerMove(Point(125, 400), time: f.clock.time + 1 / 60)])
            #expect(bars.bar(f) == held, "held with the finger, not run on the clock")
        }
        f.clock.send(.pointerUp(Point(125, 400), time: f.clock.time))
        var last = a
        for _ in 0..<90 {
            let running = f.clock.step().transition != nil
            let now = bars.bar(f).alpha(.title, aboutTitle)
            #expect(now >= last - 1e-9, "back toward About's bar only")
            last = now
            if !running { break }
        }
        f.clock.settle()
        #expect(f.trace.nav.depth == 2 && bars.bar(f) == pushedRest)
    }

    @Test("Reduce Motion's swipe back scrubs the cross-fading bar with the fading screen, held and let go short")
    func reduceMotionSwipe() throws {
        let f = try fixture()
        f.clock.tap(f.top.row("reduceMotion")!.toggle!.screenRect.center)
        f.clock.settle()
        f.tapRow("language")
        let pushed = f.top, title = try #require(pushed.title)
        let pushedRest = bars.bar(f)
        f.clock.send(.pointerDown(Point(5, 400), time: f.clock.time))
        for k in 1...20 {
            f.clock.step([.pointerMove(Point(5 + Double(k) * 6, 400), time: f.clock.time + 1 / 60)])
            // The pushed screen fades as it goes: its title fades with it.
            #expect(abs(bars.bar(f).alpha(.title, title) - pushed.view.presentationAlpha) < 1e-6, "k=\(k)")
        }
        let held = bars.bar(f)
        #expect(held.alpha(.title, title) > 0.5 && held.alpha(.title, title) < 0.99)
        for _ in 0..<20 {
            f.clock.step([.pointerMove(Point(125, 400), time: f.clock.time + 1 / 60)])
            #expect(bars.bar(f) == held, "held with the finger")
        }
        f.clock.send(.pointerUp(Point(125, 400), time: f.clock.time))
        while f.clock.step().transition != nil {
            #expect(abs(bars.bar(f).alpha(.title, title) - pushed.view.presentationAlpha) < 1e-6)
        }
        f.clock.settle()
        #expect(f.trace.nav.depth == 2 && bars.bar(f) == pushedRest)
    }
}
