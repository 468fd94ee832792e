/// UIViewControllerContextTransitioning: what an animator gets to work with.
@MainActor
public final class TransitionContext {
    public enum Key: Sendable { case from, to }
    public enum Direction: String, Sendable { case present, dismiss }

    public let containerView: View
    public let direction: Direction
    public let isAnimated: Bool
    public internal(set) var isInteractive: Bool
    public private(set) var transitionWasCancelled = false
    /// 0…1, reported by the animator or the interaction for the trace.
    public var progress = 0.0
    let from: ViewController
    let to: ViewController
    let onComplete: (Bool) -> Void
    private var completed = false
    /// Set by the presentation machinery; cleared when the transition ends.
    var coordinator: TransitionCoordinator?

    init(container: View, from: ViewController, to: ViewController, direction: Direction,
         animated: Bool, interactive: Bool, onComplete: @escaping (Bool) -> Void) {
        containerView = container; self.from = from; self.to = to; self.direction = direction
        isAnimated = animated; isInteractive = interactive; self.onComplete = onComplete
    }

    public func viewController(forKey key: Key) -> ViewController { key == .from ? from : to }
    public func view(forKey key: Key) -> View { viewController(forKey: key).view }
    /// Full-screen presentations only: a controller starts (or ends) filling the container, and
    /// `.zero` means "not on screen", as in UIKit.
    public func initialFrame(for vc: ViewController) -> Rect { vc === from ? containerView.bounds : .zero }
    public func finalFrame(for vc: ViewController) -> Rect { vc === to ? containerView.bounds : .zero }

    /// Interactive progress (UIKit's updateInteractiveTransition and friends).
    public func updateInteractiveTransition(_ percent: Double) { progress = percent }
    public func finishInteractiveTransition() { isInteractive = false; transitionWasCancelled = false }
    public func cancelInteractiveTransition() { isInteractive = false; transitionWasCancelled = true }

    /// The animator calls this exactly once when its animations are over.
    public func completeTransition(_ didComplete: Bool) {
        guard !completed else { return }
        completed = true
        if !didComplete { transitionWasCancelled = true }
        progress = didComplete ? 1 : 0
        onComplete(didComplete)
    }
}
