/// UIViewControllerTransitionCoordinator: lets others animate alongside a transition.
@MainActor
public final class TransitionCoordinator {
    public let context: TransitionContext
    var alongside: [(TransitionContext) -> Void] = []
    var completions: [(TransitionContext) -> Void] = []

    init(context: TransitionContext) { self.context = context }

    /// Runs `animation` inside the transition's animation block (so its changes get the
    /// transition's timing) and `completion` when it ends.
    public func animate(alongsideTransition animation: ((TransitionContext) -> Void)?,
                        completion: ((TransitionContext) -> Void)? = nil) {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
    }

    /// Called by the presentation machinery inside the animator's first animation block.
    public func runAlongsideAnimations() {
        let blocks = alongside
        alongside = []
        for b in blocks { b(context) }
    }

    /// Forgets its blocks: the transition was abandoned with its window.
    func abandon() {
        alongside = []
        completions = []
    }
}
