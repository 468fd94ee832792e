import Motion
import SimKit

/// UIViewAnimatingState: `.inactive`, `.active`, `.stopped`.
public typealias UIViewAnimatingState = AnimatorTimeline.State

// UIViewPropertyAnimator's initialisers and calls that take UIKit's timing types. The animator is
// SimKit's (`PropertyAnimator`): start, pause, scrub, reverse, stop and finish are its own, with
// UIKit's names, and run on the scene's clock.
extension UIViewPropertyAnimator {
    /// An animator along the cubic curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: CubicBezier(point1.x, point1.y, point2.x, point2.y), animations: animations)
    }

    /// An animator with a cubic curve or a spring; add its animations with `addAnimations`.
    public convenience init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.init(duration: duration, timingCurve: parameters.timingCurve(duration: duration))
    }

    /// Continues from where it is with new timing (nil keeps the current curve) over
    /// `durationFactor` × the remaining duration (0 means 1).
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        continueAnimation(withTimingParameters: parameters?.timingCurve(duration: duration) as (any TimingCurve)?,
                          durationFactor: durationFactor)
    }

    /// An animator already running, as `UIView.animate` would run the same block, whose completion
    /// is told where it ended.
    @discardableResult
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                              completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.bezier, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }
}
