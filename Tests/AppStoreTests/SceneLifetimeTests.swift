@testable import AppStore
import SimKit
import Testing
import TestSupport

/// A scene is freed once its owner lets it go, whatever it did: no view, controller or transition
/// keeps it alive through a cycle (the tests make hundreds; a --compare run makes one per panel).
@Suite("A scene is freed when let go")
@MainActor
struct SceneLifetimeTests {
    @Test("after a present and a dismiss in each style", arguments: CardTransitionStyle.allCases)
    func freedAfterPresentAndDismiss(style: CardTransitionStyle) throws {
        weak var weakScene: AppStoreScene?
        weak var weakRoot: RootTabController?
        do {
            let scene = try TestScenes.appStore(style: style)
            weakScene = scene
            weakRoot = scene.root
            let clock = FrameStepper(scene: scene)
            clock.tap(try #require(scene.inspector.pointForCard(1)))
            clock.settle()
            clock.send(.key(.escape, time: clock.time))
            clock.settle()
            #expect(scene.inspector.traceState().screen == "today")
        }
        #expect(weakScene == nil, "\(style): the scene outlives its owner")
        #expect(weakRoot == nil, "\(style): the root outlives the scene")
    }
}
