import Motion

/// An animator that draws the interactive part of its transition itself (for example a card that
/// shrinks under the finger) instead of being scrubbed.
@MainActor
public protocol PercentDrivenAnimating: AnimatedTransitioning {
    /// Shows the transition at `percent` (0…1) as the finger holds it.
    func interactiveUpdate(_ percent: Double, context: TransitionContext)
    /// Settles to the end over about `duration` seconds, starting at `velocity` (percent per second).
    func interactiveFinish(duration: Double, velocity: Double, context: TransitionContext)
    /// Settles back to the start, likewise.
    func interactiveCancel(duration: Double, velocity: Double, context: TransitionContext)
}

/// UIPercentDrivenInteractiveTransition: a finger sets the progress with `update`, then `finish` or
/// `cancel` lets the animator complete. Finishing takes `(1 - p) × duration / completionSpeed`,
/// cancelling `p × duration / completionSpeed` (reference/README.md), along `completionCurve`.
///
/// Three kinds of animator are driven, as UIKit drives them:
/// - one with an interruptible `PropertyAnimator` is scrubbed through its `fractionComplete`;
/// - a `PercentDrivenAnimating` one draws the progress itself;
/// - any other is scrubbed by time: the `View.animate` blocks its `animateTransition` creates are
///   held on a ``TransitionTimebase`` (Core Animation's paused layer time), so at percent p they show
///   their state at p × `transitionDuration`, delays and springs included.
@MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    public var completionSpeed = 1.0
    /// The curve of the motion after `finish` or `cancel` (UIKit's default, easeInOut).
    public var completionCurve = CubicBezier.easeInOut
    public var wantsInteractiveStart = true
    public private(set) var percentComplete = 0.0
    /// The transition while the finger is in control (nil once finished or cancelled).
    public private(set) var context: TransitionContext?
    /// The held animations' local time, for an animator scrubbed by time.
    public private(set) var timebase: TransitionTimebase?
    /// For an animator that draws its progress itself, when `scrubsAlongsideAnimations`: the
    /// timebase the transition's alongside animations (a navigation bar's titles) are held on, at
    /// the same percent, settling as the finger lets go.
    public private(set) var alongsideTimebase: TransitionTimebase?
    /// Opt-in, so the card drags' alongside animations (their blur) keep their timing: the
    /// navigation controller's swipe back scrubs its bar with a zoom's pop.
    public var scrubsAlongsideAnimations = false
    private var animator: AnimatedTransitioning?
    private var propertyAnimator: PropertyAnimator?
    /// The transition until it completes, so `pause()` can catch it while it settles. Weak: the
    /// transition machinery owns it, and it holds both controllers; an interaction that outlives
    /// its transition (a delegate keeps it for the next one) must not keep them alive.
    private weak var running: TransitionContext?

    public init() {}

    /// The transition's duration, as the animator reports it.
    public var duration: Double { animator?.transitionDuration(using: running) ?? 0 }
    public var isActive: Bool { context != nil }

    /// Called by the transition machinery with the animator it is going to use.
    public func prepare(animator: AnimatedTransitioning) { self.animator = animator }

    open func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        running = context
        percentComplete = 0
        propertyAnimator = nil
        timebase = nil
        alongsideTimebase = nil
        guard let animator else { return }
        if animator is PercentDrivenAnimating {
            if scrubsAlongsideAnimations, let clock = context.containerView.clock {
                let tb = TransitionTimebase(clock: clock)
                tb.holdsAtStart = true
                alongsideTimebase = tb
            }
            animator.animateTransition(using: context)
        } else if let clock = context.containerView.clock, animator.interruptibleAnimator(using: context) == nil {
            let tb = TransitionTimebase(clock: clock)
            timebase = tb
            tb.record { animator.animateTransition(using: context) }
        } else {
            animator.animateTransition(using: context)
            if let pa = animator.interruptibleAnimator(using: context) {
                propertyAnimator = pa
                pa.pauseAnimation()
                pa.fractionComplete = 0
            }
        }
    }

    open func update(_ percent: Double) {
        guard let context else { return }
        percentComplete = max(0, min(1, percent))
        context.updateInteractiveTransition(percentComplete)
        if let driven = animator as? PercentDrivenAnimating {
            driven.interactiveUpdate(percent, context: context)
            alongsideTimebase?.hold(at: percentComplete * duration)
        } else if let timebase {
            timebase.hold(at: percentComplete * duration)
        } else {
            propertyAnimator?.fractionComplete = percentComplete
        }
    }

    /// Completes the transition; `velocity` in percent per second seeds the settling motion.
    open func finish(velocity: Double = 0) {
        guard let context else { return }
        context.finishInteractiveTransition()
        settle(forward: true, velocity: velocity, context: context)
    }

    /// Returns to where the transition started; `velocity` in percent per second (negative: back).
    open func cancel(velocity: Double = 0) {
        guard let context else { return }
        context.cancelInteractiveTransition()
        settle(forward: false, velocity: velocity, context: context)
    }

    /// Catches a finishing or cancelling transition where it is and makes it interactive again
    /// (UIKit's `pause()`); `update` then moves it from there.
    open func pause() {
        guard context == nil, let ctx = running, !ctx.isComplete else { return }
        if let timebase {
            guard timebase.isSettling else { return }
            let local = timebase.localTime
            timebase.hold(at: local)
            percentComplete = duration > 0 ? min(max(local / duration, 0), 1) : 0
        } else if let pa = propertyAnimator {
            pa.pauseAnimation()
            percentComplete = pa.fractionComplete
        } else {
            return
        }
        ctx.pauseInteractiveTransition()
        ctx.updateInteractiveTransition(percentComplete)
        context = ctx
    }

    /// Takes over a running transition whose animator is interruptible (a finger grabbing a push in
    /// flight): pauses it where it is and makes it interactive, as UIKit's
    /// `pauseInteractiveTransition` with the animator's `pauseAnimation`. Returns whether it did.
    @discardableResult
    open func interrupt(_ context: TransitionContext, animator: AnimatedTransitioning) -> Bool {
        guard self.context == nil, !context.isComplete, let pa = animator.interruptibleAnimator(using: context) else { return false }
        self.animator = animator
        running = context
        timebase = nil
        alongsideTimebase = nil
        propertyAnimator = pa
        pa.pauseAnimation()
        percentComplete = pa.fractionComplete
        context.pauseInteractiveTransition()
        context.updateInteractiveTransition(percentComplete)
        self.context = context
        return true
    }

    private func settle(forward: Bool, velocity: Double, context: TransitionContext) {
        let remaining = forward ? 1 - percentComplete : percentComplete
        let speed = max(completionSpeed, 1e-3)
        let d = remaining * duration / speed
        if let driven = animator as? PercentDrivenAnimating {
            // The alongside animations settle along the completion curve while the animator lands
            // its own way; whatever is left when it completes finishes on the clock (or is dropped).
            let curve = settleCurve(towardVelocity: forward ? velocity : -velocity, remaining: remaining, duration: d)
            alongsideTimebase?.settle(to: forward ? duration : 0, curve: BezierCurve(curve, duration: d))
            if forward {
                driven.interactiveFinish(duration: d, velocity: velocity, context: context)
            } else {
                driven.interactiveCancel(duration: d, velocity: velocity, context: context)
            }
        } else if let timebase {
            let curve = settleCurve(towardVelocity: forward ? velocity : -velocity, remaining: remaining, duration: d)
            timebase.settle(to: forward ? duration : 0, curve: completionTiming(along: curve, duration: d))
        } else if let pa = propertyAnimator {
            pa.isReversed = !forward
            let curve = settleCurve(towardVelocity: forward ? velocity : -velocity, remaining: remaining, duration: d)
            pa.continueAnimation(withTimingParameters: completionTiming(along: curve, duration: d), durationFactor: 1 / speed)
        }
        self.context = nil
    }

    /// The timing the rest of a scrubbed transition runs on after `finish` or `cancel`, over
    /// `duration` seconds: `curve` (`completionCurve` bent to the finger's velocity). A subclass may
    /// settle another way, as UIKit's `timingCurve` may be a spring.
    open func completionTiming(along curve: CubicBezier, duration: Double) -> any TimingCurve {
        BezierCurve(curve, duration: duration)
    }

    /// `completionCurve`, with its start bent to leave at the finger's velocity when that points
    /// toward where the transition goes: the first control point's slope is the velocity in
    /// fractions of the remaining way per fraction of the settling time (a cubic bezier's initial
    /// slope is y1 / x1). A velocity the other way is ignored, as UIKit's curves start at rest.
    public func settleCurve(towardVelocity v: Double, remaining: Double, duration d: Double) -> CubicBezier {
        guard v > 0, remaining > 1e-9, d > 0 else { return completionCurve }
        let slope = v * d / remaining
        let x1 = min(1.0 / 3, 1 / slope)
        return CubicBezier(x1, slope * x1, completionCurve.x2, completionCurve.y2)
    }
}
