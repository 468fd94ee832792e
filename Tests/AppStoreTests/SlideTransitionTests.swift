import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// The slide post: the slide style, frame by frame against reference/styles_ref.out.md.
@Suite("Slide transition")
@MainActor
struct SlideTransitionTests {
    private let ease = BezierCurve(.easeInOut, duration: 0.3)

    private func presented(fps: Double = 60) throws -> (AppStoreScene, FrameStepper) {
        let scene = try TestScenes.appStore(style: .slide)
        let clock = FrameStepper(scene: scene, fps: fps)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story")
        return (scene, clock)
    }

    @Test("present: story x = 390 (1 - E(t / 0.3)), the presenter adjacent at x - 390; status bar stays", arguments: [60.0, 120.0])
    func present(fps: Double) throws {
        let scene = try TestScenes.appStore(style: .slide)
        let clock = FrameStepper(scene: scene, fps: fps)
        let p = try #require(scene.inspector.pointForCard(2))
        clock.send(.pointerDown(p, time: clock.time))
        for _ in 0..<Int((0.08 * fps).rounded()) { clock.step() }
        clock.send(.pointerUp(p, time: clock.time))
        let t0 = clock.time
        for _ in 0..<Int(0.4 * fps) {
            let s = clock.step()
            let t = clock.time - t0
            let x = 390 * (1 - ease.value(at: t))
            if t < 0.3 - 1e-9 {
                let tr = try #require(s.transition, "running at t=\(t)")
                #expect(tr.style == "slide" && tr.direction == .present)
            }
            let card = try #require(s.card)
            let presenter = try #require(s.presenter)
            #expect(abs(card.x - x) < 1e-6, "story x at t=\(t): \(card.x) vs \(x)")
            #expect(abs(presenter.x - (x - 390)) < 1e-6, "presenter x at t=\(t)")
            #expect(card.index == 2 && card.w == 390 && card.h == 844 && card.alpha == 1)
            #expect(s.statusBar.y == 0 && s.statusBar.alpha == 1 && s.backdrop == 0)
        }
        let s = scene.inspector.traceState()
        #expect(s.transition == nil && s.screen == "story" && s.presenter?.x == -390)
    }

    @Test("close mirrors the present and gives the presenter back at x = 0")
    func closeMirrors() throws {
        let (scene, clock) = try presented()
        clock.send(.key(.escape, time: clock.time))
        let t0 = clock.time
        for _ in 0..<18 {
            let s = clock.step()
            let t = clock.time - t0
            let x = 390 * ease.value(at: t)
            let card = try #require(s.card)
            #expect(abs(card.x - x) < 1e-6, "story x at t=\(t)")
            #expect(abs((s.presenter?.x ?? .nan) - (x - 390)) < 1e-6)
            #expect(s.transition?.direction == .dismiss)
        }
        clock.settle()
        let s = scene.inspector.traceState()
        #expect(s.screen == "today" && s.presenter == nil && s.card == nil && s.transition == nil)
        // Today is back in place and takes taps again.
        #expect(scene.inspector.pointForCard(1) != nil)
    }

    @Test("the left-edge swipe follows the finger 1:1 and commits past half way without a jump")
    func edgeSwipeCommits() throws {
        let (scene, clock) = try presented()
        clock.drag(from: Point(5, 400), to: Point(255, 400), duration: 1.0, release: false)
        var s = scene.inspector.traceState()
        let tr = try #require(s.transition)
        #expect(tr.interactive && tr.direction == .dismiss)
        // The pan claims the touch after its slop (10 pt), so the story trails the finger by at most that.
        let card = try #require(s.card)
        #expect(card.x >= 235 && card.x <= 250, "x \(card.x)")
        #expect(abs(tr.progress - card.x / 390) < 1e-6)
        let before = card.x
        clock.send(.pointerUp(Point(255, 400), time: clock.time))
        s = clock.step()
        let after = try #require(s.card).x
        // The rest is a critically damped 0.3 s spring over the remaining distance that starts at the
        // finger's 250 pt/s: position and velocity carry over.
        let rest = 390 - before
        let spring = Spring(duration: 0.3, dampingRatio: 1, initialVelocity: 250 / rest)
        #expect(abs(after - (before + rest * spring.value(at: 1.0 / 60))) < 0.5, "\(before) -> \(after)")
        #expect(abs(spring.velocity(at: 0) * rest - 250) < 1e-6)
        var last = after
        for _ in 0..<15 {
            let x = try #require(clock.step().card).x
            #expect(x >= last - 1e-9 && x <= 390 + 1e-9, "no overshoot, no turning back")
            last = x
        }
        clock.settle()
        #expect(scene.inspector.traceState().screen == "today")
    }

    @Test("a short slow swipe springs back; a short fast flick dismisses")
    func edgeSwipeCancelsOrFlicks() throws {
        let (scene, clock) = try presented()
        clock.drag(from: Point(5, 400), to: Point(105, 400), duration: 1.0)
        clock.settle()
        var s = scene.inspector.traceState()
        #expect(s.screen == "story" && s.card?.x == 0 && s.presenter?.x == -390)

        clock.drag(from: Point(5, 400), to: Point(105, 400), duration: 0.1)
        s = scene.inspector.traceState()
        #expect(s.transition?.interactive == false)
        clock.settle()
        #expect(scene.inspector.traceState().screen == "today")
    }

    @Test("a press mid-present pauses the slide where it is; dragging right and letting go cancels it")
    func grabMidPresent() throws {
        let scene = try TestScenes.appStore(style: .slide)
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        for _ in 0..<9 { clock.step() }
        let moving = try #require(scene.inspector.traceState().card).x
        clock.send(.pointerDown(Point(300, 400), time: clock.time))
        var s = clock.step()
        #expect(s.transition?.interactive == true)
        #expect(abs(try #require(s.card).x - moving) < 1e-6, "held where it was")
        s = clock.step()
        #expect(abs(try #require(s.card).x - moving) < 1e-6, "still held")
        clock.drag(from: Point(300, 400), to: Point(380, 400), duration: 0.15, press: false)
        s = scene.inspector.traceState()
        #expect(abs(try #require(s.card).x - (moving + 80)) < 1e-6, "follows the finger")
        clock.send(.pointerUp(Point(380, 400), time: clock.time))
        clock.settle()
        s = scene.inspector.traceState()
        #expect(s.screen == "today" && s.presenter == nil)
        #expect(scene.inspector.pointForCard(1) != nil)
    }
}
