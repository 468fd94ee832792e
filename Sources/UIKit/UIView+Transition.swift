import SimKit

extension SimKit.AnimationOptions {
    /// The view's old content fades out over its new content.
    public static let transitionCrossDissolve = SimKit.AnimationOptions(rawValue: 1 << 20)
    @available(*, unavailable, message: "CardSim draws no 3D transforms, so no flips or curls: use .transitionCrossDissolve") public static var transitionFlipFromLeft: SimKit.AnimationOptions { fatalError("unavailable") }
    @available(*, unavailable, message: "CardSim draws no 3D transforms, so no flips or curls: use .transitionCrossDissolve") public static var transitionFlipFromRight: SimKit.AnimationOptions { fatalError("unavailable") }
    @available(*, unavailable, message: "CardSim draws no 3D transforms, so no flips or curls: use .transitionCrossDissolve") public static var transitionFlipFromTop: SimKit.AnimationOptions { fatalError("unavailable") }
    @available(*, unavailable, message: "CardSim draws no 3D transforms, so no flips or curls: use .transitionCrossDissolve") public static var transitionFlipFromBottom: SimKit.AnimationOptions { fatalError("unavailable") }
    @available(*, unavailable, message: "CardSim draws no 3D transforms, so no flips or curls: use .transitionCrossDissolve") public static var transitionCurlUp: SimKit.AnimationOptions { fatalError("unavailable") }
    @available(*, unavailable, message: "CardSim draws no 3D transforms, so no flips or curls: use .transitionCrossDissolve") public static var transitionCurlDown: SimKit.AnimationOptions { fatalError("unavailable") }
}

extension UIView {
    /// UIView.transition(with:duration:options:animations:completion:): the block's changes to
    /// `view` happen at once, and with `.transitionCrossDissolve` a snapshot of what the view
    /// showed before fades out over them, along the options' curve (without it, nothing animates,
    /// as in UIKit).
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let before = options.contains(.transitionCrossDissolve) ? view.snapshotView(afterScreenUpdates: false) : nil
        if let animations { UIView.performWithoutAnimation(animations) }
        guard let before else {
            completion?(true)
            return
        }
        UIView.performWithoutAnimation {
            before.frame = view.bounds
            view.addSubview(before)
        }
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: { before.alpha = 0 }) { done in
            before.removeFromSuperview()
            completion?(done)
        }
    }
}
