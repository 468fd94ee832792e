/// The window's wall time: a monotonic tick counter (SDL_GetPerformanceCounter) as seconds since
/// start and a frame delta. The one place the live loop reads time; everything downstream receives
/// numbers. The other times: `SceneClock` makes scene time of wall (or virtual) time under speed,
/// pause and steps; SimKit's `AnimationClock` is the views' now, with their timers;
/// `TransitionTimebase` is a percent-driven transition's local time; `AnimationTime` is the instant
/// an animated value is read at; a test's `FrameStepper` plays frames on virtual time.
///
///     var clock = WallClock(frequency: PerformanceCounter.frequency, start: PerformanceCounter.now)
///     let dt = clock.tick(PerformanceCounter.now)
package struct WallClock: Sendable {
    /// Ticks per second.
    package let frequency: UInt64
    private var last: UInt64
    /// Seconds since `start`, the sum of every delta handed out.
    package private(set) var elapsed: Double = 0

    package init(frequency: UInt64, start: UInt64) {
        self.frequency = max(1, frequency)
        last = start
    }

    /// Seconds since the previous tick. A counter that runs backwards (some virtual machines, a
    /// wrapped counter) yields 0 instead of a negative or enormous delta, as in Dear ImGui's backend.
    package mutating func tick(_ counter: UInt64) -> Double {
        guard counter > last else { last = max(last, counter); return 0 }
        let dt = Double(counter - last) / Double(frequency)
        last = counter
        elapsed += dt
        return dt
    }
}
