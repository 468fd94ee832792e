@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport
import TransitionFile

/// A tutorial's transition written with `UIViewPropertyAnimator`: a physical spring
/// (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`) presents, and a
/// control-point curve with a delayed second block and a start delay dismisses. The story follows
/// Motion's closed-form spring (the one pinned to the reference tables) frame by frame.
@Suite("A user's property-animator transition runs on Today")
@MainActor
struct PropertyAnimatorFileTests {
    static let file = """
        import UIKit

        class SpringCardTransition: NSObject, UIViewControllerTransitioningDelegate {
            let presentAnimator = SpringPresentAnimator()
            let dismissAnimator = CurveDismissAnimator()

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                return presentAnimator
            }

            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                return dismissAnimator
            }
        }

        class SpringPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let toVC = transitionContext.viewController(forKey: .to),
                      let toView = transitionContext.view(forKey: .to) else { return }
                let finalFrame = transitionContext.finalFrame(for: toVC)
                toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
                transitionContext.containerView.addSubview(toView)
                let spring = UISpringTimingParameters(mass: 1, stiffness: 170, damping: 20,
                                                      initialVelocity: CGVector(dx: 0, dy: 0))
                let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
                animator.addAnimations {
                    toView.frame = finalFrame
                }
                animator.addCompletion { position in
                    transitionContext.completeTransition(position == .end)
                }
                animator.startAnimation()
            }
        }

        class CurveDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let fromView = transitionContext.view(forKey: .from) else { return }
                let animator = UIViewPropertyAnimator(duration: 0.3, controlPoint1: CGPoint(x: 0.3, y: 0),
                                                      controlPoint2: CGPoint(x: 0.7, y: 1)) {
                    fromView.alpha = 0
                }
                animator.addAnimations({
                    fromView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                }, delayFactor: 0.5)
                animator.addCompletion { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
                animator.startAnimation(afterDelay: 0.1)
            }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        }

        """

    @Test("a physical spring presents along Motion's spring; control points, a delay and a delayed block dismiss")
    func springAndControlPoints() throws {
        let folder = try TransitionFolder()
        try folder.registered("SpringCard.swift", Self.file) {
            let (scene, clock) = try TestScenes.tappedFirstCard(style: "SpringCard.swift")
            let spring = Spring(mass: 1, stiffness: 170, damping: 20)
            let height = scene.device.size.height
            var start = clock.time, frames = 0
            while true {
                let state = clock.step()
                guard state.transition != nil else { break }
                let y = try #require(state.card).y
                let expected = height * (1 - spring.value(at: clock.time - start))
                #expect(abs(y - expected) < 1e-6, "y \(y), spring \(expected) at \(clock.time - start)")
                frames += 1
            }
            // The physical spring keeps its own settling time: the animator's 0.5 s is ignored.
            #expect(abs(Double(frames) - spring.duration * 60) <= 1.5, "\(frames) frames, spring \(spring.duration) s")
            #expect(scene.inspector.traceState().card?.y == 0)

            clock.send(.key(.escape, time: clock.time))
            start = clock.time
            let curve = CubicBezier(0.3, 0, 0.7, 1)
            var scales: [Double] = []
            while true {
                let state = clock.step()
                guard state.transition != nil else { break }
                let card = try #require(state.card)
                let t = clock.time - start
                let progress = t <= 0.1 ? 0 : curve.value(x: min((t - 0.1) / 0.3, 1))
                #expect(abs(card.alpha - (1 - progress)) < 1e-6, "alpha \(card.alpha) at \(t)")
                if progress <= 0.5 { #expect(abs(card.scale - 1) < 1e-9, "the delayed block waits: \(card.scale) at \(t)") }
                scales.append(card.scale)
            }
            #expect(scales.count == 23, "the frames inside 0.1 s of delay and 0.3 s of curve at 60 fps")
            #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 >= $1 } && scales.last! < 0.6)
            #expect(scene.inspector.traceState().screen == "today")
        }
    }
}
