@testable import AppStore
import SimKit
import Testing
import TestSupport

/// Escape pressed while a story opens is never lost: in every style the story closes, without a
/// finger (the expand sends it back from where it is; the others close once it is up).
@Suite("Escape during a present")
@MainActor
struct EscapeDuringPresentTests {
    @Test("closes the story in every style", arguments: CardTransitionStyle.allCases)
    func closes(style: CardTransitionStyle) throws {
        let scene = try TestScenes.appStore(style: style)
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        for _ in 0..<4 { clock.step() }
        #expect(scene.inspector.traceState().transition?.direction == .present)
        clock.send(.key(.escape, time: clock.time))
        var dismissed = false
        for _ in 0..<Int(4 * clock.fps) {
            let s = clock.step()
            if s.transition?.direction == .dismiss { dismissed = true }
            if s.transition == nil && s.screen == "today" { break }
        }
        clock.settle()
        #expect(dismissed, "\(style): a dismissal ran")
        #expect(scene.inspector.traceState().screen == "today", "\(style): closed")
    }

    @Test("under Reduce Motion too", arguments: [CardTransitionStyle.appstore, .zoom])
    func reduceMotion(style: CardTransitionStyle) throws {
        let scene = try TestScenes.appStore(style: style)
        scene.settings.reduceMotion = true
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        for _ in 0..<4 { clock.step() }
        clock.send(.key(.escape, time: clock.time))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "today")
    }
}
