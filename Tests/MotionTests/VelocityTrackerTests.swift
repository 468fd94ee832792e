import Testing
@testable import Motion

/// Release velocity from the last ~150 ms of timestamped samples (libadwaita's model).
@Suite("Velocity tracking")
struct VelocityTrackerTests {
    @Test("Constant motion gives its speed, from the samples' own timestamps")
    func constantSpeed() {
        var tracker = VelocityTracker<Double>()
        var t = 0.0
        // Irregular spacing: the answer must not depend on it.
        for dt in [0.016, 0.008, 0.020, 0.016, 0.011, 0.016, 0.016, 0.03] {
            t += dt
            tracker.add(400 * t, at: t)
        }
        #expect(abs(tracker.velocity(at: t) - 400) < 1e-9)
    }

    @Test("Only the window counts: an old fast stretch does not leak into the release")
    func window() {
        var tracker = VelocityTracker<Double>(window: 0.15)
        var x = 0.0
        for i in 0..<30 {   // fast for 0.3 s
            x += 30
            tracker.add(x, at: Double(i) * 0.01)
        }
        for i in 30..<60 {  // then slow for 0.3 s
            x += 1
            tracker.add(x, at: Double(i) * 0.01)
        }
        #expect(abs(tracker.velocity(at: 0.59) - 100) < 1e-6)
        #expect(tracker.samples.count <= 16)
    }

    @Test("Zero with fewer than two samples or after resting longer than the window")
    func zeroCases() {
        var tracker = VelocityTracker<Double>()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(10, at: 0)
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(20, at: 0.1)
        #expect(tracker.velocity(at: 0.1) == 100)
        #expect(tracker.velocity(at: 0.5) == 0)
        tracker.reset()
        #expect(tracker.samples.isEmpty)
    }

    @Test("Time going backwards starts a new history")
    func newGesture() {
        var tracker = VelocityTracker<Double>()
        tracker.add(0, at: 1.0)
        tracker.add(100, at: 1.1)
        tracker.add(0, at: 0.5)
        #expect(tracker.samples.count == 1)
    }

    @Test("A stamp an ulp earlier is the same instant, not a new gesture (k/fps against t + 1/fps)")
    func ulpEarlierIsTheSameInstant() {
        var tracker = VelocityTracker<Double>()
        let fps = 60.0
        tracker.add(0, at: 20.0 / fps)
        tracker.add(10, at: 20.0 / fps + 1 / fps)
        let lift = 21.0 / fps
        tracker.add(10, at: lift.nextDown)
        #expect(tracker.samples.count == 3)
        #expect(abs(tracker.velocity(at: lift) - 600) < 1e-6)
    }
}
