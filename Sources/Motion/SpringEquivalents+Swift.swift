import Foundation

/// The three forms as Swift source, as "Copy as Swift" puts them on the clipboard.
///
///     let forms = SpringEquivalents(Spring(duration: 0.6, dampingRatio: 0.7, initialVelocity: 0.7))
///     forms.swiftUIBounceCode   // ".spring(duration: 0.38669910, bounce: 0.3)"
extension SpringEquivalents {
    /// Decimals a literal keeps. Eight, not the six a designer would read: a response rounded at
    /// 5e-7 moves ω₀ by ~2e-5 and the curve by up to ~1e-6, so six digits would not rebuild the
    /// same curve to 1e-6; eight keep the error near 1e-8.
    public static let literalDecimals = 8

    /// `v` as a Swift literal: at most ``literalDecimals`` decimals, trailing zeros trimmed ("0.6", "0").
    public static func literal(_ v: Double) -> String {
        var s = String(format: "%.\(literalDecimals)f", v)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`
    /// with `body` as the animations block's comment.
    public func uikitCode(animating body: String) -> String {
        """
        UIView.animate(withDuration: \(Self.literal(duration)), delay: 0, \
        usingSpringWithDamping: \(Self.literal(dampingRatio)), \
        initialSpringVelocity: \(Self.literal(initialVelocity)), options: [], animations: {
            // \(body)
        }, completion: nil)
        """
    }

    /// SwiftUI: `.spring(response:dampingFraction:)`.
    public var swiftUIResponseCode: String {
        ".spring(response: \(Self.literal(response)), dampingFraction: \(Self.literal(dampingFraction)))"
    }

    /// iOS 17: `.spring(duration:bounce:)`.
    public var swiftUIBounceCode: String {
        ".spring(duration: \(Self.literal(response)), bounce: \(Self.literal(bounce)))"
    }
}
