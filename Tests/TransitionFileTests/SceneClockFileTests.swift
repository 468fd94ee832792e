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
    private static let name = "Delayed.swift"

    static let file = """
        import UIKit

        class DelayedTransition: NSObject, UIViewControllerTransitioningDelegate {
            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                return DelayedDismiss()
            }

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                return DelayedPresent()
            }
        }

        /// Steps the story in with a timer, a quarter at a time, and completes half a second later.
        class DelayedPresent: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                return 0.5
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let containerView = transitionContext.containerView
                guard let toView = transitionContext.view(forKey: .to),
                      let toVC = transitionContext.viewController(forKey: .to) else { return }
                toView.frame = transitionContext.finalFrame(for: toVC)
                toView.alpha = 0
                containerView.addSubview(toView)
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
            }
        }

        /// Half-fades the story 0.2 s after the Esc, and completes 0.1 s after that.
        class DelayedDismiss: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let start = DispatchTime.now()
                DispatchQueue.main.asyncAfter(deadline: start + .milliseconds(200)) {
                    transitionContext.view(forKey: .from)?.alpha = 0.5
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                        transitionContext.completeTransition(true)
                    }
                }
            }
        }

        """

    @Test("a repeating timer, asyncAfter, async and DispatchTime.now() fire on the frames the scene's time reaches them")
    func timersAndDispatch() throws {
        try TransitionFolder().registered(Self.name, Self.file) {
            let (scene, clock) = try TestScenes.tappedFirstCard(style: Self.name)
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
        try TransitionFolder().registered(Self.name, Self.file) {
            @MainActor func run() throws -> [TraceState] {
                let (scene, clock) = try TestScenes.tappedFirstCard(style: Self.name)
                var states: [TraceState] = []
                while !scene.isIdle { states.append(clock.step()) }
                return states
            }
            let first = try run(), second = try run()
            #expect(first.count > 25 && first == second)

            let (one, oneClock) = try TestScenes.tappedFirstCard(style: Self.name)
            let (other, otherClock) = try TestScenes.tappedFirstCard(style: Self.name)
            let held = other.inspector.traceState()
            for _ in 0..<40 { oneClock.step() }
            #expect(one.inspector.traceState().transition == nil && one.inspector.traceState().card?.alpha == 1)
            #expect(other.inspector.traceState() == held, "the other scene's timers wait for its own time")
            otherClock.settle()
            #expect(other.inspector.traceState().card?.alpha == 1)
        }
    }
}
