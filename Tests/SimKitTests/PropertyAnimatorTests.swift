import Motion
import SimKit
import Testing

/// PropertyAnimator (UIViewPropertyAnimator) is interruptible and scrubbable.
@Suite("Property animator")
@MainActor
struct PropertyAnimatorTests {
    func setup() -> (Window, View) {
        let window = Window(size: Size(390, 844))
        let v = View(frame: Rect(0, 0, 100, 100))
        window.addSubview(v)
        return (window, v)
    }

    @Test("runs its animations with its curve and reports .end")
    func runsToEnd() {
        let (window, v) = setup()
        var ended: PropertyAnimator.Position?
        let a = PropertyAnimator(duration: 0.3, curve: .easeInOut) { v.frame.origin.x = 300 }
        a.addCompletion { ended = $0 }
        a.startAnimation()
        let curve = BezierCurve(.easeInOut, duration: 0.3)
        for k in 1...18 {
            let t = Double(k) / 60
            window.advance(to: t)
            #expect(abs(v.presentationFrame.minX - 300 * curve.value(at: t)) < 1e-9, "t=\(t)")
        }
        window.advance(to: 0.35)
        #expect(ended == .end)
        #expect(v.frame.minX == 300)
    }

    @Test("pause and fractionComplete scrub linearly; reversing returns to .start without a jump")
    func scrubAndReverse() {
        let (window, v) = setup()
        var ended: PropertyAnimator.Position?
        let a = PropertyAnimator(duration: 0.4, curve: .easeIn) { v.alpha = 0 }
        a.addCompletion { ended = $0 }
        a.pauseAnimation()
        var last = 1.0
        for f in stride(from: 0.0, through: 0.6, by: 0.1) {
            a.fractionComplete = f
            window.advance(to: window.animationClock.now + 1 / 60)
            #expect(abs(v.presentationAlpha - (1 - f)) < 1e-9)
            #expect(v.presentationAlpha <= last)
            last = v.presentationAlpha
        }
        a.isReversed = true
        a.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        let t0 = window.animationClock.now
        window.advance(to: t0 + 1 / 60)
        #expect(abs(v.presentationAlpha - last) < 0.05, "continues from where it was")
        window.advance(to: t0 + 1)
        #expect(ended == .start)
        #expect(v.presentationAlpha == 1)
    }

    @Test("scrubbing to half way, then continuing, finishes from there")
    func scrubThenContinue() {
        let (window, v) = setup()
        let a = PropertyAnimator(duration: 0.3) { v.frame.origin.y = 500 }
        a.pauseAnimation()
        a.fractionComplete = 0.5
        window.advance(to: 0.1)
        #expect(abs(v.presentationFrame.minY - 250) < 1e-9)
        a.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        window.advance(to: 1)
        #expect(v.presentationFrame.minY == 500)
    }

    @Test("View.animate retargets additively: position continuous, new target reached")
    func retarget() {
        let (window, v) = setup()
        View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0) { v.frame.origin.x = 200 }
        window.advance(to: 0.2)
        let before = v.presentationFrame.minX
        View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0) { v.frame.origin.x = 0 }
        #expect(abs(v.presentationFrame.minX - before) < 1e-9, "no jump when retargeted")
        window.advance(to: 1.0)
        #expect(v.presentationFrame.minX == 0)
        #expect(!v.hasAnimations)
    }
}

/// addAnimations while the animator runs: UIKit starts them from where the views are and gives them
/// the rest of the run, `delayFactor` × the remaining way later.
@Suite("Property animator: animations added while running")
@MainActor
struct PropertyAnimatorAddTests {
    @Test("added half way, a block covers the second half; with delayFactor 0.5 the last quarter")
    func addWhileRunning() {
        let window = Window(size: Size(390, 844))
        let a = View(frame: Rect(0, 0, 10, 10)), b = View(frame: Rect(0, 0, 10, 10)), c = View(frame: Rect(0, 0, 10, 10))
        for v in [a, b, c] { window.addSubview(v) }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { a.frame.origin.x = 100 }
        var ended: PropertyAnimator.Position?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        window.advance(to: 0.5)
        animator.addAnimations { b.frame.origin.x = 100 }
        animator.addAnimations({ c.frame.origin.x = 100 }, delayFactor: 0.5)
        #expect(b.presentationFrame.minX == 0 && c.presentationFrame.minX == 0, "no jump when added")
        window.advance(to: 0.75)
        #expect(abs(a.presentationFrame.minX - 75) < 1e-9)
        #expect(abs(b.presentationFrame.minX - 50) < 1e-9)
        #expect(abs(c.presentationFrame.minX) < 1e-9, "still waiting out its delay")
        window.advance(to: 0.875)
        #expect(abs(c.presentationFrame.minX - 50) < 1e-9)
        window.advance(to: 1.01)
        #expect(ended == .end && [a, b, c].allSatisfy { $0.presentationFrame.minX == 100 })
    }

    @Test("before the start, delayFactor delays by that share of the duration")
    func delayBeforeStart() {
        let window = Window(size: Size(390, 844))
        let v = View(frame: Rect(0, 0, 10, 10))
        window.addSubview(v)
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ v.alpha = 0 }, delayFactor: 0.25)
        animator.startAnimation()
        window.advance(to: 0.25)
        #expect(v.presentationAlpha == 1)
        window.advance(to: 0.625)
        #expect(abs(v.presentationAlpha - 0.5) < 1e-9)
    }
}
