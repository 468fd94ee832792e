// What CardSim cannot draw, declared so that a transition file that uses it fails to compile at
// its line with a message that names the API, instead of "cannot find in scope" or, worse, a
// silent no-op. The renderer draws views as scaled and translated rounded rectangles, images,
// text and soft shadows: no perspective, no shapes, no layer trees or layer animations of its own.

/// Not offered: 3D transforms.
@available(*, unavailable, message: "CardSim draws no 3D transforms: use the view's CGAffineTransform (scale and translation)")
public struct CATransform3D {}

@available(*, unavailable, message: "CardSim draws no 3D transforms: use the view's CGAffineTransform (scale and translation)")
public var CATransform3DIdentity: CATransform3D { fatalError("unavailable") }

@available(*, unavailable, message: "CardSim draws no 3D transforms: use the view's CGAffineTransform (scale and translation)")
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { fatalError("unavailable") }

@available(*, unavailable, message: "CardSim draws no 3D transforms: use the view's CGAffineTransform (scale and translation)")
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { fatalError("unavailable") }

@available(*, unavailable, message: "CardSim draws no 3D transforms: use the view's CGAffineTransform (scale and translation)")
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { fatalError("unavailable") }

@available(*, unavailable, message: "CardSim draws no 3D transforms: use the view's CGAffineTransform (scale and translation)")
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { fatalError("unavailable") }

extension CALayer {
    @available(*, unavailable, message: "CardSim draws no 3D transforms: use the view's CGAffineTransform (scale and translation)")
    public var transform: CATransform3D { get { fatalError("unavailable") } set {} }

    @available(*, unavailable, message: "CardSim draws no 3D transforms: use the view's CGAffineTransform (scale and translation)")
    public var sublayerTransform: CATransform3D { get { fatalError("unavailable") } set {} }

    @available(*, unavailable, message: "CardSim draws no layer masks: clip with clipsToBounds and layer.cornerRadius")
    public var mask: CALayer? { get { fatalError("unavailable") } set {} }

    @available(*, unavailable, message: "CardSim draws views, not Core Animation layers: use a UIView (backgroundColor, layer.cornerRadius, clipsToBounds)")
    public func addSublayer(_ layer: CALayer) {}

    @available(*, unavailable, message: "CardSim animates views, not layers: use UIView.animate or UIViewPropertyAnimator")
    public func add(_ animation: CAAnimation, forKey key: String?) {}
}

extension UIView {
    @available(*, unavailable, message: "CardSim draws no 3D transforms: use the view's CGAffineTransform (scale and translation)")
    public var transform3D: CATransform3D { get { fatalError("unavailable") } set {} }
}

// Layers and layer animations, one line each.
@available(*, unavailable, message: "CardSim draws no shapes or layer masks: use a UIView (backgroundColor, layer.cornerRadius, clipsToBounds)") public final class CAShapeLayer { public init() {} }
@available(*, unavailable, message: "CardSim draws views, not Core Animation layers: use a UIView (backgroundColor, layer.cornerRadius, clipsToBounds)") public final class CAGradientLayer { public init() {} }
@available(*, unavailable, message: "CardSim draws views, not Core Animation layers: use a UIView (backgroundColor, layer.cornerRadius, clipsToBounds)") public final class CAReplicatorLayer { public init() {} }
@available(*, unavailable, message: "CardSim draws views, not Core Animation layers: use a UIView (backgroundColor, layer.cornerRadius, clipsToBounds)") public final class CATransformLayer { public init() {} }
@available(*, unavailable, message: "CardSim animates views, not layers: use UIView.animate or UIViewPropertyAnimator") public class CAAnimation { public init() {} }
@available(*, unavailable, message: "CardSim animates views, not layers: use UIView.animate or UIViewPropertyAnimator") public final class CABasicAnimation: CAAnimation {}
@available(*, unavailable, message: "CardSim animates views, not layers: use UIView.animate or UIViewPropertyAnimator (UISpringTimingParameters for a spring)") public final class CASpringAnimation: CAAnimation {}
@available(*, unavailable, message: "CardSim animates views, not layers: use UIView.animateKeyframes") public final class CAKeyframeAnimation: CAAnimation {}
@available(*, unavailable, message: "CardSim animates views, not layers: use UIView.animate or UIViewPropertyAnimator") public final class CATransaction { public init() {} }
