import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// Reduce Motion: in every style a present and a dismiss are 0.3 s cross-fades in place;
/// the press bounce stays; a drag still dismisses interactively.
@Suite("Reduce Motion")
@MainActor
struct ReduceMotionTests {
    private let ease = BezierCurve(.easeInOut, duration: 0.3)

    private func scene(_ style: CardTransitionStyle) throws -> (AppStoreScene, FrameStepper) {
        let scene = try TestScenes.appStore(style: style)
        scene.settings.reduceMotion = true
        return (scene, FrameStepper(scene: scene))
    }

    @Test("present and close are cross-fades of the story at its final frame", arguments: CardTransitionStyle.allCases)
    func crossFades(style: CardTransitionStyle) throws {
        let (scene, clock) = try scene(style)
        clock.tap(try #require(scene.inspector.pointForCard(2)))
        let t0 = clock.time
        var place: TraceState.Card?
        for _ in 0..<17 {
            let s = clock.step()
            let t = clock.time - t0
            let tr = try #require(s.transition, "fading at t=\(t)")
            #expect(tr.style == style.rawValue && tr.direction == .present)
            let card = try #require(s.card)
            // The story stands where the style leaves it (full screen; a sheet 44 pt down) and only fades.
            let at = place ?? card
            place = at
            #expect(card.x == at.x && card.y == at.y && card.w == at.w && card.h == at.h && card.index == 2)
            #expect(card.x == 0 && card.w == 390 && (card.y == 0 || style == .sheet))
            #expect(abs(card.alpha - ease.value(at: t)) < 1e-6, "alpha at t=\(t): \(card.alpha)")
            #expect((s.presenter?.x ?? 0) == 0)
        }
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story")
        clock.send(.key(.escape, time: clock.time))
        let t1 = clock.time
        for _ in 0..<17 {
            let s = clock.step()
            let t = clock.time - t1
            #expect(s.transition?.direction == .dismiss)
            #expect(abs(try #require(s.card).alpha - (1 - ease.value(at: t))) < 1e-6, "alpha at t=\(t)")
        }
        clock.settle()
        let s = scene.inspector.traceState()
        #expect(s.screen == "today" && s.card == nil && s.transition == nil)
    }

    @Test("the press bounce is kept")
    func pressBounceKept() throws {
        let (scene, clock) = try scene(.appstore)
        clock.send(.pointerDown(try #require(scene.inspector.pointForCard(1)), time: clock.time))
        for _ in 0..<30 { clock.step() }
        #expect(abs((scene.inspector.traceState().card?.scale ?? 1) - 0.96) < 1e-3)
    }

    @Test("a drag on the story still dismisses it interactively, under the finger")
    func dragStillFollowsTheFinger() throws {
        let (scene, clock) = try scene(.appstore)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        clock.drag(from: Point(195, 300), to: Point(195, 500), duration: 0.5, release: false)
        let s = scene.inspector.traceState()
        #expect(s.transition?.interactive == true && s.transition?.direction == .dismiss)
        #expect((s.card?.scale ?? 1) < 0.95)
        clock.send(.pointerUp(Point(195, 500), time: clock.time))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "today")
    }

    @Test("a sheet fades in at its resting place, the presenter fades to 0.9 scale and 0.6 alpha with it, and back")
    func sheetKeepsItsPresentation() throws {
        let (scene, clock) = try scene(.sheet)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        var s = scene.inspector.traceState()
        #expect(s.card?.y == 44 && s.card?.alpha == 1)
        #expect(s.presenter?.scale == 0.9 && s.presenter?.alpha == 0.6)
        clock.send(.key(.escape, time: clock.time))
        clock.settle()
        s = scene.inspector.traceState()
        #expect(s.screen == "today" && s.presenter == nil)
    }
}
