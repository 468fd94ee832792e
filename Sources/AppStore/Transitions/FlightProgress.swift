import SimKit

/// Where a timed card flight is along its duration, read off the scene's clock: the trace's
/// `progress`. Not a clock: it keeps a start and a duration.
@MainActor
struct FlightProgress {
    private(set) var clock: AnimationClock?
    private var start = 0.0
    private var duration = 1.0

    /// Starts (or restarts, after a grab) a flight of `duration` seconds now.
    mutating func begin(on clock: AnimationClock?, duration: Double) {
        if let clock { self.clock = clock }
        start = self.clock?.now ?? 0
        self.duration = duration
    }

    /// 0…1 along the flight.
    var progress: Double {
        guard let clock else { return 0 }
        return min(1, max(0, (clock.now - start) / duration))
    }
}
