import Motion

/// A style's code with its numbers in force, as `cardsim styles NAME --export` prints it and the
/// Style Lab copies it: one self-contained Swift file. UIKit: the transitioning delegate and its
/// animators in the source post's shape. SwiftUI: the closest equivalent, each spring as response
/// and damping; what SwiftUI cannot say is said in a comment.
public enum StyleCode {
    public enum Flavor: String, Sendable, CaseIterable {
        case uikit = "UIKit"
        case swiftUI = "SwiftUI"
    }

    /// The file for `style`, or a comment saying the style has no export.
    public static func file(for style: CardTransitionStyle, parameters: StyleParameters, flavor: Flavor) -> String {
        guard let code = style.descriptor?.code else {
            return "// CardSim: the \(style.rawValue) style has no \(flavor.rawValue) export.\n"
        }
        return code(parameters, flavor)
    }

    /// A number as Swift source: the shortest text that reads back to the same Double.
    static func literal(_ v: Double) -> String { SpringEquivalents.literal(v) }

    /// The opening comment every export starts with: where it comes from and the numbers in it.
    static func header(style: String, post: String, flavor: Flavor, _ p: StyleParameters,
                       notInCode: [String: String] = [:]) -> String {
        var lines = ["// \(flavor.rawValue) code exported by CardSim (cardsim styles \(style) --export \(flavor == .uikit ? "uikit" : "swiftui")).",
                     "// Ported from \(post).", "// The numbers, by CardSim's names (tuned ones marked):"]
        for q in p.table.parameters {
            let v = p[q.name]
            lines.append("//   \(style).\(q.name) = \(literal(v))\(q.unit.rawValue.isEmpty ? "" : " " + q.unit.rawValue)"
                         + (v == q.value ? "" : "   (tuned; \(literal(q.value)) by default)"))
        }
        for name in notInCode.keys.sorted() { lines.append("// Not in this code: \(style).\(name): \(notInCode[name]!).") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why a number of a style cannot be in a SwiftUI export's code, when a touch must catch a
    /// view in flight: shared by the styles that have such a number.
    static let swiftUICannotCatch = "SwiftUI hit-tests a view where its animation ends, not where it is drawn, so a touch cannot take it from where it shows"

    /// SwiftUI's spring for UIKit's duration-based one, started at a velocity the code computes
    /// (`velocity`, Swift source): iOS 17's `.interpolatingSpring(duration:bounce:initialVelocity:)`,
    /// whose velocity is, as UIKit's, the distance's fraction per second. Its stiffness is UIKit's
    /// for a start at rest: UIKit's own shifts a little with the velocity.
    static func swiftUISpring(duration: Double, damping: Double, velocity code: String) -> String {
        let forms = SpringEquivalents(Spring(duration: duration, dampingRatio: damping, initialVelocity: 0))
        return ".interpolatingSpring(duration: \(literal(forms.response)), bounce: \(literal(forms.bounce)), initialVelocity: \(code))"
    }

    /// SwiftUI's `.spring(response:dampingFraction:)` for UIKit's duration-based spring.
    static func swiftUISpring(duration: Double, damping: Double, velocity: Double) -> String {
        let forms = SpringEquivalents(Spring(duration: duration, dampingRatio: damping, initialVelocity: velocity))
        return ".spring(response: \(literal(forms.response)), dampingFraction: \(literal(forms.dampingFraction)))"
    }
}
