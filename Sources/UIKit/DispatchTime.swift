import SimKit

/// DispatchTime: an instant on the scene's clock (never the wall clock), as
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)` writes it.
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// Seconds on the scene's clock.
    let seconds: Double

    init(seconds: Double) { self.seconds = seconds }

    /// The scene's time now.
    @MainActor
    public static func now() -> DispatchTime { DispatchTime(seconds: SceneTime.clock(for: "DispatchTime's now()").now) }

    /// Never: work scheduled for it does not run.
    public static let distantFuture = DispatchTime(seconds: .infinity)

    /// The instant in nanoseconds of the scene's clock.
    public var uptimeNanoseconds: UInt64 { seconds.isFinite ? UInt64(max(0, seconds) * 1e9) : .max }

    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }

    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(seconds: time.seconds + seconds) }
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(seconds: time.seconds - seconds) }
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { time + interval.seconds }
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { time - interval.seconds }
}

/// DispatchTimeInterval: `.seconds(1)`, `.milliseconds(300)`, … for `.now() + .milliseconds(300)`.
public enum DispatchTimeInterval: Hashable, Sendable {
    case seconds(Int), milliseconds(Int), microseconds(Int), nanoseconds(Int), never

    var seconds: Double {
        switch self {
        case .seconds(let n): Double(n)
        case .milliseconds(let n): Double(n) / 1e3
        case .microseconds(let n): Double(n) / 1e6
        case .nanoseconds(let n): Double(n) / 1e9
        case .never: .infinity
        }
    }
}
