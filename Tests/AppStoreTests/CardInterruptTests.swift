import AppStore
import SimKit
import Testing
import TestSupport

/// A card in flight can be grabbed and taken from where it is.
@Suite("Interrupting the card transition")
@MainActor
struct CardInterruptTests {
    /// The card's centre on screen right now.
    func cardCentre(_ scene: AppStoreScene) throws -> Point {
        let c = try #require(scene.inspector.traceState().card)
        return Point(c.x + c.w / 2, c.y + min(c.h / 2, 200))
    }

    /// Grabs the card in flight, drags it by `dy` over `duration`, releases, and checks continuity.
    func grab(_ clock: FrameStepper, dy: Double, duration: Double) throws {
        let scene = clock.scene as! AppStoreScene
        let before = try #require(scene.inspector.traceState().card)
        let p = try cardCentre(scene)
        clock.drag(from: p, to: Point(p.x, p.y + dy), duration: duration, release: false)
        let held = try #require(scene.inspector.traceState().card)
        #expect(scene.inspector.traceState().transition?.interactive == true)
        // Taken from where it was: the grab moved it by at most the finger's travel, never snapped.
        #expect(abs(held.y - before.y) <= abs(dy) + 60)
        clock.send(.pointerUp(Point(p.x, p.y + dy), time: clock.time))
        var prev = held
        while !scene.isIdle {
            guard let c = clock.step().card else { break }
            #expect(abs(c.y - prev.y) < 60 && abs(c.h - prev.h) < 60, "no jump at frame \(clock.frame)")
            prev = c
        }
    }

    @Test("grabbing mid-present and flicking down lands the card back in its cell")
    func grabMidPresentDismisses() throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        for _ in 0..<10 { clock.step() }
        try grab(clock, dy: 140, duration: 0.12)
        let s = scene.inspector.traceState()
        #expect(s.screen == "today")
        #expect(s.statusBar.y == 0)
        #expect(s.tabBar.y == 844 - 83)
    }

    @Test("grabbing mid-present and letting go gently opens the story")
    func grabMidPresentOpens() throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        for _ in 0..<10 { clock.step() }
        try grab(clock, dy: 20, duration: 0.5)
        #expect(scene.inspector.traceState().screen == "story")
        #expect(scene.inspector.traceState().card?.w == 390)
    }

    @Test("grabbing mid-dismiss and pushing up opens the story again; flicking down closes it")
    func grabMidDismiss() throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        clock.send(.key(.escape, time: clock.time))
        for _ in 0..<8 { clock.step() }
        try grab(clock, dy: -30, duration: 0.4)
        #expect(scene.inspector.traceState().screen == "story")
        #expect(scene.inspector.traceState().statusBar.y == -47)
        clock.send(.key(.escape, time: clock.time))
        for _ in 0..<8 { clock.step() }
        try grab(clock, dy: 150, duration: 0.1)
        #expect(scene.inspector.traceState().screen == "today")
    }
}
