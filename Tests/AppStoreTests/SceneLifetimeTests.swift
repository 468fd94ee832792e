@testable import AppStore
import SimKit
import Testing
import TestSupport

/// A scene is freed once its owner lets it go, whatever it did: no view, controller or transition
/// keeps it alive through a cycle (the tests make hundreds; a --compare run makes one per panel;
/// the window's tap-ahead and seeks drop a scene at any moment, a story up or on its way).
@Suite("A scene is freed when let go")
@MainActor
struct SceneLifetimeTests {
    /// Where in a story's life the scene is dropped.
    enum Moment: String, CaseIterable, CustomStringConvertible {
        case presenting, presented, draggingToDismiss, closing
        var description: String { rawValue }
    }

    /// Weak references to what a dropped scene must free.
    struct Watched {
        weak var scene: AppStoreScene?
        weak var window: Window?
        weak var root: RootTabController?
        weak var story: ViewController?
        weak var presentation: PresentationController?
        weak var transition: CardTransition?

        var survivors: [String] {
            [("scene", scene as AnyObject?), ("window", window), ("root", root), ("story", story),
             ("presentation controller", presentation), ("transition", transition)]
                .filter { $0.1 != nil }.map(\.0)
        }
    }

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

    @Test("while a story is up or on its way, in each style",
          arguments: CardTransitionStyle.allCases, Moment.allCases)
    func freedWithStoryUp(style: CardTransitionStyle, moment: Moment) throws {
        var watched = Watched()
        do {
            let scene = try TestScenes.appStore(style: style)
            let clock = FrameStepper(scene: scene)
            clock.tap(try #require(scene.inspector.pointForCard(1)))
            for _ in 0..<3 { clock.step() }
            watched = Watched(scene: scene, window: scene.window, root: scene.root, story: scene.root.story,
                              presentation: scene.root.story?.presentationController,
                              transition: scene.root.storyTransition)
            #expect(watched.story != nil && watched.presentation != nil, "\(style): no story three frames in")
            switch moment {
            case .presenting:
                #expect(scene.inspector.traceState().transition?.direction == .present)
            case .presented:
                clock.settle()
                #expect(scene.inspector.traceState().screen == "story")
            case .draggingToDismiss:
                clock.settle()
                let (from, to) = Self.dismissDrag(style)
                clock.drag(from: from, to: to, duration: 0.3, release: false)
                #expect(scene.inspector.traceState().transition != nil || scene.inspector.traceState().card != nil,
                        "\(style): the drag moved nothing")
            case .closing:
                clock.settle()
                clock.send(.key(.escape, time: clock.time))
                for _ in 0..<3 { clock.step() }
                #expect(scene.inspector.traceState().transition?.direction == .dismiss)
            }
        }
        #expect(watched.survivors.isEmpty, "\(style), \(moment): \(watched.survivors) outlive the scene")
    }

    /// A drag that starts each style's interactive dismissal, left unreleased.
    static func dismissDrag(_ style: CardTransitionStyle) -> (Point, Point) {
        if style == .sheet { return (Point(195, 70), Point(195, 250)) }
        if style == .slide { return (Point(5, 400), Point(150, 400)) }
        return (Point(195, 300), Point(195, 420))
    }
}
