@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// The sheet post: the sheet, frame by frame on the virtual clock, against
/// ../shared/reference/styles_ref.out.md ("Sheet").
@Suite("Sheet transition")
@MainActor
struct SheetTransitionTests: SheetTesting {
    @Test("present: the sheet's top follows the reference spring and the presenter the formula", arguments: [60.0, 120.0])
    func presentFollowsReference(fps: Double) throws {
        let scene = try Self.scene()
        let (clock, t0) = try tapCard(scene, fps: fps)
        var rows = Self.table[...]
        // The present has begun with the tap's release: the sheet is below the screen.
        #expect(scene.inspector.traceState().card?.y == rows.removeFirst().1)
        var frames = 0
        while !scene.isIdle {
            let s = clock.step()
            frames += 1
            let t = clock.time - t0
            guard let card = s.card else { Issue.record("no sheet at t=\(t)"); break }
            if let row = rows.first, abs(row.0 - t) < 0.25 / fps {
                #expect(abs(card.y - row.1) < 1e-3, "top at t=\(t): \(card.y) vs \(row.1)")
                rows.removeFirst()
            }
            #expect(card.x == 0 && card.w == 390 && card.radius == 10)
            expectPresenter(s, top: card.y, "present t=\(t)")
            #expect(s.statusBar.y == 0 && s.statusBar.alpha == 1, "the status bar stays")
            if t < 1 - 1e-6 { #expect(s.transition?.direction == .present && s.transition?.style == "sheet") }
        }
        #expect(rows.isEmpty, "every reference row was seen: \(rows.map(\.0))")
        #expect(Double(frames) / fps < 1.1, "the present is over after its 1.0 s")
        let s = scene.inspector.traceState()
        #expect(s.transition == nil && s.screen == "story" && s.card?.y == 44)
        #expect(s.presenter == TraceState.Presenter(x: 0, y: 0, scale: 0.9, alpha: 0.6))
        #expect(abs(s.backdrop - 0.4) < 1e-9)
        // The tab bar shrinks and fades with Today: it is part of the presenting screen.
        #expect(abs(s.tabBar.y - (422 + (761 - 422) * 0.9)) < 1e-6 && abs(s.tabBar.alpha - 0.6) < 1e-9)
    }

    @Test("the close button springs the sheet down with the same spring; Escape too", arguments: [60.0, 120.0])
    func closeSpringsDown(fps: Double) throws {
        let scene = try Self.scene()
        let clock = try open(scene, fps: fps)
        clock.tap(try #require(scene.inspector.pointForClose()))
        let t0 = clock.time
        let spring = Spring(duration: 1.0, dampingRatio: 1, initialVelocity: 10)
        while !scene.isIdle {
            let s = clock.step()
            let t = clock.time - t0
            guard let card = s.card, s.transition != nil else { break }
            // The table's p, read the other way: top = 44 + 800 p.
            #expect(abs(card.y - (44 + 800 * spring.value(at: t))) < 1e-6, "top at t=\(t)")
            expectPresenter(s, top: card.y, "dismiss t=\(t)")
        }
        let s = scene.inspector.traceState()
        #expect(s.screen == "today" && s.presenter == nil && s.backdrop == 0 && s.card == nil)
        #expect(scene.root.view.transform == .identity && scene.root.view.alpha == 1 && !scene.root.view.shouldRasterize)
        _ = try open(scene, fps: fps)
        clock.send(.key(.escape, time: clock.time))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "today")
    }

    @Test("the sheet follows the top bar 1:1, never above rest, and the presenter follows the formula")
    func followsOneToOne() throws {
        let scene = try Self.scene()
        let clock = try open(scene)
        clock.send(.pointerDown(Self.bar, time: clock.time))
        var finger = Self.bar
        var began: (finger: Double, top: Double)?
        // Down 300 pt in 5 pt steps, then back up past where the drag began.
        let path = Array(stride(from: 5.0, through: 300, by: 5)) + Array(stride(from: 290.0, through: -60, by: -10))
        for y in path {
            finger = Point(195, Self.bar.y + y)
            let s = clock.step([.pointerMove(finger, time: clock.time + 1 / 60)])
            guard let card = s.card else { Issue.record("no sheet"); return }
            if s.transition == nil { #expect(card.y == 44, "still before the slop"); continue }
            #expect(s.transition?.interactive == true && s.transition?.direction == .dismiss)
            if began == nil { began = (finger.y, card.y); #expect(card.y == 44, "no jump when the drag begins") }
            let b = try #require(began)
            #expect(card.y == max(44, b.top + finger.y - b.finger), "1:1 at finger \(finger.y): \(card.y)")
            #expect(abs((s.transition?.progress ?? -1) - (card.y - 44) / 800) < 1e-9, "progress = translation / height")
            expectPresenter(s, top: card.y, "drag")
        }
        #expect(began != nil)
        clock.send(.pointerUp(finger, time: clock.time))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story", "a release above rest settles back up")
        #expect(scene.inspector.traceState().card?.y == 44)
    }

    /// Drags down to 600, then moves up at `speed` pt/s for `duration` s (longer than the 150 ms
    /// window, so the release velocity is exactly -speed) and releases.
    func upward(_ fps: Double, speed: Double, duration: Double) throws -> (AppStoreScene, FrameStepper, Double, [TraceState]) {
        let scene = try Self.scene()
        let clock = try open(scene, fps: fps)
        let (y0, states) = dragAndRelease(clock, to: 604, speed: 1200) { clock, finger in
            for _ in 0..<Int((duration * clock.fps).rounded()) {
                finger.y -= speed / clock.fps
                clock.step([.pointerMove(finger, time: clock.time + 1 / clock.fps)])
            }
        }
        return (scene, clock, y0, states)
    }

    @Test("an upward release cancels in distance / |v|: a flick in 0.2 s, a slower one in its own time",
          arguments: [60.0, 120.0])
    func upwardReleaseCancels(fps: Double) throws {
        // 3000 pt/s for 0.15 s: 450 pt up to 154, 110 pt from rest: 0.037 s, clamped to 0.2 s.
        var (scene, clock, y0, states) = try upward(fps, speed: 3000, duration: 0.15)
        #expect(abs(y0 - 154) < 1e-6)
        var first = try #require(states.first?.card)
        #expect(first.y <= y0 && y0 - first.y < 5, "no jump at the release: \(y0) -> \(first.y)")
        var end = settleTime(clock, from: y0, to: 44, states: states, expected: 0.2)
        #expect(abs(end - 0.2) <= 1 / fps + 1e-9, "cancelled in \(end) s")
        #expect(scene.inspector.traceState().screen == "story" && scene.inspector.traceState().card?.y == 44)
        // 1200 pt/s for 0.2 s: 240 pt up to 364, 320 pt from rest: 0.2667 s.
        (scene, clock, y0, states) = try upward(fps, speed: 1200, duration: 0.2)
        #expect(abs(y0 - 364) < 1e-6)
        first = try #require(states.first?.card)
        #expect(first.y <= y0 && y0 - first.y < 5, "no jump at the release: \(y0) -> \(first.y)")
        end = settleTime(clock, from: y0, to: 44, states: states, expected: 320.0 / 1200)
        #expect(abs(end - 320.0 / 1200) <= 1 / fps + 1e-9, "cancelled in \(end) s")
        #expect(scene.inspector.traceState().screen == "story")
    }

    @Test("a still release in the upper half cancels in 0.4 s, eased", arguments: [60.0, 120.0])
    func stillUpperHalfCancels(fps: Double) throws {
        let scene = try Self.scene()
        let clock = try open(scene, fps: fps)
        let (y0, states) = dragAndRelease(clock, to: 400) { clock, _ in
            for _ in 0..<Int(0.2 * clock.fps) { clock.step() }   // longer than the 150 ms window
        }
        #expect(y0 == 400)
        let end = settleTime(clock, from: y0, to: 44, states: states, expected: 0.4)
        #expect(abs(end - 0.4) <= 1 / fps + 1e-9, "cancelled in \(end) s")
        #expect(scene.inspector.traceState().screen == "story")
    }

    @Test("a still release in the lower half dismisses in 0.4 s")
    func stillLowerHalfDismisses() throws {
        let scene = try Self.scene()
        let clock = try open(scene)
        let (y0, states) = dragAndRelease(clock, to: 440) { clock, _ in
            for _ in 0..<12 { clock.step() }
        }
        let end = settleTime(clock, from: y0, to: 844, states: states, expected: 0.4)
        #expect(abs(end - 0.4) <= 1 / 60 + 1e-9, "dismissed in \(end) s")
        #expect(scene.inspector.traceState().screen == "today")
    }

    @Test("a downward release dismisses in (844 - top) / v, clamped to 0.2…0.4 s", arguments: [60.0, 120.0])
    func downwardReleaseDismisses(fps: Double) throws {
        let scene = try Self.scene()
        let clock = try open(scene, fps: fps)
        // 1200 pt/s, released at 544: 300 pt to go, 0.25 s.
        let (y0, states) = dragAndRelease(clock, to: 544, speed: 1200)
        #expect(y0 == 544)
        let first = try #require(states.first?.card)
        #expect(first.y >= y0 && first.y - y0 < 10, "no jump at the release: \(y0) -> \(first.y)")
        let end = settleTime(clock, from: y0, to: 844, states: states, expected: 0.25)
        #expect(abs(end - 0.25) <= 1 / fps + 1e-9, "dismissed in \(end) s")
        let s = scene.inspector.traceState()
        #expect(s.screen == "today" && s.presenter == nil && s.card == nil)
        #expect(scene.root.view.transform == .identity && scene.root.view.alpha == 1)
    }

    @Test("the rule's upper half is the screen's: a still sheet at 421 goes back, at 423 goes away")
    func upperHalfIsTheScreens() {
        let rule = SheetNumbers(screen: Device.iPhone14.size).releaseRule
        #expect(!rule.decide(distance: 421 - 44, velocity: 0, fullDistance: 800).commit)
        #expect(rule.decide(distance: 423 - 44, velocity: 0, fullDistance: 800).commit)
        #expect(rule.decide(distance: 700, velocity: -1, fullDistance: 800).settleDuration == 0.4)
        #expect(rule.decide(distance: 100, velocity: 10_000, fullDistance: 800).settleDuration == 0.2)
        #expect(!rule.decide(distance: 0, velocity: 500, fullDistance: 800).commit, "at rest it settles back")
    }

    @Test("a finger takes the sheet while it springs up, without a jump; thrown down it dismisses")
    func grabMidFlight() throws {
        let scene = try Self.scene()
        let (clock, _) = try tapCard(scene)
        for _ in 0..<9 { clock.step() }
        let flying = try #require(scene.inspector.traceState().card)
        #expect(flying.y > 150 && flying.y < 400, "mid-flight: \(flying.y)")
        var finger = Point(195, flying.y + 20)
        clock.send(.pointerDown(finger, time: clock.time))
        var s = clock.step()
        #expect(s.card?.y == flying.y, "taken where it was drawn")
        #expect(s.transition?.interactive == true && s.transition?.direction == .present)
        expectPresenter(s, top: flying.y, "grabbed")
        for _ in 0..<12 {
            finger.y += 10
            s = clock.step([.pointerMove(finger, time: clock.time + 1 / 60)])
            let top = try #require(s.card?.y)
            #expect(top == flying.y + finger.y - (flying.y + 20), "1:1 after the grab")
            expectPresenter(s, top: top, "grabbed drag")
        }
        clock.send(.pointerUp(finger, time: clock.time))
        s = clock.step()
        #expect(s.transition?.direction == .dismiss && s.transition?.interactive == false)
        clock.settle()
        s = scene.inspector.traceState()
        #expect(s.screen == "today" && s.presenter == nil && s.card == nil)
        // And the next card opens as usual.
        _ = try open(scene)
    }

    @Test("a sheet taken mid-flight and let go still, high up, finishes opening")
    func grabMidFlightAndLetGo() throws {
        let scene = try Self.scene()
        let (clock, _) = try tapCard(scene)
        for _ in 0..<12 { clock.step() }
        let flying = try #require(scene.inspector.traceState().card)
        clock.send(.pointerDown(Point(195, flying.y + 20), time: clock.time))
        for _ in 0..<12 { #expect(clock.step().card?.y == flying.y, "held still") }
        clock.send(.pointerUp(Point(195, flying.y + 20), time: clock.time))
        var ends = 0
        while scene.inspector.traceState().transition != nil { clock.step(); ends += 1 }
        #expect(abs(Double(ends) / 60 - 0.4) <= 1 / 60 + 1e-9, "back to rest in 0.4 s (no velocity)")
        let s = scene.inspector.traceState()
        #expect(s.screen == "story" && s.card?.y == 44 && s.presenter?.scale == 0.9)
        // The drag still works once it is up.
        let (_, after) = dragAndRelease(clock, to: 604, speed: 1200)
        #expect(after.last?.screen == "today")
    }

    @Test("a finger takes the sheet while the close springs it down; let go high up, it stays")
    func grabDuringClose() throws {
        let scene = try Self.scene()
        let clock = try open(scene)
        clock.tap(try #require(scene.inspector.pointForClose()))
        for _ in 0..<2 { clock.step() }
        let falling = try #require(scene.inspector.traceState().card)
        #expect(falling.y > 100 && falling.y < 378, "on its way down: \(falling.y)")
        let finger = Point(195, falling.y + 20)
        clock.send(.pointerDown(finger, time: clock.time))
        var s = clock.step()
        #expect(s.card?.y == falling.y && s.transition?.direction == .dismiss && s.transition?.interactive == true)
        for _ in 0..<12 { s = clock.step() }
        #expect(s.card?.y == falling.y, "held")
        clock.send(.pointerUp(finger, time: clock.time))
        clock.settle()
        s = scene.inspector.traceState()
        #expect(s.screen == "story" && s.card?.y == 44 && s.presenter?.scale == 0.9)
    }
}
