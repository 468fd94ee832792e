import Foundation

/// Notices a frame that never finishes: a user's transition file stuck in an endless loop holds
/// the frame loop, and with it the window, forever. The loop says when each frame begins and
/// ends; a thread of the watchdog's own looks every half `limit` and calls `stuck` once when the
/// same frame has been running at two looks in a row, that is for between `limit` and 1.5 ×
/// `limit` seconds.
///
/// It sleeps between looks rather than reading a clock: what it needs to know is only whether
/// the loop moved on between two looks, and a frame count says that.
///
///     let watchdog = FrameWatchdog(limit: 10) { writeWhichFileAndExit() }
///     configuration.frameWatchdog = watchdog    // the runner starts it and stops it
public final class FrameWatchdog: @unchecked Sendable {
    /// Seconds a frame may run before it counts as stuck.
    public let limit: Double
    private let stuck: @Sendable () -> Void
    private let lock = NSLock()
    private var begun = 0
    private var running = false
    private var stopped = false
    private var started = false

    /// `stuck` runs on the watchdog's thread, while the frame loop is still held; it is expected
    /// to say so and end the process (nothing else can end that frame).
    public init(limit: Double, stuck: @escaping @Sendable () -> Void) {
        self.limit = limit
        self.stuck = stuck
    }

    /// Starts looking; a second call does nothing.
    public func start() {
        let first = lock.withLock { () -> Bool in
            defer { started = true }
            return !started
        }
        guard first else { return }
        let thread = Thread { [self] in watch() }
        thread.name = "cardsim.frame-watchdog"
        thread.start()
    }

    /// Stops looking (the loop has ended); the thread ends at its next look.
    public func stop() {
        lock.withLock { stopped = true; running = false }
    }

    /// The loop starts a frame: the scene's update, where a user's code runs.
    public func frameBegins() {
        lock.withLock { begun += 1; running = true }
    }

    /// The frame is done; waiting for input or the display does not count.
    public func frameEnds() {
        lock.withLock { running = false }
    }

    private func watch() {
        var seen: Int?
        while true {
            Thread.sleep(forTimeInterval: limit / 2)
            let (frame, busy, done) = lock.withLock { (begun, running, stopped) }
            if done { return }
            if busy, frame == seen {
                stuck()
                return
            }
            seen = busy ? frame : nil
        }
    }
}
