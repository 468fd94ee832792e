@testable import AppStore
import SimKit
import Testing
import TestSupport
import TransitionFile

/// A tutorial's transition that waits with `DispatchQueue.main.asyncAfter`, steps with a repeating
/// `Timer` it invalidates, finishes with `DispatchQueue.main.async` and reads `DispatchTime.now()`:
/// all of it on the scene's clock, frame-exact, and each scene's timers only in that scene.
@Suite("A user's dispatch and timers run on the scene's clock")
@MainActor
struct SceneClockFileTests {
    static let file = """
        import UIKit

        class DelayedTransition: NSObject, UIViewControllerTransitioningDelegate {
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                return DelayedAnimator(presenting: true)
            }

            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                return DelayedAnimator(presenting: false)
            }
        }

        class DelayedAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            let presenting: Bool

            init(presenting: Bool) {
                self.presenting = presenting
            }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                return 0.5
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                if presenting {
                    guard let toView = transitionContext.view(forKey: .to),
                          let toVC = transitionContext.viewController(forKey: .to) else { return }
                    toView.frame = transitionContext.finalFrame(for: toVC)
                    toView.alpha = 0
                    transitionContext.containerView.addSubview(toView)
                    var ticks = 0
                    Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
                        ticks += 1
                        toView.alpha = CGFloat(ticks) * 0.25
                        if ticks == 3 {
                            timer.invalidate()
                        }
                    }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        toView.alpha = 1
                        DispatchQueue.main.async {
                            transitionContext.completeTransition(true)
                        }
                    }
                } else {
                    guard let fromView = transitionContext.view(forKey: .from) else { return }
                    let start = DispatchTime.now()
                    DispatchQueue.main.asyncAfter(deadline: start + .milliseconds(200)) {
                        fromView.alpha = 0.5
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                            transitionContext.completeTransition(true)
                        }
                    }
                }
            }
        }

        """

    private func withFile(_ body: () throws -> Void) throws {
        let folder = try TransitionFolder()
        let path = try folder.write("Delayed.swift", Self.file)
        let library = try folder.loader.load(path).library
        let style = TransitionStyleDescriptor.userFile(name: "Delayed.swift") { library.makeDelegate()! }
        try TransitionStyleRegistry.$current.withValue(.current.adding(style), body)
    }

    private func presented() throws -> (AppStoreScene, FrameStepper) {
        let scene = try TestScenes.appStore()
        scene.apply(.style("Delayed.swift"))
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        return (scene, clock)
    }

    @Test("a repeating timer, asyncAfter, async and DispatchTime.now() fire on the frames the scene's time reaches them")
    func timersAndDispatch() throws {
        try withFile {
            let (scene, clock) = try presented()
            let start = clock.time
            var frames = 0
            while true {
                let state = clock.step()
                guard state.transition != nil else { break }
                let t = clock.time - start
                let ticks = [0.1, 0.2, 0.3].filter { $0 <= t + 1e-9 }.count
                #expect(state.card?.alpha == Double(ticks) * 0.25, "alpha \(state.card?.alpha ?? -1) at \(t)")
                frames += 1
            }
            #expect(frames == 29, "asyncAfter 0.5 s, then async in the same frame, completes the transition")
            #expect(scene.inspector.traceState().card?.alpha == 1)

            clock.send(.key(.escape, time: clock.time))
            let escape = clock.time
            var alphas: [Double] = []
            while true {
                let state = clock.step()
                guard state.transition != nil else { break }
                alphas.append(state.card?.alpha ?? -1)
            }
            #expect(alphas == Array(repeating: 1, count: 11) + Array(repeating: 0.5, count: 6),
                    "0.5 from 0.2 s after the Esc until the completion 0.1 s later: \(alphas)")
            #expect(abs(clock.time - escape - 0.3) < 1e-9 && scene.inspector.traceState().screen == "today")
        }
    }

    @Test("two runs give the same frames, and one scene's timers never fire in another")
    func deterministicAndSceneLocal() throws {
        try withFile {
            func run() throws -> [TraceState] {
                let (scene, clock) = try presented()
                var states: [TraceState] = []
                while !scene.isIdle { states.append(clock.step()) }
                return states
            }
            let first = try run(), second = try run()
            #expect(first.count > 25 && first == second)

            let (one, oneClock) = try presented()
            let (other, otherClock) = try presented()
            let held = other.inspector.traceState()
            for _ in 0..<40 { oneClock.step() }
            #expect(one.inspector.traceState().transition == nil && one.inspector.traceState().card?.alpha == 1)
            #expect(other.inspector.traceState() == held, "the other scene's timers wait for its own time")
            otherClock.settle()
            #expect(other.inspector.traceState().card?.alpha == 1)
        }
    }
}
