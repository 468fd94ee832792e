import Testing
@testable import Motion

/// UIViewPropertyAnimator's clock — pause, scrub, reverse, continue — as documented in
/// `AnimatorTimeline.swift`.
@Suite("Property animator timeline")
struct AnimatorTimelineTests {
    static let easeInOut = BezierCurve(.easeInOut, duration: 1)

    @Test("A plain start is the curve over the duration")
    func plainRun() {
        var timeline = AnimatorTimeline(curve: Self.easeInOut, duration: 1)
        #expect(timeline.state == .inactive && !timeline.isRunning)
        timeline.start(at: 2, afterDelay: 0.5)
        #expect(timeline.isRunning && timeline.progress(at: 2.4) == 0)
        #expect(abs(timeline.progress(at: 2.75) - CubicBezier.easeInOut.value(x: 0.25)) < 1e-12)
        #expect(abs(timeline.fractionComplete(at: 2.75) - 0.25) < 1e-12)
        #expect(!timeline.isFinished(at: 3.4) && timeline.isFinished(at: 3.5))
        #expect(timeline.finalPosition(at: 3.5) == .end)
        var copy = timeline
        #expect(copy.finishIfNeeded(at: 3.4) == nil)
        #expect(copy.finishIfNeeded(at: 3.6) == .end)
        #expect(copy.state == .inactive && copy.progress(at: 4) == 1)
    }

    @Test("Pause holds where it is; scrubbing is linear and monotonic (random)")
    func pauseAndScrub() {
        var rng = SeededRandom(seed: 21)
        for _ in 0..<100 {
            var timeline = AnimatorTimeline(curve: Self.easeInOut, duration: .random(in: 0.2...2, using: &rng))
            timeline.start(at: 0)
            let t = Double.random(in: 0...timeline.duration, using: &rng)
            let shown = timeline.progress(at: t)
            timeline.pause(at: t)
            #expect(!timeline.isRunning && timeline.state == .active)
            #expect(timeline.progress(at: t + 5) == shown)
            // Reading fractionComplete and writing it back does not move anything.
            let start = timeline.fractionComplete(at: t + 5)
            timeline.setFractionComplete(start)
            #expect(abs(timeline.progress(at: t + 5) - shown) < 1e-12)
            var last = -Double.infinity
            for f in (0...40).map({ Double($0) / 40 }).sorted() {
                timeline.setFractionComplete(f)
                let p = timeline.progress(at: t + 6)
                #expect(p == f && p >= last)
                last = p
            }
            timeline.setFractionComplete(1.7)
            #expect(timeline.fractionComplete(at: 0) == 1)
        }
    }

    @Test("Reverse while running is continuous and ends at the start")
    func reverseWhileRunning() {
        var rng = SeededRandom(seed: 22)
        for _ in 0..<100 {
            var timeline = AnimatorTimeline(curve: Self.easeInOut, duration: 1)
            timeline.start(at: 0)
            let t = Double.random(in: 0.05...0.95, using: &rng)
            let shown = timeline.progress(at: t)
            let fraction = timeline.fractionComplete(at: t)
            timeline.setReversed(true, at: t)
            #expect(timeline.isReversed && timeline.isRunning)
            #expect(abs(timeline.progress(at: t) - shown) < 1e-12)
            #expect(timeline.progress(at: t + 0.01) < shown)
            // The way back takes the time already run: fraction × duration.
            #expect(!timeline.isFinished(at: t + fraction - 1e-6) && timeline.isFinished(at: t + fraction))
            #expect(timeline.finalPosition(at: t + fraction) == .start && timeline.progress(at: t + fraction) == 0)
        }
    }

    @Test("Continue with a spring carrying the velocity: no jump in position or velocity")
    func continueWithSpring() {
        var rng = SeededRandom(seed: 23)
        for _ in 0..<100 {
            var timeline = AnimatorTimeline(curve: Self.easeInOut, duration: 1)
            timeline.start(at: 0)
            let t = Double.random(in: 0.1...0.9, using: &rng)
            let before = (timeline.progress(at: t), timeline.velocity(at: t))
            let spring = Spring(duration: 1, dampingRatio: .random(in: 0.5...1, using: &rng),
                                initialVelocity: timeline.continuingVelocity(at: t))
            timeline.continueAnimation(withTimingParameters: spring, durationFactor: .random(in: 0...2, using: &rng), at: t)
            #expect(abs(timeline.progress(at: t) - before.0) < 1e-12)
            #expect(abs(timeline.velocity(at: t) - before.1) < 1e-9)
            #expect(timeline.progress(at: t + 10) == 1)
        }
    }

    @Test("Interactive idiom: pause, scrub, reverse, continue with durationFactor 0")
    func interactiveCancel() {
        var timeline = AnimatorTimeline(curve: BezierCurve(.linear, duration: 0.3), duration: 0.4)
        timeline.pause(at: 0)
        timeline.setFractionComplete(0.6)
        timeline.setReversed(true, at: 1)
        #expect(timeline.isReversed && !timeline.isRunning)
        timeline.continueAnimation(withTimingParameters: nil, durationFactor: 0, at: 1)
        #expect(abs(timeline.progress(at: 1) - 0.6) < 1e-12)
        #expect(abs(timeline.progress(at: 1.12) - 0.3) < 1e-9)   // 0.6 × 0.4 s to go back
        #expect(timeline.isFinished(at: 1.24) && timeline.finalPosition(at: 1.24) == .start)
    }

    @Test("A physical spring keeps its own settling time; stop and finish")
    func physicalSpringAndStop() {
        let spring = Spring(mass: 1, stiffness: 200, damping: 20)
        var timeline = AnimatorTimeline(curve: spring, duration: 5)
        timeline.start(at: 0)
        #expect(timeline.isFinished(at: spring.duration) && !timeline.isFinished(at: spring.duration * 0.99))
        timeline.stop(at: 0.1)
        #expect(timeline.state == .stopped)
        let held = timeline.progress(at: 9)
        timeline.start(at: 1)
        #expect(!timeline.isRunning && timeline.progress(at: 2) == held)
        timeline.finish(at: .current)
        #expect(timeline.state == .inactive && timeline.progress(at: 3) == held)
    }
}
