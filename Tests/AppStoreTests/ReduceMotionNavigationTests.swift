@testable import AppStore
import SimKit
import Testing
import TestSupport

/// Reduce Motion makes Settings' pushes and pops cross-fade in place, as iOS does: the
/// arriving screen fades in over the other, nothing slides or zooms.
@Suite("Reduce Motion in Settings' navigation")
@MainActor
struct ReduceMotionNavigationTests {
    /// Settings with Reduce Motion switched on by its switch.
    func fixture() throws -> SettingsFixture {
        let f = try SettingsFixture()
        toggle(f)
        #expect(f.scene.settings.reduceMotion)
        return f
    }

    func toggle(_ f: SettingsFixture) {
        f.clock.tap(f.top.row("reduceMotion")!.toggle!.screenRect.center)
        f.clock.settle()
    }

    @Test("push and pop: the screens stay in place, the top one fades over 0.3 s")
    func pushAndPopCrossFade() throws {
        let f = try fixture()
        let root = f.top
        f.clock.tap(f.point("cardTransition"))
        var sawHalf = false
        var frames = 0
        while f.trace.transition != nil || frames == 0 {
            f.clock.step()
            frames += 1
            let pushed = f.top
            #expect(pushed.view.presentationFrame.minX == 0 && root.view.presentationFrame.minX == 0, "nothing slides")
            let a = pushed.view.presentationAlpha
            if a > 0.3 && a < 0.7 { sawHalf = true }
            if frames > 60 { break }
        }
        #expect(sawHalf, "the pushed screen fades in")
        #expect(abs(Double(frames) / 60 - 0.3) < 0.05, "\(frames) frames")
        #expect(f.trace.nav.depth == 2 && f.top.view.presentationAlpha == 1)

        let pushed = f.top
        f.clock.tap(try #require(f.scene.inspector.pointForBack()))
        f.clock.step()
        #expect(f.trace.transition?.direction == .pop)
        #expect(pushed.view.presentationFrame.minX == 0, "the popped screen fades where it is")
        for _ in 0..<8 { f.clock.step() }
        #expect(pushed.view.presentationAlpha < 1 && pushed.view.presentationAlpha > 0)
        f.clock.settle()
        #expect(f.trace.nav.depth == 1 && root.view.presentationAlpha == 1 && root.view.superview != nil)
    }

    @Test("the swipe back from the left edge scrubs the fade, nothing moves, and let go far enough it pops")
    func swipeScrubsTheFade() throws {
        let f = try fixture()
        f.tapRow("language")
        let pushed = f.top
        f.clock.send(.pointerDown(Point(5, 400), time: f.clock.time))
        var alphas: [Double] = []
        for k in 1...30 {
            f.clock.step([.pointerMove(Point(5 + 250 * Double(k) / 30, 400), time: f.clock.time + 1 / f.clock.fps)])
            alphas.append(pushed.view.presentationAlpha)
            #expect(pushed.view.screenRect.minX == 0, "nothing slides")
        }
        let tr = try #require(f.trace.transition)
        #expect(tr.interactive && tr.direction == .pop)
        #expect(alphas.last! > 0.05 && alphas.last! < 0.6, "faded with the finger: \(alphas.last!)")
        #expect(zip(alphas.dropFirst(), alphas).allSatisfy { $0 <= $1 + 1e-9 }, "fades out as the finger goes")
        f.clock.send(.pointerUp(Point(255, 400), time: f.clock.time))
        f.clock.settle()
        #expect(f.trace.nav.depth == 1 && f.top.view.presentationAlpha == 1)
    }

    @Test("the About row cross-fades too, instead of zooming out of its icon")
    func aboutCrossFades() throws {
        let f = try fixture()
        f.clock.tap(f.point("about"))
        f.clock.step()
        #expect(f.trace.reference == nil, "no zoom reference")
        f.clock.settle()
        #expect(f.trace.nav.top == "about")
        #expect(f.top.view.presentationFrame == Rect(0, 0, 390, 844))
    }

    @Test("Reduce Motion off: pushes slide again")
    func offSlides() throws {
        let f = try fixture()
        toggle(f)
        f.clock.tap(f.point("cardTransition"))
        for _ in 0..<6 { f.clock.step() }
        #expect(f.top.view.presentationFrame.minX > 0, "slides in from the right")
    }
}
