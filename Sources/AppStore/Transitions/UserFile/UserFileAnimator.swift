import SimKit

/// A user's animator, run unchanged, with what the trace asks of it: the presented view (the one
/// the file moves, drawn as it is), the direction, and the progress (the interactive percent, else
/// the time since `animateTransition` over `transitionDuration`, since a file's animator reports
/// no progress of its own).
@MainActor
final class UserFileAnimator: AnimatedTransitioning, CardAnimator {
    /// The file's animator, as the file's delegate gave it.
    let base: AnimatedTransitioning
    private weak var context: TransitionContext?
    private var start = 0.0
    private var duration = 0.0
    private var ended = false
    private(set) var direction: TransitionContext.Direction = .present

    init(_ base: AnimatedTransitioning) { self.base = base }

    func transitionDuration(using context: TransitionContext?) -> Double { base.transitionDuration(using: context) }

    func animateTransition(using context: TransitionContext) {
        self.context = context
        direction = context.direction
        start = context.containerView.clock?.now ?? 0
        duration = base.transitionDuration(using: context)
        base.animateTransition(using: context)
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        base.interruptibleAnimator(using: context)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended = true
        base.animationEnded(transitionCompleted)
    }

    var cardView: View? {
        guard let context else { return nil }
        return context.viewController(forKey: context.direction.isForward ? .to : .from).view
    }

    var progress: Double {
        guard let context, !context.isComplete else { return 1 }
        if context.isInteractive { return context.progress }
        guard duration > 0, let now = context.containerView.clock?.now else { return 0 }
        return min(max((now - start) / duration, 0), 1)
    }

    var isInteractive: Bool { context?.isInteractive ?? false }
    var isFinished: Bool { ended || context?.isComplete ?? true }
}
