import Motion
import SimKit

// UIView.animate's forms are SimKit's (`withDuration:delay:options:animations:completion:` and the
// spring with `usingSpringWithDamping:initialSpringVelocity:`), with UIKit's labels and defaults;
// these give the nested types UIKit's names.
extension UIView {
    /// UIView.AnimationOptions: the curves, and the two options SimKit always behaves as.
    public typealias AnimationOptions = SimKit.AnimationOptions
    /// UIView.AnimationCurve, for UIViewPropertyAnimator(duration:curve:animations:).
    public typealias AnimationCurve = CubicBezier
}

extension SimKit.AnimationOptions {
    /// A view takes touches while it animates: what SimKit always does.
    public static let allowUserInteraction = SimKit.AnimationOptions(rawValue: 1 << 10)
    /// A new animation starts from what is on screen: what SimKit always does.
    public static let beginFromCurrentState = SimKit.AnimationOptions(rawValue: 1 << 11)
}
