import SimKit

/// UIFont: the system font at a size and weight, drawn in CardSim's bundled family. That family
/// has three weights; UIKit's nine fall on the nearest (up to `.regular` draws regular, `.medium`
/// and `.semibold` semibold, `.bold` and heavier bold).
///
///     label.font = UIFont.systemFont(ofSize: 28, weight: .bold)
public struct UIFont: Hashable, Sendable {
    /// SimKit's font, as drawn.
    public let font: Font

    /// The size in points.
    public var pointSize: CGFloat { font.size }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        let drawn: Font.Weight = weight.rawValue >= Weight.bold.rawValue ? .bold
            : weight.rawValue >= Weight.medium.rawValue ? .semibold : .regular
        return UIFont(font: Font(size: fontSize, weight: drawn))
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// UIFont.Weight, with UIKit's values.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }
}
