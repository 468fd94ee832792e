import Motion

/// An sRGB colour with straight (not premultiplied) alpha, components 0...1.
public struct Color: VectorArithmetic, Hashable {
    public var r: Double, g: Double, b: Double, a: Double
    public init(r: Double, g: Double, b: Double, a: Double = 1) { self.r = r; self.g = g; self.b = b; self.a = a }
    /// From a 0xRRGGBB literal.
    public init(hex: UInt32, alpha: Double = 1) {
        r = Double((hex >> 16) & 0xFF) / 255; g = Double((hex >> 8) & 0xFF) / 255; b = Double(hex & 0xFF) / 255; a = alpha
    }
    public init(white: Double, alpha: Double = 1) { self.init(r: white, g: white, b: white, a: alpha) }
    public func withAlpha(_ alpha: Double) -> Color { Color(r: r, g: g, b: b, a: alpha) }

    public static let zero = Color(r: 0, g: 0, b: 0, a: 0)
    public static let clear = Color.zero
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    /// iOS systemBlue, the default tint.
    public static let systemBlue = Color(hex: 0x007AFF)
    /// iOS secondaryLabel / systemGray.
    public static let secondaryLabel = Color(hex: 0x8E8E93)
    public static let label = Color(hex: 0x000000)
    public static let systemBackground = Color.white
    public static let separator = Color(r: 60 / 255, g: 60 / 255, b: 67 / 255, a: 0.29)

    public static func + (l: Color, r: Color) -> Color { Color(r: l.r + r.r, g: l.g + r.g, b: l.b + r.b, a: l.a + r.a) }
    public static func - (l: Color, r: Color) -> Color { Color(r: l.r - r.r, g: l.g - r.g, b: l.b - r.b, a: l.a - r.a) }
    public static func * (l: Color, s: Double) -> Color { Color(r: l.r * s, g: l.g * s, b: l.b * s, a: l.a * s) }
    public var magnitude: Double { (r * r + g * g + b * b + a * a).squareRoot() }
}
