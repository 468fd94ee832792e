import SimKit

// UIColor's initialisers and its alpha variant, over SimKit's sRGB colour.
extension UIColor {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(r: red, g: green, b: blue, a: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { withAlpha(alpha) }

    public static let red = UIColor(r: 1, g: 0, b: 0)
    public static let systemRed = UIColor(hex: 0xFF3B30)
    public static let gray = UIColor(white: 0.5)
    public static let darkGray = UIColor(white: 1.0 / 3)
    public static let lightGray = UIColor(white: 2.0 / 3)
}
