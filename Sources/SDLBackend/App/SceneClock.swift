/// The scene's time, which runs at `speed` times the wall clock (or the virtual clock headless):
/// slow animations (Ctrl+T, `--speed`), pause and single steps all live here and nowhere else.
public struct SceneClock: Sendable {
    /// The scene time, seconds, never decreasing.
    public private(set) var time: Double = 0
    /// The user's base speed (`--speed`, `set speed`).
    public var speed: Double
    /// Ctrl+T: ten times slower on top of `speed`, like the iOS Simulator.
    public var slowAnimations = false
    /// Space: the scene clock stands still (input still arrives).
    public var isPaused = false

    public static let slowFactor = 0.1

    public init(speed: Double = 1) { self.speed = speed }

    /// The factor applied to wall-clock deltas now.
    public var effectiveSpeed: Double { isPaused ? 0 : speed * (slowAnimations ? Self.slowFactor : 1) }

    /// Advances by a wall-clock (or virtual) delta and returns the new scene time.
    @discardableResult
    public mutating func advance(by dt: Double) -> Double {
        time += max(0, dt) * effectiveSpeed
        return time
    }

    /// While paused, moves one frame of `frameDuration` wall seconds (the `.` key).
    public mutating func step(frameDuration: Double) {
        time += max(0, frameDuration) * speed * (slowAnimations ? Self.slowFactor : 1)
    }
}
