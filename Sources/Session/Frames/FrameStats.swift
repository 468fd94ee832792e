import Foundation

/// The window's frame times: the time from one frame's start to the next, left out after the loop
/// slept for lack of anything to do. `--verbose` sums them up on exit, and `cardsim bench --window`
/// reports them per style.
public struct FrameStats: Sendable {
    /// A frame that took longer than this is a stutter at 60 Hz (a frame and a fifth).
    public static let longFrame = 0.020

    /// Each frame's interval in seconds, in order.
    public private(set) var intervals: [Double] = []
    private var last: Double?

    public init() {}

    public var frames: Int { intervals.count }
    public var longFrames: Int { intervals.filter { $0 > Self.longFrame }.count }
    public var longest: Double { intervals.max() ?? 0 }
    /// The median interval in seconds; 0 with no frames.
    public var p50: Double { percentile(0.5) }
    /// The 99th percentile interval in seconds; 0 with no frames.
    public var p99: Double { percentile(0.99) }

    /// The `q` quantile of the intervals (nearest rank).
    public func percentile(_ q: Double) -> Double {
        guard !intervals.isEmpty else { return 0 }
        let sorted = intervals.sorted()
        return sorted[min(sorted.count - 1, max(0, Int((q * Double(sorted.count)).rounded(.up)) - 1))]
    }

    /// Notes that a frame started at `wall` seconds; `afterIdle` when the loop slept before it.
    package mutating func frameStarted(at wall: Double, afterIdle: Bool) {
        defer { last = wall }
        guard let last, !afterIdle else { return }
        intervals.append(wall - last)
    }

    /// "912 frames, 3 over 20 ms (longest 35.2 ms)".
    public var summary: String {
        String(format: "%d frames, %d over %.0f ms (longest %.1f ms)", frames, longFrames, Self.longFrame * 1000, longest * 1000)
    }
}
