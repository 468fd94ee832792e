import SimKit

/// A view's layer, as a transition file reaches it (`view.layer.cornerRadius = 20`): it reads and
/// writes the view's own properties, so a change inside `UIView.animate` animates as on iOS.
@MainActor
public final class CALayer {
    /// The view whose layer this is.
    public let view: UIView

    init(view: UIView) { self.view = view }

    public var cornerRadius: CGFloat {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }

    /// Clips the sublayers to the rounded bounds, as the view's `clipsToBounds` does.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    /// CALayer.opacity is the view's alpha.
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = Double(newValue) }
    }
}

extension UIView {
    /// UIView.layer: the view's corner radius, clipping and opacity under their Core Animation names.
    public var layer: CALayer { CALayer(view: self) }
}
