import Motion

/// UIViewAnimating: an animation that can be started, paused, scrubbed, stopped and finished.
/// `UIViewPropertyAnimator` adopts it, as in UIKit.
@MainActor
public protocol UIViewAnimating: AnyObject {
    /// `.inactive`, `.active` or `.stopped` (UIKit's `UIViewAnimatingState`).
    var state: AnimatorTimeline.State { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
