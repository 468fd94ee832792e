import SimKit

/// Timer, scheduled on the scene's clock (never the wall clock), as
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` makes it. A repeating timer keeps to its
/// schedule: it fires on the first frame at or after each due time, and a frame that comes late
/// past several due times fires it once, as Foundation's run loop does. While a timer is
/// scheduled, the scene is not idle (something is still to happen).
///
///     let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in dots.alpha = 1 - dots.alpha }
///     timer.invalidate()
@MainActor
public final class Timer {
    /// The shortest interval, as Foundation takes a non-positive one.
    static let minimumInterval = 0.0001

    /// Seconds between fires.
    public let timeInterval: TimeInterval
    private let repeats: Bool
    private let block: @MainActor (Timer) -> Void
    private unowned let clock: AnimationClock
    private var due: Double
    /// False once invalidated, or once a timer that does not repeat has fired.
    public private(set) var isValid = true

    private init(interval: TimeInterval, repeats: Bool, clock: AnimationClock, block: @escaping @MainActor (Timer) -> Void) {
        timeInterval = interval.isFinite && interval > 0 ? interval : Self.minimumInterval
        self.repeats = repeats
        self.block = block
        self.clock = clock
        due = clock.now + timeInterval
    }

    /// A timer scheduled on the scene's clock, first firing `interval` seconds from now.
    @discardableResult
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @MainActor (Timer) -> Void) -> Timer {
        let timer = Timer(interval: interval, repeats: repeats, clock: SceneTime.clock(for: "Timer.scheduledTimer"), block: block)
        timer.schedule()
        return timer
    }

    /// Stops the timer; it never fires again.
    public func invalidate() { isValid = false }

    /// Fires now, out of schedule (a timer that does not repeat is then done).
    public func fire() {
        guard isValid else { return }
        if !repeats { isValid = false }
        block(self)
    }

    private func schedule() {
        clock.schedule(at: due) { [self] in
            guard isValid else { return }
            if repeats {
                let late = max(0, clock.now - due)
                due += (late / timeInterval).rounded(.down) * timeInterval + timeInterval
                schedule()
            } else {
                isValid = false
            }
            block(self)
        }
    }
}
