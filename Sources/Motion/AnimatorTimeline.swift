/// The clock of a `UIViewPropertyAnimator`: one ``TimingCurve`` that can be started, paused, scrubbed,
/// reversed and continued with new timing. It yields a progress number; the animator applies it.
///
/// Exact semantics (tests in `AnimatorTimelineTests` hold each one):
/// - Two numbers describe where it is: the **fraction** (time, 0...1 in the forward direction) and the
///   **progress** (what animations apply; a spring may overshoot 1).
/// - **Running** means a segment: from the current (fraction, progress) toward the end of the current
///   direction (1, or 0 when reversed), over `remaining × durationFactor` seconds where remaining =
///   `(1 - fraction) × duration` (or `fraction × duration` reversed). Progress follows the curve
///   mapped onto that stretch: `p = p0 + (target - p0) × curve(τ)`; the fraction moves linearly in
///   time. The first start is the plain curve over `duration`.
/// - The curve is fitted to a segment as UIKit does: a cubic bezier and a duration-based spring
///   (`Spring(duration:dampingRatio:initialVelocity:)`) take the segment's length, with the spring's
///   initial velocity in fractions of the *remaining* distance per second; a physical or
///   duration/bounce spring keeps its own settling time (UIKit ignores the animator's duration for
///   those); any other curve is stretched in time.
/// - **Pause** holds the presentation where it is. The fraction is re-based to that progress (clamped
///   to 0...1), so the interactive idiom `start = fractionComplete; fractionComplete = start + dy/h`
///   grabs the card where it is, never from a snapped value.
/// - **setFractionComplete** (paused only) scrubs linearly: progress = fraction.
/// - **Reverse** while running starts a new segment toward 0 from where it is: position is
///   continuous; the curve starts over (an ease curve leaves at rest). While paused it only flips the
///   direction for the next start or continue.
/// - **continueAnimation** starts a segment from where it is with the new curve (nil keeps the old
///   one); `durationFactor` 0 means 1. Pass ``continuingVelocity(at:)`` as a duration-based spring's
///   initial velocity and the velocity is continuous too.
/// - **Finished** when a running segment has reached its end; ``finish(at:)`` then makes it inactive.
///
///     var timeline = AnimatorTimeline(curve: BezierCurve(.easeInOut, duration: 0.3), duration: 0.3)
///     timeline.start(at: 0)
///     timeline.pause(at: 0.1)
///     timeline.setFractionComplete(0.8)
///     timeline.continueAnimation(withTimingParameters: nil, durationFactor: 0, at: 2)
public struct AnimatorTimeline: Sendable {
    /// `UIViewAnimatingState`.
    public enum State: Sendable, Hashable {
        /// Not started, or finished.
        case inactive
        /// Running or paused.
        case active
        /// Stopped where it was; only ``finish(at:)`` leaves this state.
        case stopped
    }

    /// `UIViewAnimatingPosition`: where a finished animator ended.
    public enum Position: Sendable, Hashable { case end, start, current }

    /// The curve the next segment uses.
    public private(set) var curve: any TimingCurve
    /// The animator's duration, seconds.
    public let duration: Double
    /// `UIViewAnimatingState`.
    public private(set) var state: State = .inactive
    /// Whether the animator runs toward the start.
    public private(set) var isReversed = false

    private var segment: AnimatorSegment?
    private var heldFraction = 0.0
    private var heldProgress = 0.0
    private var durationFactor = 1.0

    /// An inactive timeline for `curve` over `duration` seconds.
    public init(curve: any TimingCurve, duration: Double) {
        self.curve = curve
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// Whether a segment is running (including its delay).
    public var isRunning: Bool { state == .active && segment != nil }

    /// Starts or resumes toward the current direction's end, `afterDelay` seconds after `time`.
    public mutating func start(at time: Double, afterDelay: Double = 0) {
        guard state != .stopped, segment == nil else { return }
        beginSegment(fraction: heldFraction, progress: heldProgress, at: time + max(0, afterDelay))
    }

    /// Holds the presentation where it is at `time` (see the type's notes on the fraction).
    public mutating func pause(at time: Double) {
        guard state != .stopped else { return }
        if let running = segment {
            heldProgress = running.progress(at: time)
            heldFraction = min(max(heldProgress, 0), 1)
            segment = nil
        }
        state = .active
    }

    /// Scrubs while paused: progress becomes the fraction, clamped to 0...1. Ignored while running.
    public mutating func setFractionComplete(_ fraction: Double) {
        guard segment == nil, state != .stopped, fraction.isFinite else { return }
        heldFraction = min(max(fraction, 0), 1)
        heldProgress = heldFraction
        state = .active
    }

    /// The time fraction at `time`, 0...1, in the forward direction.
    public func fractionComplete(at time: Double) -> Double {
        segment?.fraction(at: time) ?? heldFraction
    }

    /// What animations apply at `time`: 0 at the start values, 1 at the end values.
    public func progress(at time: Double) -> Double {
        segment?.progress(at: time) ?? heldProgress
    }

    /// d(progress)/dt at `time`; 0 while paused.
    public func velocity(at time: Double) -> Double {
        segment?.velocity(at: time) ?? 0
    }

    /// The current velocity as a fraction of the distance still to go per second, toward the current
    /// direction's end: the initial velocity of a spring that continues without a kink.
    public func continuingVelocity(at time: Double) -> Double {
        let remaining = (isReversed ? 0 : 1) - progress(at: time)
        guard abs(remaining) > 1e-9 else { return 0 }
        return velocity(at: time) / remaining
    }

    /// Flips the direction; while running, continues from where it is toward the other end.
    public mutating func setReversed(_ reversed: Bool, at time: Double) {
        guard reversed != isReversed else { return }
        isReversed = reversed
        guard state == .active, let running = segment else { return }
        beginSegment(fraction: running.fraction(at: time), progress: running.progress(at: time),
                     at: max(time, running.beginTime))
    }

    /// Continues from where it is at `time` with `curve` (nil: the current one) over
    /// `durationFactor` × the remaining duration (0 means 1).
    public mutating func continueAnimation(withTimingParameters curve: (any TimingCurve)?,
                                           durationFactor: Double, at time: Double) {
        guard state != .stopped else { return }
        if let curve { self.curve = curve }
        self.durationFactor = durationFactor.isFinite && durationFactor > 0 ? durationFactor : 1
        beginSegment(fraction: fractionComplete(at: time), progress: progress(at: time), at: time)
    }

    /// Whether the running segment has reached its end by `time`.
    public func isFinished(at time: Double) -> Bool {
        guard state == .active, let running = segment else { return false }
        return running.isOver(at: time)
    }

    /// Where the animator ends if it is finished at `time`: `.end`, `.start` (reversed), else `.current`.
    public func finalPosition(at time: Double) -> Position {
        guard isFinished(at: time) else { return .current }
        return isReversed ? .start : .end
    }

    /// Freezes at the current position (`stopAnimation(false)`); only ``finish(at:)`` follows.
    public mutating func stop(at time: Double) {
        guard state == .active else { return }
        heldProgress = progress(at: time)
        heldFraction = fractionComplete(at: time)
        segment = nil
        state = .stopped
    }

    /// Ends the animator at `position` (`finishAnimation(at:)`) and makes it inactive.
    public mutating func finish(at position: Position) {
        switch position {
        case .end: heldFraction = 1; heldProgress = 1
        case .start: heldFraction = 0; heldProgress = 0
        case .current: break
        }
        segment = nil
        state = .inactive
    }

    /// If the running segment is over at `time`, makes the timeline inactive at its end and returns
    /// where it ended; otherwise nil. Call once per frame to fire completions.
    public mutating func finishIfNeeded(at time: Double) -> Position? {
        guard isFinished(at: time) else { return nil }
        let position = finalPosition(at: time)
        finish(at: position)
        return position
    }

    private mutating func beginSegment(fraction: Double, progress: Double, at beginTime: Double) {
        let target: Double = isReversed ? 0 : 1
        let length = abs(target - fraction) * duration * durationFactor
        segment = AnimatorSegment(beginTime: beginTime, fromFraction: fraction, toFraction: target,
                                  fromProgress: progress, toProgress: target,
                                  curve: AnimatorSegment.fit(curve, to: length))
        state = .active
    }
}
