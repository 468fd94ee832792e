import Playback
import SimKit
import Testing
@testable import SDLBackend
@testable import Session

/// The window's timeline: the span of the current or last transition, its samples, and the panel's
/// mapping from a point on the track to a scene time.
@Suite("Timeline: the transition's span")
@MainActor
struct TransitionTimelineTests {
    func sample(_ p: Double) -> TransitionSample {
        TransitionSample(style: "zoom", direction: "present", progress: p, frame: Rect(0, 100 * (1 - p), 390, 844 * p),
                         radius: 20 * (1 - p), alpha: 1, scale: 1, backdrop: 0)
    }

    @Test("a span starts at the last quiet frame and ends at the first one after")
    func spanBounds() {
        var t = TransitionTimeline()
        t.observe(time: 0.1, sample: nil)
        for k in 1...5 { t.observe(time: 0.1 + Double(k) / 60, sample: sample(Double(k) / 5)) }
        #expect(t.span?.start == 0.1 && t.span?.end == nil && t.span?.samples.count == 5)
        t.observe(time: 0.2, sample: nil)
        #expect(t.span?.end == 0.2)
        // The next transition replaces it.
        t.observe(time: 0.5, sample: nil)
        t.observe(time: 0.52, sample: sample(0.1))
        #expect(t.span?.start == 0.5 && t.span?.samples.count == 1)
    }

    @Test("going back in time forgets what was seen after it")
    func branching() {
        var t = TransitionTimeline()
        t.observe(time: 0, sample: nil)
        for k in 1...10 { t.observe(time: Double(k) / 60, sample: sample(Double(k) / 10)) }
        t.observe(time: 11.0 / 60, sample: nil)
        t.observe(time: 4.0 / 60, sample: sample(0.4))
        #expect(t.span?.end == nil && t.span?.samples.count == 4)
    }

    @Test("the track maps its left edge to the span's start and its right edge to its end")
    func trackMapping() throws {
        var t = TransitionTimeline()
        t.observe(time: 1, sample: nil)
        for k in 1...30 { t.observe(time: 1 + Double(k) / 60, sample: sample(Double(k) / 30)) }
        t.observe(time: 1.6, sample: nil)
        let panel = TimelinePanel(span: try #require(t.span), screen: Size(390, 844), time: 1.3, loops: false)
        #expect(abs(panel.time(atX: panel.track.minX) - 1) < 1e-9)
        #expect(abs(panel.time(atX: panel.track.maxX) - 1.6) < 1e-9)
        #expect(abs(panel.time(atX: panel.track.midX) - 1.3) < 1e-9)
        #expect(panel.time(atX: -50) == 1 && panel.time(atX: 5000) == 1.6, "held to the span")
        #expect(panel.frame.maxY <= 844 && panel.frame.minX >= 0)
    }
}
