import SimKit

/// CGColor: a colour as a layer takes it (`UIColor.black.cgColor`).
public typealias CGColor = UIColor

extension UIColor {
    /// The colour as a layer takes it.
    public var cgColor: CGColor { self }
}

// CALayer's shadow, drawn by the renderer's soft shadow under the view's rounded bounds (or the
// rounded rectangle of `shadowPath`). UIKit's
// defaults hold: opacity 0 (no shadow until it is set), black, radius 3, offset (0, -3). The
// opacity is the view's animatable shadow opacity.
extension CALayer {
    private static let defaultShadow = Shadow(color: .black, radius: 3, offset: Point(0, -3))

    /// The shadow's parts, made with UIKit's defaults (and opacity 0) the first time one is set.
    private var shadowParts: Shadow {
        get { view.shadow ?? Self.defaultShadow }
        set {
            if view.shadow == nil { UIView.performWithoutAnimation { view.shadowOpacity = 0 } }
            view.shadow = newValue
        }
    }

    public var shadowColor: CGColor? {
        get { shadowParts.color }
        set { shadowParts.color = newValue ?? .clear }
    }

    public var shadowOpacity: Float {
        get { view.shadow == nil ? 0 : Float(view.shadowOpacity) }
        set {
            shadowParts = shadowParts
            view.shadowOpacity = Double(newValue)
        }
    }

    public var shadowRadius: CGFloat {
        get { shadowParts.radius }
        set { shadowParts.radius = newValue }
    }

    public var shadowOffset: CGSize {
        get { CGSize(shadowParts.offset.x, shadowParts.offset.y) }
        set { shadowParts.offset = Point(newValue.width, newValue.height) }
    }

    /// The shape that casts the shadow, in the view's bounds; nil: the view's own rounded bounds.
    public var shadowPath: CGPath? {
        get { view.shadow?.path.map { CGPath(rect: $0.rect, cornerRadius: $0.radius) } }
        set { shadowParts.path = newValue.map { RoundedRect($0.rect, radius: $0.cornerRadius) } }
    }
}

/// CGPath: the rectangles and rounded rectangles `UIBezierPath` makes, which is what CardSim's
/// shadow draws; other shapes are not offered (a compile error where a file asks for one).
public struct CGPath: Hashable, Sendable {
    let rect: CGRect
    let cornerRadius: CGFloat
    init(rect: CGRect, cornerRadius: CGFloat) { self.rect = rect; self.cornerRadius = cornerRadius }
}

/// UIBezierPath for a shadow's path: a rectangle or a rounded rectangle. Other shapes are not
/// offered: CardSim draws no custom paths.
@MainActor
public final class UIBezierPath {
    public let cgPath: CGPath

    public init(rect: CGRect) { cgPath = CGPath(rect: rect, cornerRadius: 0) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { cgPath = CGPath(rect: rect, cornerRadius: cornerRadius) }
}
