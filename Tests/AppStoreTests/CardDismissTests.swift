import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// Closing, dragging to dismiss and springing back.
@Suite("Card dismiss")
@MainActor
struct CardDismissTests {
    /// Opens card `index` after scrolling the list by `scroll` points; returns the clock.
    func openCard(_ scene: AppStoreScene, index: Int = 1, scroll: Double = 0) throws -> FrameStepper {
        let clock = FrameStepper(scene: scene)
        if scroll != 0 { clock.send(.wheel(dx: 0, dy: scroll, at: Point(195, 400), time: 0)); clock.settle() }
        let p = try #require(scene.inspector.pointForCard(index))
        clock.tap(p)
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story")
        return clock
    }

    @Test("close lands the card on the cell's current frame and restores the Today frame", arguments: [0.0, 300.0])
    func closeRestoresToday(scroll: Double) throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene)
        if scroll != 0 { clock.send(.wheel(dx: 0, dy: scroll, at: Point(195, 400), time: 0)) }
        clock.settle()
        let before = scene.render()
        let index = scroll == 0 ? 1 : 2
        let p = try #require(scene.inspector.pointForCard(index))
        clock.tap(p)
        clock.settle()
        let close = try #require(scene.inspector.pointForClose())
        clock.tap(close)
        #expect(scene.inspector.traceState().transition?.direction == .dismiss)
        var last: TraceState.Card?
        var maxJump = 0.0
        while !scene.isIdle {
            let s = clock.step()
            if let c = s.card, let l = last { maxJump = max(maxJump, abs(c.y - l.y), abs(c.h - l.h)) }
            if let c = s.card { last = c }
        }
        #expect(maxJump < 60, "no jump between frames: \(maxJump)")
        let cellTop = try #require(last)
        #expect(abs(cellTop.w - 350) < 0.5 && abs(cellTop.radius - 20) < 0.5)
        let after = scene.render()
        #expect(before == after, "the Today screen is back exactly as it was")
        #expect(scene.inspector.traceState().screen == "today")
        #expect(scene.inspector.traceState().statusBar.y == 0)
    }

    @Test("Escape closes the story")
    func escapeCloses() throws {
        let scene = try TestScenes.appStore()
        let clock = try openCard(scene)
        clock.send(.key(.escape, time: clock.time))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "today")
    }

    /// Drags the story down by `distance` over `duration` and releases; returns the card trace.
    func dragDown(_ clock: FrameStepper, distance: Double, duration: Double) -> [TraceState] {
        clock.drag(from: Point(195, 300), to: Point(195, 300 + distance), duration: duration)
        var states: [TraceState] = []
        while !clock.scene.isIdle { states.append(clock.step()) }
        return states
    }

    @Test("a fast flick commits; a slow short drag cancels")
    func flickCommitsSlowCancels() throws {
        let scene = try TestScenes.appStore()
        var clock = try openCard(scene)
        _ = dragDown(clock, distance: 60, duration: 0.8)
        #expect(scene.inspector.traceState().screen == "story", "slow short drag springs back")
        clock = FrameStepper(scene: scene)
        _ = dragDown(clock, distance: 90, duration: 0.1)
        #expect(scene.inspector.traceState().screen == "today", "fast flick dismisses")
    }

    @Test("the card shrinks under the finger toward 0.86 with growing corners, without a jump at the start")
    func shrinksUnderFinger() throws {
        let scene = try TestScenes.appStore()
        let clock = try openCard(scene)
        clock.drag(from: Point(195, 300), to: Point(195, 300 + 130), duration: 0.5, release: false)
        let s = scene.inspector.traceState()
        let card = try #require(s.card)
        #expect(s.transition?.interactive == true)
        #expect(card.scale < 0.87 && card.scale > 0.8)
        #expect(card.radius > 15)
        #expect(s.backdrop < 1)
        clock.send(.pointerCancel(time: clock.time))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story", "a cancelled gesture springs back")
    }

    @Test("release hand-over has no jump beyond what the velocity explains", arguments: [(120.0, 0.15), (40.0, 0.6)])
    func handOverIsContinuous(distance: Double, duration: Double) throws {
        let scene = try TestScenes.appStore()
        let clock = try openCard(scene)
        clock.drag(from: Point(195, 300), to: Point(195, 300 + distance), duration: duration, release: false)
        var prev = try #require(scene.inspector.traceState().card)
        let fingerSpeed = distance / duration
        clock.send(.pointerUp(Point(195, 300 + distance), time: clock.time))
        while !scene.isIdle {
            guard let c = clock.step().card else { break }
            let jump = max(abs(c.y - prev.y), abs((c.y + c.h) - (prev.y + prev.h)))
            // A frame may move as far as the finger did per frame, plus the spring's pull.
            #expect(jump <= fingerSpeed / 60 + 25, "jump \(jump) at frame \(clock.frame)")
            prev = c
        }
    }

    @Test("the lower-half rule: upward velocity cancels")
    func lowerHalfRuleUpwardCancels() throws {
        let scene = try TestScenes.appStore(rule: .lowerHalf)
        let clock = try openCard(scene)
        clock.drag(from: Point(195, 300), to: Point(195, 500), duration: 0.4, release: false)
        clock.drag(from: Point(195, 500), to: Point(195, 470), duration: 0.05, release: false)
        clock.send(.pointerUp(Point(195, 470), time: clock.time))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story")
    }

    @Test("a fast drag from the left edge dismisses; pulling down then pushing back up hands the drag back to scrolling")
    func edgeDragAndHandBack() throws {
        let scene = try TestScenes.appStore()
        var clock = try openCard(scene)
        clock.drag(from: Point(6, 400), to: Point(170, 410), duration: 0.12)
        clock.settle()
        #expect(scene.inspector.traceState().screen == "today", "edge flick dismisses")

        clock = try openCard(scene)
        clock.drag(from: Point(195, 300), to: Point(195, 360), duration: 0.3, release: false)
        #expect(scene.inspector.traceState().transition?.interactive == true)
        clock.drag(from: Point(195, 360), to: Point(195, 160), duration: 0.6, press: false, release: false)
        let s = scene.inspector.traceState()
        #expect(s.card?.scale == 1, "back at full size while the text scrolls")
        clock.send(.pointerUp(Point(195, 160), time: clock.time))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story")
    }
}
