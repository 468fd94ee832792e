import SimKit
import Playback

/// The current or last transition as the window's timeline shows it: when it began and ended on
/// the scene's clock, and what it looked like in every frame the clock ran through.
///
///     timeline.observe(time: clock.time, sample: record.transitionSample)   // each running frame
///     timeline.span?.start                                                  // where Home goes
package struct TransitionTimeline {
    package struct Span {
        /// The last frame before the transition: the screen as it was when the finger lifted.
        package var start: Double
        /// The first frame after it; nil while it runs.
        package var end: Double?
        package var style: String
        package var direction: String
        package var samples: [(time: Double, sample: TransitionSample)] = []

        /// The time the playhead may reach: the end, or the latest frame seen.
        package var last: Double { end ?? samples.last?.time ?? start }
        package var duration: Double { last - start }
    }

    package private(set) var span: Span?
    /// The latest frame seen with no transition running.
    private var quietTime = 0.0

    package init() {}

    /// Notes one frame the clock ran through. Going back in time (the clock resumed after a seek)
    /// forgets what was seen after it: history goes on from there.
    package mutating func observe(time: Double, sample: TransitionSample?) {
        if var s = span, let lastSeen = s.samples.last?.time, time < lastSeen {
            s.samples.removeAll { $0.time > time }
            if let end = s.end, time < end { s.end = nil }
            span = time < s.start ? nil : s
        }
        guard let sample else {
            if var s = span, s.end == nil, let first = s.samples.first, time > first.time {
                s.end = time
                span = s
            }
            quietTime = time
            return
        }
        if span == nil || span?.end != nil {
            span = Span(start: min(quietTime, time), style: sample.style, direction: sample.direction)
        }
        if let last = span?.samples.last?.time, time <= last { return }
        span?.samples.append((time, sample))
    }
}
