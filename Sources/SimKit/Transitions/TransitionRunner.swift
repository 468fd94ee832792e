/// Runs one transition between two controllers, whichever way it goes (present, dismiss, push,
/// pop): builds the context and coordinator, starts the animator (through the interaction
/// controller when it wants an interactive start), runs the alongside animations on the
/// transition's timing (inside an interruptible animator, else over its duration), and when the
/// animator completes, ends it in UIKit's order: the coordinator
/// is cleared, `transitionDidEnd` (the presentation controller's), coordinator completions,
/// `animationEnded`, then `completion` (the owner's bookkeeping and lifecycle calls).
///
/// The owner (presentation or navigation) decides which animator and interaction to use and what
/// the lifecycle is; the runner is the part they share.
@MainActor
struct TransitionRunner {
    let container: View
    let from: ViewController
    let to: ViewController
    let direction: TransitionContext.Direction
    let animated: Bool
    /// nil: the change happens at once (`placeWithoutAnimation`, then it completes).
    let animator: AnimatedTransitioning?
    /// Used only when it wants an interactive start.
    let interaction: InteractiveTransitioning?
    /// Controllers whose `transitionCoordinator` is this transition's while it runs.
    var participants: [ViewController] = []
    /// Puts the views where they end when there is no animator.
    var placeWithoutAnimation: () -> Void = {}
    /// The presentation controller's `…TransitionDidEnd`, before coordinator completions.
    var transitionDidEnd: (Bool) -> Void = { _ in }
    /// Bookkeeping and lifecycle once everything else has heard of the end.
    var completion: (Bool) -> Void = { _ in }

    /// The interaction controller to start with: only one that wants an interactive start.
    static func interaction(_ candidate: InteractiveTransitioning?, for animator: AnimatedTransitioning?)
        -> InteractiveTransitioning? {
        guard let animator, let candidate, candidate.wantsInteractiveStart else { return nil }
        (candidate as? PercentDrivenInteractiveTransition)?.prepare(animator: animator)
        return candidate
    }

    /// Starts the transition; `willBegin` runs once the coordinator is in place, before the animator
    /// (the `viewWill…` calls and `…TransitionWillBegin`). Returns the context.
    @discardableResult
    func run(willBegin: () -> Void) -> TransitionContext {
        // A transition can start outside the window's event and frame (a script's action): the
        // animator's code still runs on this scene's time.
        var root: View = container
        while let parent = root.superview { root = parent }
        guard let window = root as? Window, Window.running !== window else { return start(willBegin: willBegin) }
        return window.during { start(willBegin: willBegin) }
    }

    private func start(willBegin: () -> Void) -> TransitionContext {
        let participants = self.participants, animator = self.animator
        let transitionDidEnd = self.transitionDidEnd, completion = self.completion
        let scrubbed = interaction as? PercentDrivenInteractiveTransition
        var ctx: TransitionContext!
        ctx = TransitionContext(container: container, from: from, to: to, direction: direction, animated: animated,
                                interactive: interaction != nil) { done in
            for p in participants where p.transitionCoordinator === ctx.coordinator { p.transitionCoordinator = nil }
            // Animations held for scrubbing go to the clock (or away) once the transition is over.
            scrubbed?.timebase?.release(completed: done)
            scrubbed?.alongsideTimebase?.release(completed: done)
            transitionDidEnd(done)
            for c in ctx.coordinator?.completions ?? [] { c(ctx) }
            animator?.animationEnded(done)
            ctx.coordinator = nil
            completion(done)
        }
        let coordinator = TransitionCoordinator(context: ctx)
        ctx.coordinator = coordinator
        for p in participants { p.transitionCoordinator = coordinator }

        willBegin()
        guard let animator else {
            placeWithoutAnimation()
            View.performWithoutAnimation { coordinator.runAlongsideAnimations() }
            ctx.completeTransition(true)
            return ctx
        }
        if let interaction {
            interaction.startInteractiveTransition(ctx)
        } else {
            animator.animateTransition(using: ctx)
        }
        // Alongside animations join an interruptible animator (as UIKit adds them to it), so they
        // pause, scrub, reverse and continue with it; otherwise they share the transition's
        // duration with UIView's default curve, held on a scrubbing interaction's timebase.
        let duration = animator.transitionDuration(using: ctx)
        let alongside = { View.animate(withDuration: duration) { coordinator.runAlongsideAnimations() } }
        let scrubbing = interaction as? PercentDrivenInteractiveTransition
        if let propertyAnimator = animator.interruptibleAnimator(using: ctx) {
            propertyAnimator.addAnimations { coordinator.runAlongsideAnimations() }
        } else if let timebase = scrubbing?.timebase ?? scrubbing?.alongsideTimebase, ctx.isInteractive {
            timebase.record(alongside)
        } else {
            alongside()
        }
        return ctx
    }
}
