import Motion
import SimKit

/// UIPercentDrivenInteractiveTransition: SimKit's percent-driven interaction under UIKit's name,
/// so a tutorial's subclass (`class SwipeInteractionController: UIPercentDrivenInteractiveTransition`)
/// compiles as written. `update(_:)`, `finish()`, `cancel()`, `pause()`, `percentComplete`,
/// `duration`, `completionSpeed`, `completionCurve` and `wantsInteractiveStart` are SimKit's, with
/// UIKit's rules: the animator's `UIView.animate` blocks are scrubbed by time (percent ×
/// `transitionDuration`), and finishing or cancelling takes the rest of that time over
/// `completionSpeed` along `completionCurve`, or `timingCurve` when one is set.
///
///     final class PullDown: UIPercentDrivenInteractiveTransition {
///         @objc func handlePan(_ pan: UIPanGestureRecognizer) { update(pan.translation(in: nil).y / 400) }
///     }
open class UIPercentDrivenInteractiveTransition: PercentDrivenInteractiveTransition, UIViewControllerInteractiveTransitioning {
    public override init() { super.init() }

    /// The curve `finish()` and `cancel()` settle along; it wins over `completionCurve`, as in UIKit.
    /// CardSim settles along a cubic curve only: a spring stops here rather than being ignored.
    open var timingCurve: UITimingCurveProvider? {
        didSet {
            precondition(timingCurve?.springTimingParameters == nil,
                         "UIPercentDrivenInteractiveTransition.timingCurve: CardSim finishes and cancels along a cubic curve (UICubicTimingParameters); a UISpringTimingParameters is not offered here yet")
            if let curve = timingCurve?.cubicTimingParameters?.curve { completionCurve = curve }
        }
    }

    /// SimKit's call, handed to UIKit's so a subclass that overrides the UIKit one is called.
    public final override func startInteractiveTransition(_ context: TransitionContext) {
        startInteractiveTransition(TransitionContextBridge(context))
    }

    /// Starts scrubbing the animator's animations; a subclass that overrides it calls super.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let bridged = transitionContext as? TransitionContextBridge else { return }
        super.startInteractiveTransition(bridged.context)
    }
}
