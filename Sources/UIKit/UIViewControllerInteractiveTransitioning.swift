/// UIViewControllerInteractiveTransitioning: an interaction controller a delegate returns from
/// `interactionControllerForDismissal(using:)` or `…ForPresentation`. CardSim drives the one
/// tutorials use, `UIPercentDrivenInteractiveTransition` and its subclasses; another class that
/// adopts this protocol is not driven yet, and the transition then runs without interaction.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    var wantsInteractiveStart: Bool { get }
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var wantsInteractiveStart: Bool { true }
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
}
