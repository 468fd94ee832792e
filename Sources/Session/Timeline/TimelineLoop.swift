import Playback

/// What the window's timeline knows without drawing it: the current or last transition the clock
/// ran through, and the L switch's loop over it. The panel that shows it and the words that tell
/// the user are the backend's. It acts on the driver it is handed, so a device switch's new driver
/// needs nothing of it but `stop`.
///
///     var loop = TimelineLoop()
///     loop.follow(scene.inspector.traceRecord(), on: driver)   // each frame
///     loop.toggle(on: driver)                                  // L: .looping(style: "appstore", soFar: false)
@MainActor
package struct TimelineLoop {
    /// The current or last transition, for the panel shown while paused.
    package var transitions = TransitionTimeline()
    /// What the loop replays over and over, in scene time; nil while it is off. Kept apart from
    /// the transitions, which forget the end each time the loop goes back to the start.
    package private(set) var looping: ClosedRange<Double>?

    package init() {}

    /// What a press of L (or the panel's switch) did.
    package enum Toggle: Equatable, Sendable {
        /// The loop was on and is now off.
        case off
        /// No transition has run yet, or none has run for any time.
        case nothingToLoop
        /// The transition of the style named `style` loops from its start; `soFar`: paused part way
        /// through it, what has run of it so far.
        case looping(style: String, soFar: Bool)
    }

    /// Each frame: what the running clock shows goes on the timeline; a loop goes back to the start
    /// once it has played the transition through.
    package mutating func follow(_ record: any TraceRecord, on driver: FrameDriver) {
        // Paused, only the frame the pause landed on is new; a scrub backwards is not history.
        guard !driver.clock.isPaused || driver.clock.time > (transitions.span?.last ?? -1) else { return }
        transitions.observe(time: driver.clock.time, sample: record.transitionSample)
        if let loop = looping, driver.clock.time >= loop.upperBound {
            driver.seek(to: loop.lowerBound)
            driver.clock.isPaused = false
        }
    }

    /// Replays the transition from its start over and over, or stops.
    package mutating func toggle(on driver: FrameDriver) -> Toggle {
        if looping != nil {
            looping = nil
            return .off
        }
        guard let span = transitions.span, span.last > span.start else { return .nothingToLoop }
        looping = span.start...span.last
        driver.seek(to: span.start)
        driver.clock.isPaused = false
        return .looping(style: span.style, soFar: span.end == nil)
    }

    /// Turns the loop off; returns whether it was on. A finger on the screen starts something new,
    /// which the loop would cut off at its next turn, and another device's journal has other times.
    package mutating func stop() -> Bool {
        defer { looping = nil }
        return looping != nil
    }
}
