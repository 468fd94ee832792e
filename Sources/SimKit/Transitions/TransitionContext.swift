/// UIViewControllerContextTransitioning: what an animator gets to work with.
@MainActor
public final class TransitionContext {
    public enum Key: Sendable { case from, to }
    /// Which way the transition goes: a modal presentation or dismissal, a navigation push or pop.
    /// The raw value is the trace's `direction`.
    public enum Direction: String, Sendable, CaseIterable, Codable {
        case present, dismiss, push, pop
        /// Whether the `to` controller's view arrives on top (present, push).
        public var isForward: Bool { self == .present || self == .push }
    }

    public let containerView: View
    public let direction: Direction
    public let isAnimated: Bool
    public internal(set) var isInteractive: Bool
    public private(set) var transitionWasCancelled = false
    /// 0…1, reported by the animator or the interaction for the trace.
    public var progress = 0.0
    /// Nil only once the context is abandoned with its window (``abandon()``).
    private var controllers: (from: ViewController, to: ViewController)?
    /// Dropped once called: the runner's completion refers back to this context, and keeping it
    /// would keep the context, its controllers and their views alive after the transition.
    private var onComplete: ((Bool) -> Void)?
    private var completed = false
    /// Set by the presentation machinery; cleared when the transition ends.
    var coordinator: TransitionCoordinator?

    init(container: View, from: ViewController, to: ViewController, direction: Direction,
         animated: Bool, interactive: Bool, onComplete: @escaping (Bool) -> Void) {
        containerView = container; controllers = (from, to); self.direction = direction
        isAnimated = animated; isInteractive = interactive; self.onComplete = onComplete
        container.clock?.hold(self)
    }

    public func viewController(forKey key: Key) -> ViewController {
        guard let controllers else { preconditionFailure("a transition used after its window was dropped") }
        return key == .from ? controllers.from : controllers.to
    }
    public func view(forKey key: Key) -> View { viewController(forKey: key).view }

    /// Interactive progress (UIKit's updateInteractiveTransition and friends).
    public func updateInteractiveTransition(_ percent: Double) { progress = percent }
    public func finishInteractiveTransition() { isInteractive = false; transitionWasCancelled = false }
    public func cancelInteractiveTransition() { isInteractive = false; transitionWasCancelled = true }
    /// The transition is interactive again (a finger caught a finishing or cancelling transition;
    /// UIKit's `pauseInteractiveTransition`). Whether it was going to be cancelled is decided anew.
    public func pauseInteractiveTransition() { isInteractive = true; transitionWasCancelled = false }
    /// Whether `completeTransition` has been called.
    public var isComplete: Bool { completed }

    /// The animator calls this exactly once when its animations are over.
    public func completeTransition(_ didComplete: Bool) {
        guard !completed else { return }
        completed = true
        if !didComplete { transitionWasCancelled = true }
        progress = didComplete ? 1 : 0
        containerView.clock?.release(self)
        let finish = onComplete
        onComplete = nil
        finish?(didComplete)
    }

    /// Lets go of everything the transition refers to, without completing it: its window was
    /// dropped mid-flight (a seek or a tap-ahead dry run drops scenes at any moment), so no
    /// animation will ever complete it. The controllers, the runner's completion (which refers
    /// back to this context) and the coordinator's blocks would otherwise hold one another, and
    /// the whole controller tree with them.
    func abandon() {
        completed = true
        onComplete = nil
        coordinator?.abandon()
        coordinator = nil
        controllers = nil
    }
}
