import SimKit

/// UIGestureRecognizer and its pan and tap: SimKit's recognisers, which deliver the window's
/// pointer as touches, with UIKit's target-action (`init(target:action:)`, `addTarget`).
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UITapGestureRecognizer = TapGestureRecognizer

extension GestureRecognizer {
    /// UIKit's target-action: `action` is called on `target` (held weakly, as UIKit does) at every
    /// state change a UIKit recogniser reports.
    public convenience init(target: Any?, action: Selector?) {
        self.init(action: nil)
        if let target, let action { addTarget(target, action: action) }
    }

    /// Adds a target-action pair; each one is called, in the order added.
    public func addTarget(_ target: Any, action selector: Selector) {
        let earlier = action
        weak var weakTarget = target as AnyObject
        action = { recognizer in
            earlier?(recognizer)
            if let target = weakTarget { selector.invoke(target, recognizer) }
        }
    }
}

extension PanGestureRecognizer {
    /// UIKit's `setTranslation(_:in:)`; the translation is in screen points whatever the view.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) { setTranslation(translation) }
}
