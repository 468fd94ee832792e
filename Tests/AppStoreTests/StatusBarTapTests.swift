import AppStore
import SimKit
import Testing
import TestSupport

/// A tap on the status bar never reaches the card under it; it scrolls the list to the top,
/// as iOS's scroll-to-top does.
@Suite("Status bar tap")
@MainActor
struct StatusBarTapTests {
    @Test func aTapOnTheStatusBarScrollsToTopAndOpensNothing() throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene)
        clock.send(.wheel(dx: 0, dy: 600, at: Point(195, 400), time: clock.time))
        clock.settle()
        #expect(scene.inspector.traceState().scrollY > 500)
        clock.tap(Point(195, 20))
        clock.settle()
        let state = scene.inspector.traceState()
        #expect(state.screen == "today", "the card under the status bar must not open")
        #expect(state.transition == nil)
        #expect(state.scrollY == 0, "\(state.scrollY)")
    }

    @Test func aTapBelowTheStatusBarStillOpensTheCard() throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene)
        let p = try #require(scene.inspector.pointForCard(1))
        clock.tap(p)
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story")
    }
}
