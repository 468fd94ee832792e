@testable import AppStore
import Motion
import Playback
import SimKit
import Testing
import TestSupport
import TransitionFile

/// A tutorial's transition file, written here, compiled, loaded into this process and run on
/// Today: tapping a card presents the story with the file's animator and Esc dismisses it with its
/// dismiss animator, every frame where the file's `UIView.animate` puts it.
@Suite("A user's UIKit transition file runs on Today")
@MainActor
struct UserTransitionRunsTests {
    @Test("a fade and scale from a tutorial presents and dismisses as its UIView.animate says, frame by frame")
    func fadeScale() throws {
        let folder = try TransitionFolder()
        let path = try folder.write("FadeScale.swift", TutorialFiles.fadeScale)
        let file = try folder.loader.load(path)
        #expect(file.name == "FadeScale.swift" && file.source.className == "FadeScaleTransition" && file.compiled)
        let library = file.library
        let style = TransitionStyleDescriptor.userFile(name: file.name) { library.makeDelegate()! }
        try TransitionStyleRegistry.$current.withValue(.current.adding(style)) {
            let scene = try TestScenes.appStore()
            #expect(scene.styleChoices.last == StyleChoice(name: "FadeScale.swift", title: "FadeScale.swift"))
            scene.apply(.style("FadeScale.swift"))
            let clock = FrameStepper(scene: scene)
            clock.tap(try #require(scene.inspector.pointForCard(1)))
            try follow(clock, curve: .easeOut, from: 0, to: 1, direction: .present)
            #expect(scene.inspector.traceState().screen == "story")
            clock.send(.key(.escape, time: clock.time))
            try follow(clock, curve: .easeInOut, from: 1, to: 0, direction: .dismiss)
            #expect(scene.inspector.traceState().screen == "today")
            // The Style Lab shows the file's style with no numbers and no curve (it has neither).
            let lab = scene.makeStyleLab()
            let window = Window(size: Metrics.standard.screen)
            lab.view.frame = window.bounds
            window.addSubview(lab.view)
            window.advance(to: 0)
            #expect(lab.rows.isEmpty && lab.plot.isHidden)
            // Frame-exact: the file's animations run on the scene's clock, so two runs agree.
            let first = try traces(of: "FadeScale.swift"), second = try traces(of: "FadeScale.swift")
            #expect(first.count > 48 && first == second)
        }
    }

    /// Every frame's trace state through a tap on card 1 and an Esc once the story is up.
    private func traces(of style: String) throws -> [TraceState] {
        let scene = try TestScenes.appStore()
        scene.apply(.style(style))
        let clock = FrameStepper(scene: scene)
        var states: [TraceState] = []
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        while !scene.isIdle { states.append(clock.step()) }
        clock.send(.key(.escape, time: clock.time))
        while !scene.isIdle { states.append(clock.step()) }
        return states
    }

    @Test("a delegate that gives no animators gets UIKit's default: the story rises from below and falls back")
    func nilAnimatorsFallBack() throws {
        let folder = try TransitionFolder()
        let path = try folder.write("Plain.swift", """
            import UIKit

            final class PlainTransition: NSObject, UIViewControllerTransitioningDelegate {}

            """)
        let library = try folder.loader.load(path).library
        let style = TransitionStyleDescriptor.userFile(name: "Plain.swift") { library.makeDelegate()! }
        try TransitionStyleRegistry.$current.withValue(.current.adding(style)) {
            let scene = try TestScenes.appStore()
            scene.apply(.style("Plain.swift"))
            let clock = FrameStepper(scene: scene)
            clock.tap(try #require(scene.inspector.pointForCard(1)))
            var ys: [Double] = []
            while let card = clock.step().card, scene.inspector.traceState().transition != nil { ys.append(card.y) }
            let screen = scene.device.size.height
            #expect(ys.count > 20 && ys.first! > screen * 0.5 && ys.allSatisfy { $0 >= -1e-6 })
            #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 >= $1 }, "rises without going back")
            clock.settle()
            #expect(scene.inspector.traceState().card?.y == 0)
            clock.send(.key(.escape, time: clock.time))
            clock.settle()
            #expect(scene.inspector.traceState().screen == "today")
        }
    }

    /// Steps through one transition, checking each frame's card against the file's animation:
    /// alpha and scale go `from` → `to` along `curve` over the file's 0.4 s, about the centre.
    private func follow(_ clock: FrameStepper, curve: CubicBezier, from: Double, to: Double,
                       direction: TransitionContext.Direction) throws {
        let start = clock.time, duration = 0.4
        var frames = 0
        while true {
            let state = clock.step()
            guard let transition = state.transition else { break }
            let card = try #require(state.card)
            let f = curve.value(x: min((clock.time - start) / duration, 1))
            let alpha = from + (to - from) * f
            let scale = 1 - 0.2 * (1 - alpha)
            #expect(transition.style == "FadeScale.swift" && transition.direction == direction)
            #expect(abs(card.alpha - alpha) < 1e-6, "alpha at \(clock.time)")
            #expect(abs(card.scale - scale) < 1e-6, "scale at \(clock.time)")
            #expect(abs(card.w - 390 * scale) < 1e-6 && abs(card.x - 195 * (1 - scale)) < 1e-6, "frame at \(clock.time)")
            frames += 1
        }
        // The frame at 0.4 s is the end: the completion has run and the transition is over.
        #expect(frames == 23, "the frames inside 0.4 s at 60 fps")
    }
}
