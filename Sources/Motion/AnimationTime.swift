/// The time each animation of an ``AnimatedValue`` is evaluated at: the clock's, or the local time of
/// the timebase it was created in (Core Animation's layer time, which a paused layer holds still
/// while the clock moves on; UIKit's percent-driven transitions scrub animations that way).
///
///     let t = AnimationTime(2.0, timebases: [7: 0.3])
///     t.time(for: 0)   // 2.0, the clock
///     t.time(for: 7)   // 0.3, timebase 7's local time
public struct AnimationTime: Sendable, Equatable {
    /// The clock's time, seconds; timebase 0 is the clock itself.
    public var clock: Double
    /// Local times of the timebases that are live, by id.
    public var timebases: [Int: Double]

    public init(_ clock: Double, timebases: [Int: Double] = [:]) {
        self.clock = clock
        self.timebases = timebases
    }

    /// The local time of `timebase`; a timebase that is no longer live reads as the clock.
    @inlinable public func time(for timebase: Int) -> Double {
        timebase == 0 ? clock : timebases[timebase] ?? clock
    }
}
