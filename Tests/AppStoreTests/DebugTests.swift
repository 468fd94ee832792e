import AppStore
import SimKit
import Testing
import TestSupport

@Suite struct DebugTests {
    @Test @MainActor func debugDrag() throws {
        let scene = try TestScenes.appStore()
        let clock = ManualClock(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        clock.drag(from: Point(195, 300), to: Point(195, 420), duration: 0.15, release: false)
        print("before", scene.inspector.traceState().card!)
        clock.send(.pointerUp(Point(195, 420), time: clock.time))
        print("at up", scene.inspector.traceState().card!)
        for _ in 0..<6 { let s = clock.step(); print("f", s.card.map { "\($0.y) \($0.h) \($0.w) \($0.scale)" } ?? "nil") }
    }
}
