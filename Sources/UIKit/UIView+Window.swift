import SimKit

/// UIWindow: SimKit's window, the root of the views on one screen.
public typealias UIWindow = Window

extension UIView {
    /// The window the view is in, or nil while it is in none, as UIKit's.
    public var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superview
        }
        return nil
    }
}
