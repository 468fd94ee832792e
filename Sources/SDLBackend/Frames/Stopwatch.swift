import Foundation

/// Wall-clock seconds from the monotonic clock, for measuring what frames cost (never for the
/// scene's time, which headless is virtual).
public struct Stopwatch: Sendable {
    private let start: UInt64
    public init() { start = DispatchTime.now().uptimeNanoseconds }
    /// Seconds since creation.
    public var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9 }
    /// Milliseconds since creation.
    public var elapsedMs: Double { elapsed * 1000 }
}
