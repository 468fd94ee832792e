/// The scene's time, which runs at `speed` times the wall clock (or the virtual clock headless):
/// slow animations (Ctrl+T, `--speed`), pause and single steps all live here and nowhere else.
///
/// Scene time is computed from an anchor, not summed frame by frame, so at speed 1 it equals the
/// virtual time k/fps exactly and never drifts; changing the speed re-anchors at the last time seen.
public struct SceneClock: Sendable {
    public static let slowFactor = 0.1

    /// The scene time, seconds, never decreasing.
    public private(set) var time: Double = 0
    private var anchorWall = 0.0
    private var anchorScene = 0.0
    private var lastWall = 0.0
    /// Wall and scene time before the latest advance: input between two frames is stamped in between.
    private var previousWall = 0.0
    private var previousTime = 0.0

    /// The user's base speed (`--speed`, `set speed`).
    public var speed: Double { didSet { reanchor() } }
    /// Ctrl+T: animations at 0.1×, like the iOS Simulator's Slow Animations, whatever `speed` is.
    /// 0.1 is one of the Settings screen's speeds, so Settings shows it and the settings file keeps it.
    public var slowAnimations = false { didSet { reanchor() } }
    /// Space: the scene clock stands still (input still arrives).
    public var isPaused = false { didSet { reanchor() } }

    public init(speed: Double = 1) { self.speed = speed }

    /// The factor applied to wall-clock time now.
    public var effectiveSpeed: Double { isPaused ? 0 : runningSpeed }
    /// The factor while running: `speed`, or 0.1 under Ctrl+T; what the trace reports as the speed.
    public var runningSpeed: Double { slowAnimations ? Self.slowFactor : speed }

    /// Ctrl+T: slow when running faster than 0.1×, else back to normal. A speed of 0.1 that came
    /// from the settings file (a Ctrl+T stored last session) goes back to 1, so one press undoes it.
    public mutating func toggleSlowAnimations() {
        if runningSpeed > Self.slowFactor {
            slowAnimations = true
        } else {
            slowAnimations = false
            if speed <= Self.slowFactor { speed = 1 }
        }
    }

    /// Moves to wall (or virtual) time `wall`, seconds since start, and returns the scene time.
    @discardableResult
    public mutating func advance(toWall wall: Double) -> Double {
        if wall > lastWall { previousWall = lastWall; previousTime = time }
        lastWall = max(lastWall, wall)
        time = max(time, anchorScene + (lastWall - anchorWall) * effectiveSpeed)
        return time
    }

    /// The scene time of wall instant `wall` between the previous advance and the latest: input that
    /// arrived between two frames keeps its own instant (stamped with the frame's time, a
    /// flick's release velocity depended on when frames happened to run). Counted back from the latest
    /// advance at today's speed, and held between the two frames' scene times.
    public func time(atWall wall: Double) -> Double {
        guard wall < lastWall else { return time }
        guard wall > previousWall else { return previousTime }
        return min(time, max(previousTime, time - (lastWall - wall) * effectiveSpeed))
    }

    /// While paused, moves one frame of `frameDuration` wall seconds (the `.` key).
    public mutating func step(frameDuration: Double) {
        time += max(0, frameDuration) * runningSpeed
        reanchor()
    }

    /// Shows scene time `t`, ahead or behind (the timeline's scrub, a script's `seek`): the one
    /// move that may go back. The wall clock goes on from here.
    public mutating func seek(to t: Double) {
        time = max(0, t)
        previousTime = time
        reanchor()
    }

    private mutating func reanchor() {
        anchorWall = lastWall
        anchorScene = time
    }
}
