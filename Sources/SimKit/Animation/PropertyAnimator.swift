import Motion

/// UIViewPropertyAnimator: animations that can be started, paused, scrubbed, reversed and continued
/// with new timing, and completions that learn where it ended. Interruptible by construction: its
/// clock is an `AnimatorTimeline`, so a grabbed animator continues from where it is.
///
///     let animator = PropertyAnimator(duration: 0.3, curve: .easeInOut) { view.frame = target }
///     animator.startAnimation()
///     animator.pauseAnimation(); animator.fractionComplete = 0.5
///     animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
@MainActor
public final class PropertyAnimator {
    public typealias Position = AnimatorTimeline.Position
    public private(set) var timeline: AnimatorTimeline
    public let duration: Double
    /// Animation blocks not yet recorded, with the progress at which each starts (its delay).
    private var blocks: [(block: () -> Void, start: Double)] = []
    private var completions: [(Position) -> Void] = []
    private var tracks: [PropertyRecorder.Track] = []
    private var clock: AnimationClock?
    private var driving = false
    /// UIViewPropertyAnimator.isInterruptible: false forbids pausing (UIKit raises an exception then).
    public var isInterruptible = true

    public init(duration: Double, curve: CubicBezier = .easeInOut, animations: (() -> Void)? = nil) {
        self.duration = duration
        timeline = AnimatorTimeline(curve: BezierCurve(curve, duration: duration), duration: duration)
        if let animations { blocks.append((animations, 0)) }
    }

    /// UIViewPropertyAnimator(duration:dampingRatio:animations:) with UIKit's spring mapping.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0, animations: (() -> Void)? = nil) {
        self.duration = duration
        timeline = AnimatorTimeline(curve: Spring(duration: duration, dampingRatio: dampingRatio,
                                                  initialVelocity: initialVelocity), duration: duration)
        if let animations { blocks.append((animations, 0)) }
    }

    /// UIViewPropertyAnimator(duration:timingParameters:): any timing curve, fitted to the animator
    /// as UIKit fits its timing parameters (a duration-based spring or a bezier takes `duration`; a
    /// physical spring keeps its own settling time).
    public init(duration: Double, timingCurve: any TimingCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        timeline = AnimatorTimeline(curve: timingCurve, duration: duration)
        if let animations { blocks.append((animations, 0)) }
    }

    /// Adds animations. Before the start they run with the others (`delayFactor` × duration late);
    /// while running or paused they start from the current values and take the rest of the forward
    /// run, starting `delayFactor` × the remaining way later, along the same curve (UIKit's rule).
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) {
        let factor = min(max(delayFactor.isFinite ? delayFactor : 0, 0), 1)
        guard timeline.state != .inactive else { blocks.append((animations, factor)); return }
        prepare()
        let p = timeline.progress(at: now)
        let start = p + (1 - p) * factor
        record(animations, startingAt: start)
        apply()
    }
    public func addCompletion(_ completion: @escaping (Position) -> Void) { completions.append(completion) }

    public var state: AnimatorTimeline.State { timeline.state }
    public var isRunning: Bool { timeline.isRunning }
    public var isReversed: Bool {
        get { timeline.isReversed }
        set { prepare(); timeline.setReversed(newValue, at: now) }
    }
    public var fractionComplete: Double {
        get { timeline.fractionComplete(at: now) }
        set { prepare(); timeline.setFractionComplete(newValue); apply() }
    }
    private var now: Double { clock?.now ?? 0 }

    public func startAnimation(afterDelay delay: Double = 0) {
        prepare()
        timeline.start(at: now, afterDelay: delay)
        drive()
    }

    public func pauseAnimation() {
        precondition(isInterruptible, "pauseAnimation() on a UIViewPropertyAnimator whose isInterruptible is false (UIKit raises an exception here)")
        prepare()
        if timeline.state == .inactive { timeline.start(at: now) }
        timeline.pause(at: now)
        apply()
        drive()
    }

    // Disfavoured so that a UIKit file's `continueAnimation(withTimingParameters: nil, …)` picks
    // UIKit's overload (a UITimingCurveProvider) rather than being ambiguous with this one.
    @_disfavoredOverload
    public func continueAnimation(withTimingParameters curve: (any TimingCurve)?, durationFactor: Double) {
        prepare()
        timeline.continueAnimation(withTimingParameters: curve, durationFactor: durationFactor, at: now)
        drive()
    }

    /// Freezes the animated views where they are now (their model values become what is on
    /// screen). stopAnimation(false) leaves it `.stopped` until ``finishAnimation(at:)``;
    /// stopAnimation(true) makes it inactive at once and forgets the completions.
    public func stopAnimation(_ withoutFinishing: Bool) {
        prepare()
        apply()
        timeline.stop(at: now)
        if withoutFinishing { timeline.finish(at: .current); completions = [] }
    }

    public func finishAnimation(at position: Position) {
        timeline.finish(at: position)
        if position != .current { apply(progress: position == .end ? 1 : 0) }
        let done = completions
        completions = []
        for c in done { c(position) }
    }

    /// Records the animations blocks once, at the first start, from the current presentation.
    private func prepare() {
        guard !blocks.isEmpty else { return }
        let pending = blocks
        blocks = []
        for b in pending { record(b.block, startingAt: b.start) }
    }

    /// Records `block` as tracks that run from progress `start` to 1: a block added later (or with
    /// a delay) covers only the rest of the animator's way. A track never runs back past its start.
    private func record(_ block: () -> Void, startingAt start: Double) {
        let (recorded, moved) = PropertyRecorder.collect(block)
        // While this animator is active, what it moves counts as moving (`View.compositesNow`):
        // its values are set anew each frame, not animated.
        for view in moved { view.movingAnimator = self }
        if start <= 1e-12 {
            tracks += recorded
        } else {
            let span = max(1 - start, 1e-9)
            tracks += recorded.map { t in
                PropertyRecorder.Track(apply: { p in t.apply(max(0, (p - start) / span)) }, clock: t.clock)
            }
        }
        if clock == nil { clock = tracks.lazy.compactMap(\.clock).first }
    }

    private func apply(progress p: Double? = nil) {
        let value = p ?? timeline.progress(at: now)
        for t in tracks { t.apply(value) }
    }

    /// Registers a per-frame driver with the clock until the animator finishes. The driver holds
    /// the animator, as UIKit keeps a running animator alive: a file that starts one from a local
    /// (`let animator = …; animator.startAnimation()`) sees it run to the end. The clock lets go of
    /// it once it is inactive, or with its window.
    private func drive() {
        guard !driving, let clock else { return }
        driving = true
        clock.addDriver { [self] time in
            if self.timeline.state == .inactive { self.driving = false; return false }
            self.apply()
            if let position = self.timeline.finishIfNeeded(at: time) {
                self.finishAnimation(at: position)
                self.driving = false
                return false
            }
            return true
        }
    }
}
