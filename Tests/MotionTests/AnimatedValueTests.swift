import Testing
@testable import Motion

/// Core Animation's additive model/presentation split; retargeting is continuous.
@Suite("Animated values")
struct AnimatedValueTests {
    @Test("The model changes at once, the presentation follows the curve")
    func modelAndPresentation() {
        var x = AnimatedValue(0.0)
        x.animate(to: 100, curve: BezierCurve(.easeInOut, duration: 0.3), startTime: 1)
        #expect(x.model == 100)
        #expect(x.presentation(at: 1) == 0)
        #expect(abs(x.presentation(at: 1.15) - 50) < 1e-9)
        #expect(x.presentation(at: 1.3) == 100)
        #expect(x.isAnimating(at: 1.2) && !x.isAnimating(at: 1.3))
        x.prune(at: 1.3)
        #expect(x.animations.isEmpty)
    }

    @Test("A delay holds the old value, then animates")
    func delay() {
        var x = AnimatedValue(10.0)
        x.animate(to: 20, curve: BezierCurve(.linear, duration: 1), startTime: 0, delay: 0.5)
        #expect(x.presentation(at: 0.4) == 10 && x.isAnimating(at: 0.4))
        #expect(abs(x.presentation(at: 1.0) - 15) < 1e-9)
    }

    @Test("Retargeting mid-flight keeps position and velocity continuous (random)")
    func retargetContinuity() {
        var rng = SeededRandom(seed: 11)
        for _ in 0..<200 {
            var x = AnimatedValue(Double.random(in: -500...500, using: &rng))
            let first: any TimingCurve = Bool.random(using: &rng)
                ? Spring(duration: .random(in: 0.2...1, using: &rng), dampingRatio: .random(in: 0.3...1, using: &rng), initialVelocity: 0)
                : BezierCurve(.easeInOut, duration: .random(in: 0.2...1, using: &rng))
            x.animate(to: .random(in: -500...500, using: &rng), curve: first, startTime: 0)
            let t = Double.random(in: 0.01...0.5, using: &rng)
            let before = (x.presentation(at: t), x.velocity(at: t))
            // Curves that start at rest: UIKit's retarget adds no velocity of its own.
            let second: any TimingCurve = Bool.random(using: &rng)
                ? Spring(mass: 1, stiffness: .random(in: 50...500, using: &rng), damping: .random(in: 5...40, using: &rng))
                : BezierCurve(.easeIn, duration: 0.4)
            x.animate(to: .random(in: -500...500, using: &rng), curve: second, startTime: t)
            #expect(abs(x.presentation(at: t) - before.0) < 1e-9)
            #expect(abs(x.velocity(at: t) - before.1) < 1e-6 * max(1, abs(before.1)))
            // Velocity is the derivative of the presentation after the retarget too.
            let later = t + 0.05
            let numeric = numericalDerivative(x.presentation, at: later)
            #expect(abs(numeric - x.velocity(at: later)) < 1e-3 * max(1, abs(numeric)))
        }
    }

    @Test("Removing animations: grab where it is, or jump to the model")
    func removeAnimations() {
        var x = AnimatedValue(0.0)
        x.animate(to: 100, curve: BezierCurve(.linear, duration: 1), startTime: 0)
        var grabbed = x
        grabbed.removeAnimations(at: 0.25, keepingPresentation: true)
        #expect(abs(grabbed.model - 25) < 1e-9 && !grabbed.isAnimating(at: 0.25))
        x.removeAnimations(at: 0.25, keepingPresentation: false)
        #expect(x.presentation(at: 0.25) == 100)
        x.set(7)
        #expect(x.presentation(at: 0.3) == 7 && x.velocity(at: 0.3) == 0)
    }

    @Test("A frame an ulp short of a curve's end shows the end value (k/fps minus j/fps)")
    func endOnAFrameBoundary() {
        var x = AnimatedValue(844.0)
        let start = 1.0 / 60
        x.animate(to: 44, curve: Spring(duration: 1, dampingRatio: 1, initialVelocity: 10), startTime: start)
        let end = 61.0 / 60
        #expect(end - start < 1, "the two stamps differ by an ulp, as frames do")
        #expect(x.presentation(at: end) == 44)
    }
}
