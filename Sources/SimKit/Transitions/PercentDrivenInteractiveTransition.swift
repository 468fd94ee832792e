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
/// cancelling `p × duration / completionSpeed` (reference/README.md). An animator with an
/// interruptible `PropertyAnimator` is scrubbed through it, as UIKit does; a `PercentDrivenAnimating`
/// one draws the progress itself.
@MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    public var completionSpeed = 1.0
    public var wantsInteractiveStart = true
    public private(set) var percentComplete = 0.0
    public private(set) var context: TransitionContext?
    private var animator: AnimatedTransitioning?
    private var propertyAnimator: PropertyAnimator?

    public init() {}

    /// The transition's duration, as the animator reports it.
    public var duration: Double { animator?.transitionDuration(using: context) ?? 0 }
    public var isActive: Bool { context != nil }

    /// Called by the presentation machinery with the animator it is going to use.
    public func prepare(animator: AnimatedTransitioning) { self.animator = animator }

    open func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        percentComplete = 0
        guard let animator else { return }
        animator.animateTransition(using: context)
        if !(animator is PercentDrivenAnimating), let pa = animator.interruptibleAnimator(using: context) {
            propertyAnimator = pa
            pa.pauseAnimation()
            pa.fractionComplete = 0
        }
    }

    open func update(_ percent: Double) {
        guard let context else { return }
        percentComplete = max(0, min(1, percent))
        context.updateInteractiveTransition(percentComplete)
        if let driven = animator as? PercentDrivenAnimating {
            driven.interactiveUpdate(percent, context: context)
        } else {
            propertyAnimator?.fractionComplete = percentComplete
        }
    }

    /// Completes the transition; `velocity` in percent per second seeds the settling motion.
    open func finish(velocity: Double = 0) {
        guard let context else { return }
        context.finishInteractiveTransition()
        let d = (1 - percentComplete) * duration / max(completionSpeed, 1e-3)
        if let driven = animator as? PercentDrivenAnimating {
            driven.interactiveFinish(duration: d, velocity: velocity, context: context)
        } else if let pa = propertyAnimator {
            pa.isReversed = false
            pa.continueAnimation(withTimingParameters: nil, durationFactor: 1 / max(completionSpeed, 1e-3))
        }
        self.context = nil
    }

    /// Returns to where the transition started.
    open func cancel(velocity: Double = 0) {
        guard let context else { return }
        context.cancelInteractiveTransition()
        let d = percentComplete * duration / max(completionSpeed, 1e-3)
        if let driven = animator as? PercentDrivenAnimating {
            driven.interactiveCancel(duration: d, velocity: velocity, context: context)
        } else if let pa = propertyAnimator {
            pa.isReversed = true
            pa.continueAnimation(withTimingParameters: nil, durationFactor: 1 / max(completionSpeed, 1e-3))
        }
        self.context = nil
    }
}
