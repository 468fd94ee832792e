import Motion
import SimKit
import Testing
import UIKit

/// UIViewPropertyAnimator under UIKit's names: every initialiser runs its block along the curve it
/// names, and the animator's states, stop and finish behave as UIKit documents them.
@Suite("UIViewPropertyAnimator's initialisers, timing parameters and states")
@MainActor
struct UIViewPropertyAnimatorTests {
    /// Runs `make`'s animator (its block fades the view to 0) and checks every frame against `curve`.
    private func follows(_ curve: any TimingCurve, frames: Int = 30,
                         _ make: (@escaping () -> Void) -> UIViewPropertyAnimator) {
        let (window, view) = windowWithView()
        let animator = make { view.alpha = 0 }
        animator.startAnimation()
        for k in 1...frames {
            let t = Double(k) / 60
            window.advance(to: t)
            #expect(abs((1 - view.presentationAlpha) - min(max(curve.value(at: t), 0), 1)) < 1e-9, "t=\(t)")
        }
    }

    @Test("each initialiser and timing parameter follows its curve")
    func initialisers() {
        follows(BezierCurve(.easeIn, duration: 0.4)) { UIViewPropertyAnimator(duration: 0.4, curve: .easeIn, animations: $0) }
        follows(BezierCurve(CubicBezier(0.2, 0.9, 0.4, 1), duration: 0.4)) {
            UIViewPropertyAnimator(duration: 0.4, controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.4, y: 1), animations: $0)
        }
        follows(Spring(duration: 0.4, dampingRatio: 0.5, initialVelocity: 0)) {
            UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.5, animations: $0)
        }
        let parameters: [(any TimingCurve, UITimingCurveProvider)] = [
            (BezierCurve(.easeOut, duration: 0.4), UICubicTimingParameters(animationCurve: .easeOut)),
            (BezierCurve(CubicBezier(0.1, 0.2, 0.3, 1), duration: 0.4),
             UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1))),
            (Spring(duration: 0.4, dampingRatio: 0.6, initialVelocity: 0), UISpringTimingParameters(dampingRatio: 0.6)),
            (Spring(duration: 0.4, dampingRatio: 0.6, initialVelocity: 3),
             UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0, dy: 3))),
            (Spring(mass: 2, stiffness: 300, damping: 30, initialVelocity: -1),
             UISpringTimingParameters(mass: 2, stiffness: 300, damping: 30, initialVelocity: CGVector(dx: -1, dy: 0))),
        ]
        for (curve, provider) in parameters {
            follows(curve) { block in
                let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: provider)
                animator.addAnimations(block)
                return animator
            }
        }
    }

    @Test("state, isRunning and isInterruptible; stop(false) waits for finish(at:), stop(true) forgets the completions")
    func statesStopAndFinish() {
        let (window, view) = windowWithView()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
        animator.addCompletion { ended.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning && animator.isInterruptible)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        window.advance(to: 0.25)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning && abs(animator.fractionComplete - 0.25) < 1e-9)
        animator.startAnimation()
        window.advance(to: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && ended.isEmpty)
        #expect(abs(view.frame.minX - 50) < 1e-9 && abs(view.presentationFrame.minX - 50) < 1e-9, "the model is where it stopped")
        window.advance(to: 0.75)
        #expect(abs(view.presentationFrame.minX - 50) < 1e-9, "stopped means frozen")
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive && ended == [.end] && view.frame.minX == 100)

        let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        other.addCompletion { ended.append($0) }
        other.startAnimation()
        window.advance(to: 1.25)
        other.stopAnimation(true)
        window.advance(to: 3)
        #expect(other.state == .inactive && ended == [.end], "no completion after stopAnimation(true)")
        #expect(abs(view.alpha - 0.5) < 1e-9, "left where it stopped")
    }

    @Test("continueAnimation takes UIKit's timing parameters, or nil to keep the curve; runningPropertyAnimator starts at once")
    func continueAndRunning() {
        let (window, view) = windowWithView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        window.advance(to: 0.25)
        #expect(abs(view.presentationAlpha - 0.25) < 1e-9, "linear over the remaining half second")
        animator.pauseAnimation()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 1), durationFactor: 2)
        let spring = Spring(duration: 1.5, dampingRatio: 1, initialVelocity: 0)
        window.advance(to: 0.75)
        #expect(abs(view.presentationAlpha - (0.25 + 0.75 * spring.value(at: 0.5))) < 1e-9,
                "a spring back over 2 × the 0.75 s still to go")

        var position: UIViewAnimatingPosition?
        let (window2, view2) = windowWithView()
        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0.1, options: .curveEaseIn,
                                                                     animations: { view2.alpha = 0 },
                                                                     completion: { position = $0 })
        #expect(running.state == .active)
        window2.advance(to: 0.2)
        #expect(abs(view2.presentationAlpha - (1 - CubicBezier.easeIn.value(x: 0.5))) < 1e-9)
        window2.advance(to: 0.25)
        #expect(position == nil && running.isRunning)
        window2.advance(to: 0.31)
        #expect(position == .end && running.state == .inactive)
    }
}
