import SimKit

/// SimKit's transition context under UIKit's protocol, for a file's animator: the same container
/// and controllers, UIKit's optionals and frames.
@MainActor
final class TransitionContextBridge: UIViewControllerContextTransitioning {
    let context: TransitionContext

    init(_ context: TransitionContext) { self.context = context }

    var containerView: UIView { context.containerView }
    var isAnimated: Bool { context.isAnimated }
    var isInteractive: Bool { context.isInteractive }
    var transitionWasCancelled: Bool { context.transitionWasCancelled }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key.isFrom ? .from : .to)
    }

    /// nil for the presenter's view in a presentation that leaves it on screen, as UIKit's
    /// `.custom` presentations do (the animator must not move or remove a view it does not own).
    /// A push or pop hands over both views: the navigation controller's animator places both.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let vc = context.viewController(forKey: key.isFrom ? .from : .to)
        let modal = context.direction == .present || context.direction == .dismiss
        if modal, vc === presenter, !(presented.presentationController?.shouldRemovePresentersView ?? false) { return nil }
        return vc.view
    }

    /// The presented controller starts from nothing (`.zero`, as UIKit gives) and ends where its
    /// presentation controller puts it; dismissed, the reverse. The presenter does not move: its
    /// frame both times.
    func initialFrame(for vc: UIViewController) -> CGRect {
        guard vc === presented else { return vc === presenter ? vc.view.frame : .zero }
        return context.direction == .dismiss ? presentedFrame : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        guard vc === presented else { return vc === presenter ? vc.view.frame : .zero }
        return context.direction == .dismiss ? .zero : presentedFrame
    }

    func completeTransition(_ didComplete: Bool) { context.completeTransition(didComplete) }

    /// The controller presented: `to` on the way in, `from` on the way out.
    private var presented: UIViewController {
        context.viewController(forKey: context.direction.isForward ? .to : .from)
    }

    private var presenter: UIViewController {
        context.viewController(forKey: context.direction.isForward ? .from : .to)
    }

    private var presentedFrame: CGRect {
        presented.presentationController?.frameOfPresentedViewInContainerView ?? context.containerView.bounds
    }
}
