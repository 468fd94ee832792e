import SimKit

/// A file's transitioning delegate as SimKit presents with it. Where the file gives no animator,
/// UIKit runs its default transition for the presentation; so does this (``CoverVerticalAnimator``).
///
///     let delegate = TransitioningDelegateBridge(MyTransition())
///     story.modalPresentationStyle = .custom
///     story.transitioningDelegate = delegate   // weak: keep `delegate`
@MainActor
public final class TransitioningDelegateBridge: TransitioningDelegate, TappedViewReceiving {
    /// The file's object.
    public let delegate: UIViewControllerTransitioningDelegate

    public init(_ delegate: UIViewControllerTransitioningDelegate) { self.delegate = delegate }

    /// Makes the bridge for an object a file's library handed over, or nil when it does not adopt
    /// this UIKit's protocol (a library built against another copy of the kit, or a second Swift
    /// runtime, fails this cast: the reason the host must share one runtime with the file).
    public convenience init?(object: AnyObject) {
        guard let delegate = object as? UIViewControllerTransitioningDelegate else { return nil }
        self.init(delegate)
    }

    /// The tapped cell, for a file whose delegate asks for it (inside `#if CARDSIM`); others never see it.
    public func tapped(_ view: View) { (delegate as? TappedViewReceiving)?.tapped(view) }

    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> AnimatedTransitioning? {
        delegate.animationController(forPresented: presented, presenting: presenting, source: source)
            .map { AnimatedTransitioningBridge($0) } ?? CoverVerticalAnimator()
    }

    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        delegate.animationController(forDismissed: dismissed).map { AnimatedTransitioningBridge($0) } ?? CoverVerticalAnimator()
    }

    /// The file's interaction for the animator it gave (nil for UIKit's default transition, which
    /// the file never saw). A `UIPercentDrivenInteractiveTransition` is SimKit's, and runs as it is.
    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        guard let fileAnimator = (animator as? AnimatedTransitioningBridge)?.animator else { return nil }
        return delegate.interactionControllerForPresentation(using: fileAnimator) as? InteractiveTransitioning
    }

    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        guard let fileAnimator = (animator as? AnimatedTransitioningBridge)?.animator else { return nil }
        return delegate.interactionControllerForDismissal(using: fileAnimator) as? InteractiveTransitioning
    }
}
