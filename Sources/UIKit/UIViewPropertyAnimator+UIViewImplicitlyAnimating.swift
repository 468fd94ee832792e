import SimKit

// UIViewPropertyAnimator is UIKit's UIViewImplicitlyAnimating. SimKit's animator takes its delay
// and delay factor as defaulted arguments, which do not answer a protocol's requirement without
// them; these two forms do.
extension PropertyAnimator: UIViewImplicitlyAnimating {
    /// Starts at once.
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Adds animations that run with the others (or, once running, over the rest of the way).
    public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }
}
