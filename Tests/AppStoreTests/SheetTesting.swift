@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// What the sheet's suites share: scenes in a style, opening a card, dragging the top bar, and the
/// seed's presenter formula checked against the trace.
@MainActor
protocol SheetTesting {}

extension SheetTesting {
    /// styles_ref.out.md, Sheet: (t, sheet top) every 4 frames at 60 fps, before the spring's end.
    static var table: [(Double, Double)] { [
        (0.0000, 844.0000), (0.0667, 447.7244), (0.1333, 238.6695), (0.2000, 131.1522), (0.2667, 77.8165),
        (0.3333, 52.7823), (0.4000, 42.1041), (0.4667, 38.4025), (0.5333, 37.8663), (0.6000, 38.5935),
        (0.6667, 39.6826), (0.7333, 40.7422), (0.8000, 41.6306), (0.8667, 42.3207), (0.9333, 42.8323),
    ] }
    /// A point on the resting sheet's top bar (44 … 100 pt).
    static var bar: Point { Point(195, 70) }
    static var avatar: Point { Point(352, 105) }

    static func scene(language: Language = .en, style: CardTransitionStyle = .sheet) throws -> AppStoreScene {
        let config = AppConfiguration(deck: try TestScenes.deck(), language: language, style: style)
        return AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
    }

    /// Taps card 1 and returns the clock and the time the present's animations started.
    func tapCard(_ scene: AppStoreScene, fps: Double = 60) throws -> (FrameStepper, Double) {
        let clock = FrameStepper(scene: scene, fps: fps)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        return (clock, clock.time)
    }

    func open(_ scene: AppStoreScene, fps: Double = 60) throws -> FrameStepper {
        let (clock, _) = try tapCard(scene, fps: fps)
        clock.settle()
        let s = scene.inspector.traceState()
        #expect(s.screen == "story" && s.card?.y == 44)
        return clock
    }

    /// The presenter the source post's formula gives for a sheet whose top is at `top`.
    func expectPresenter(_ s: TraceState, top: Double, _ note: String) {
        let p = (top - 44) / 800
        guard let pr = s.presenter else { Issue.record("no presenter: \(note)"); return }
        #expect(abs(pr.scale - (0.9 + 0.1 * p)) < 1e-6, "scale \(pr.scale) at top \(top): \(note)")
        // Opacity is clamped as Core Animation clamps it (the dismiss spring overshoots past 1).
        #expect(abs(pr.alpha - min(1, 0.6 + 0.4 * p)) < 1e-6, "alpha \(pr.alpha) at top \(top): \(note)")
        #expect(abs(s.backdrop - (1 - pr.alpha)) < 1e-9)
    }

    /// The sheet's top on screen (the story's or the Account's).
    func top(_ scene: AppStoreScene) -> Double {
        scene.root.presentedViewController?.view.screenRect.minY ?? .nan
    }

    /// Drags the resting sheet's top bar down until its top is at `top` at `speed` pt/s, then runs
    /// `last` (more finger motion), releases and steps until idle. Returns the sheet's top at the
    /// release and the states after it.
    func dragAndRelease(_ clock: FrameStepper, to target: Double, speed: Double = 600,
                        last: (FrameStepper, inout Point) -> Void = { _, _ in }) -> (Double, [TraceState]) {
        let scene = clock.scene as! AppStoreScene
        var finger = Self.bar
        clock.send(.pointerDown(finger, time: clock.time))
        let step = speed / clock.fps
        // First across the pan's 10 pt slop, so the sheet then moves in whole steps from rest (the
        // translation counts from where the finger crossed the slop) and reaches the target at speed.
        finger.y += 10
        clock.step([.pointerMove(finger, time: clock.time + 1 / clock.fps)])
        while top(scene) < target - 1e-9 {
            let began = scene.inspector.traceState().transition != nil
            finger.y += began ? min(step, target - top(scene)) : step
            clock.step([.pointerMove(finger, time: clock.time + 1 / clock.fps)])
        }
        last(clock, &finger)
        let before = top(scene)
        clock.send(.pointerUp(finger, time: clock.time))
        var states: [TraceState] = []
        while !scene.isIdle { states.append(clock.step()) }
        return (before, states)
    }

    /// Seconds from the release until the transition ended, checking the E curve from `y0` to
    /// `y1` over `d` seconds and the presenter on every frame on the way.
    func settleTime(_ clock: FrameStepper, from y0: Double, to y1: Double, states: [TraceState], expected d: Double) -> Double {
        let e = BezierCurve(.easeInOut, duration: d)
        for (i, s) in states.enumerated() {
            let t = Double(i + 1) / clock.fps
            guard s.transition != nil, let card = s.card else { return t }
            #expect(abs(card.y - (y0 + (y1 - y0) * e.value(at: t))) < 1e-6, "E at t=\(t): \(card.y)")
            expectPresenter(s, top: card.y, "settle t=\(t)")
        }
        return .nan
    }

    /// Every string the scene draws now, layers included.
    func texts(_ scene: AppStoreScene) -> Set<String> {
        func walk(_ cs: [DrawCommand]) -> [String] {
            cs.flatMap { c -> [String] in
                switch c {
                case .text(let run): [run.text]
                case .layer(let l): walk(l.content)
                default: []
                }
            }
        }
        return Set(walk(scene.render()))
    }
}
