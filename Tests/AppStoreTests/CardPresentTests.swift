import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// The present follows the App Store post's motion frame by frame on the virtual clock.
@Suite("Card present motion")
@MainActor
struct CardPresentTests {
    @Test("the blurred backdrop fades in alongside, over the post's 1 s transitionDuration with UIView's default curve")
    func backdropOverTransitionDuration() throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene, fps: 60)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        let t0 = clock.time
        let curve = BezierCurve(.easeInOut, duration: 1.0)
        for _ in 0..<66 {
            let s = clock.step()
            let t = clock.time - t0
            #expect(abs(s.backdrop - curve.value(at: t)) < 1e-6, "backdrop at t=\(t): \(s.backdrop) vs \(curve.value(at: t))")
        }
        clock.settle()
        #expect(scene.inspector.traceState().backdrop == 1)
    }

    @Test("the card's top follows the M1 spring; size follows easeInOut; bars leave on time", arguments: [60.0, 120.0])
    func presentFollowsSourceCurves(fps: Double) throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene, fps: fps)
        let target = try #require(scene.inspector.pointForCard(1))
        clock.tap(target)
        let start = try #require(scene.inspector.traceState().card)
        let t0 = clock.time
        #expect(scene.inspector.traceState().transition?.direction == .present)
        let spring = Spring(duration: 0.6, dampingRatio: 0.7, initialVelocity: 0.7)
        let size = BezierCurve(.easeInOut, duration: 0.36)
        var sawOvershoot = false
        for _ in 0..<Int(0.8 * fps) {
            let s = clock.step()
            let t = clock.time - t0
            guard let card = s.card else { Issue.record("no card at t=\(t)"); break }
            let expectedY = start.y + (0 - start.y) * spring.value(at: t)
            #expect(abs(card.y - expectedY) <= 0.5, "top at t=\(t): \(card.y) vs \(expectedY)")
            if t >= 0.6 - 1e-9 { #expect(card.y == 0, "exactly 0 from 0.6 s, t=\(t)") }
            if card.y < -0.5 { sawOvershoot = true }
            let expectedW = start.w + (390 - start.w) * size.value(at: t)
            let expectedH = start.h + (844 - start.h) * size.value(at: t)
            if t < 0.6 {
                #expect(abs(card.w - expectedW) <= 0.5, "width at t=\(t)")
                #expect(abs(card.h - expectedH) <= 0.5, "height at t=\(t)")
            }
            if t >= 0.36 - 1e-9 && t < 0.6 { #expect(s.tabBar.y >= 844, "tab bar below the screen at t=\(t)") }
            if t >= 0.5 - 1e-9 { #expect(s.statusBar.y <= -47, "status bar gone at t=\(t)") }
        }
        #expect(sawOvershoot, "the spring overshoots above the top, as on iOS")
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story")
        #expect(scene.inspector.traceState().backdrop == 1)
    }

    @Test("a double click presents once; a tap during the transition starts nothing")
    func doubleClickPresentsOnce() throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene)
        let p1 = try #require(scene.inspector.pointForCard(1))
        clock.tap(p1)
        clock.tap(p1)
        clock.step()
        #expect(scene.inspector.traceState().card?.index == 1)
        clock.tap(Point(195, 700))
        clock.settle()
        let s = scene.inspector.traceState()
        #expect(s.screen == "story")
        #expect(s.card?.index == 1)
    }
}
