@testable import AppStore
import SimKit
import Testing
import TestSupport
@testable import TransitionFile

/// A tutorial's interactive dismissal, as written for iOS: a `UIPercentDrivenInteractiveTransition`
/// subclass with a `UIPanGestureRecognizer` wired by `#selector`, handed over by
/// `interactionControllerForDismissal`. The finger is the window's pointer, sent through the scene.
@Suite("A user's interactive transition follows the finger")
@MainActor
struct InteractiveTransitionFileTests {
    /// Runs `body` with the story presented by the pull-down file, and a finger ready to drag it.
    private func withPresented(_ body: (AppStoreScene, FrameStepper) throws -> Void) throws {
        let folder = try TransitionFolder()
        let path = try folder.write("PullDown.swift", TutorialFiles.pullDown)
        let library = try folder.loader.load(path).library
        let style = TransitionStyleDescriptor.userFile(name: "PullDown.swift") { library.makeDelegate()! }
        try TransitionStyleRegistry.$current.withValue(.current.adding(style)) {
            let scene = try TestScenes.appStore()
            scene.apply(.style("PullDown.swift"))
            let clock = FrameStepper(scene: scene)
            clock.tap(try #require(scene.inspector.pointForCard(1)))
            clock.settle()
            #expect(scene.inspector.traceState().screen == "story")
            #expect(scene.inspector.traceState().card?.y == 0)
            try body(scene, clock)
        }
    }

    @Test("a long drag down moves the story with the finger, then dismisses it")
    func longDragDismisses() throws {
        try withPresented { scene, clock in
        clock.drag(from: Point(195, 300), to: Point(195, 620), duration: 0.4, release: false)
        let held = scene.inspector.traceState()
        let transition = try #require(held.transition)
        #expect(transition.direction == .dismiss && transition.interactive)
        // 310 pt of pan (the first 10 are the touch slop) of 400: the linear slide at 77.5 %.
        #expect(abs((held.card?.y ?? 0) - 844 * 310 / 400) < 1, "card at \(held.card?.y ?? -1)")
        clock.send(.pointerUp(Point(195, 620), time: clock.time))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "today")
        #expect(scene.inspector.traceState().transition == nil)
        }
    }

    @Test("a short drag down springs back: the story returns to the top and stays")
    func shortDragSpringsBack() throws {
        try withPresented { scene, clock in
        clock.drag(from: Point(195, 300), to: Point(195, 400), duration: 0.2, release: false)
        let held = try #require(scene.inspector.traceState().card)
        #expect(abs(held.y - 844 * 90 / 400) < 1, "card at \(held.y)")
        clock.send(.pointerUp(Point(195, 400), time: clock.time))
        var ys: [Double] = []
        while !scene.isIdle { ys.append(clock.step().card?.y ?? -1) }
        #expect(ys.count > 3 && zip(ys, ys.dropFirst()).allSatisfy { $0 >= $1 }, "back up without a jump: \(ys)")
        #expect(scene.inspector.traceState().screen == "story")
        #expect(scene.inspector.traceState().card?.y == 0)
        }
    }
}

/// `@objc` and `#selector` as tutorials write them, rewritten in place for Swift without an
/// Objective-C runtime: the same lines, so swiftc's errors point where the user wrote.
@Suite("Target-action is rewritten line for line")
struct TargetActionRewriteTests {
    @Test("#selector becomes a method reference on the enclosing type; @objc is blanked; comments stay")
    func rewrites() throws {
        let source = """
            class Pull: Base {
                // #selector(kept(_:)) in a comment, and "@objc" in a string
                func wire() { let g = Pan(target: self, action: #selector(handle(_:))); g.addTarget(self, action: #selector(self.close)) }
                @objc(handleWith:) func handle(_ g: Pan) {}
                @objc func close() { _ = #selector(Other.tap) }
            }

            """
        let out = String(decoding: try #require(TargetActionRewrite.rewrite(Array(source.utf8))), as: UTF8.self)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[1] == "    // #selector(kept(_:)) in a comment, and \"@objc\" in a string")
        #expect(lines[2].contains("action: Selector.method(Pull.handle(_:)))") && lines[2].contains("Selector.method(Pull.close)"))
        #expect(lines[3] == String(repeating: " ", count: 23) + "func handle(_ g: Pan) {}")
        #expect(lines[4] == String(repeating: " ", count: 10) + "func close() { _ = Selector.method(Other.tap) }")
        #expect(TargetActionRewrite.rewrite(Array("class A { func f() {} }\n".utf8)) == nil)
    }
}
