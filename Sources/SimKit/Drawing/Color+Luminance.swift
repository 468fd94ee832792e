import Foundation

extension Color {
    /// WCAG 2's relative luminance of the colour, ignoring its alpha: 0 for black, 1 for white.
    /// What decides whether light or dark goes with it.
    public var luminance: Double {
        func linear(_ s: Double) -> Double { s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }
}
