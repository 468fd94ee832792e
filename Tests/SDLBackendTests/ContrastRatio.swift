import Foundation
import SimKit

/// WCAG 2's relative luminance and contrast ratio (Web Content Accessibility Guidelines 2.2,
/// "contrast ratio" and "relative luminance"), for pixels read back from a render.
enum ContrastRatio {
    /// Relative luminance of an sRGB colour whose channels are 0–1.
    static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        func linear(_ s: Double) -> Double { s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 for equal colours, 21 for black on white.
    static func ratio(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The ratio between text of `ink` (its alpha blended over the pixel, as the renderer blends
    /// it) and one backdrop pixel of 8-bit channels.
    static func ratio(ink: Color, over r: Int, _ g: Int, _ b: Int) -> Double {
        let br = Double(r) / 255, bg = Double(g) / 255, bb = Double(b) / 255
        let a = ink.a
        let fr = ink.r * a + br * (1 - a), fg = ink.g * a + bg * (1 - a), fb = ink.b * a + bb * (1 - a)
        return ratio(luminance(fr, fg, fb), luminance(br, bg, bb))
    }
}
