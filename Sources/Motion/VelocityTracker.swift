/// Release velocity from timestamped samples, after libadwaita's swipe tracker: only the samples of
/// the last `window` seconds count, and the velocity is the change from the first to the last of them
/// over their own timestamps — never just the last two samples, whose spacing is noise.
///
///     var tracker = VelocityTracker<Point>()
///     tracker.add(Point(0, 100), at: 0.00)
///     tracker.add(Point(0, 120), at: 0.05)
///     tracker.velocity(at: 0.05)   // (0, 400) points per second
public struct VelocityTracker<V: VectorArithmetic>: Sendable {
    /// One timestamped value.
    public struct Sample: Sendable {
        /// The value, e.g. a pointer position in points.
        public var value: V
        /// Seconds.
        public var time: Double
    }

    /// Stamps closer than this (seconds) are the same instant.
    static var sameInstant: Double { 1e-9 }

    /// How far back samples count, seconds. libadwaita and iOS use about 150 ms.
    public let window: Double
    /// The samples still inside the window, oldest first.
    public private(set) var samples: [Sample] = []

    /// A tracker that looks `window` seconds back.
    public init(window: Double = 0.15) {
        self.window = window > 0 ? window : 0.15
    }

    /// Records `value` at `time`. A sample older than the newest one means a new gesture (or a clock
    /// that went back), so the history restarts.
    public mutating func add(_ value: V, at time: Double) {
        var time = time
        if let last = samples.last, time < last.time {
            // Two stamps of one instant computed two ways (k/fps and t + 1/fps) can differ by an
            // ulp; only a real step back in time starts a new gesture.
            if last.time - time > VelocityTracker.sameInstant { samples.removeAll() } else { time = last.time }
        }
        samples.append(Sample(value: value, time: time))
        let oldest = time - window
        if let keep = samples.firstIndex(where: { $0.time >= oldest }), keep > 0 {
            samples.removeFirst(keep)
        }
    }

    /// Units per second at `time`, from the samples in `(time - window) ... time`; zero with fewer
    /// than two of them (the pointer rested longer than the window before `time`).
    public func velocity(at time: Double) -> V {
        let oldest = time - window
        let recent = samples.filter { $0.time >= oldest && $0.time <= time }
        guard let first = recent.first, let last = recent.last, recent.count >= 2 else { return .zero }
        let span = last.time - first.time
        guard span > 0 else { return .zero }
        return (last.value - first.value) * (1 / span)
    }

    /// Forgets every sample.
    public mutating func reset() {
        samples.removeAll()
    }
}
