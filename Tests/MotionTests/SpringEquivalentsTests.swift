import Foundation
import Testing
@testable import Motion

/// Motion Lab: UIKit's duration/damping spring, SwiftUI's response/dampingFraction and
/// iOS 17's duration/bounce are one spring, checked against `reference/` to 1e-6, and the Swift
/// text "Copy as Swift" prints rebuilds the same curve.
@Suite("Spring forms: UIKit, SwiftUI response and iOS 17 bounce")
struct SpringEquivalentsTests {
    @Test("SwiftUI's response mapping gives the reference's M2 spring (response = the table's duration)")
    func responseMatchesM2() throws {
        for c in try ReferenceTables.springs() {
            let s = Spring(response: c.duration, dampingFraction: c.dampingRatio, initialVelocity: c.initialVelocity)
            #expect(abs(s.omega0 - c.M2.omega0) < 1e-6)
            #expect(abs(s.stiffness - c.M2.stiffness) < 1e-6)
            #expect(abs(s.damping - c.M2.damping) < 1e-6)
            for row in c.rows where row.t < s.duration {
                #expect(abs(s.value(at: row.t) - row.p_M2) < 1e-6, "t=\(row.t)")
            }
        }
        // extras_ref.out.txt: response 0.55 / 0.825 and 0.15 / 0.86 (printed to 4 decimals).
        let a = Spring(response: 0.55, dampingFraction: 0.825)
        #expect(abs(a.stiffness - 130.5072) < 1e-4 && abs(a.damping - 18.8496) < 1e-4)
        let b = Spring(response: 0.15, dampingFraction: 0.86)
        #expect(abs(b.stiffness - 1754.5963) < 1e-4 && abs(b.damping - 72.0472) < 1e-4)
    }

    @Test("a UIKit spring's response and bounce rebuild its M1 curve (the reference's p_M1) to 1e-6")
    func uikitToSwiftUI() throws {
        for c in try ReferenceTables.springs() {
            let uikit = Spring(duration: c.duration, dampingRatio: c.dampingRatio, initialVelocity: c.initialVelocity)
            let forms = SpringEquivalents(uikit)
            #expect(abs(forms.response - 2 * Double.pi / c.M1.omega0) < 1e-9)
            #expect(forms.dampingFraction == c.dampingRatio)
            #expect(abs(forms.bounce - (1 - c.dampingRatio)) < 1e-12)
            for rebuilt in [forms.swiftUISpring, forms.bounceSpring] {
                #expect(abs(rebuilt.omega0 - c.M1.omega0) < 1e-6)
                #expect(abs(rebuilt.stiffness - c.M1.stiffness) < 1e-6)
                #expect(abs(rebuilt.damping - c.M1.damping) < 1e-6)
                for row in c.rows {
                    #expect(abs(1 - rebuilt.solution.displacement(at: row.t) - row.p_M1) < 1e-6, "t=\(row.t)")
                    if row.t < c.duration { #expect(abs(rebuilt.value(at: row.t) - row.p_M1_clipped) < 1e-6) }
                }
            }
        }
    }

    @Test("bounce maps back through Spring(duration:bounce:) for over-damped springs too")
    func bounceInverse() {
        for b in [-0.6, -0.3, 0, 0.15, 0.3, 0.9] {
            let s = Spring(duration: 0.5, bounce: b)
            #expect(abs(SpringEquivalents(s).bounce - b) < 1e-12)
            #expect(abs(SpringEquivalents(s).response - 0.5) < 1e-12)
        }
    }

    @Test("literals keep 8 decimals without trailing zeros")
    func literals() {
        #expect(SpringEquivalents.literal(0.6) == "0.6")
        #expect(SpringEquivalents.literal(0) == "0")
        #expect(SpringEquivalents.literal(-0.0) == "0")
        #expect(SpringEquivalents.literal(2) == "2")
        #expect(SpringEquivalents.literal(0.386699096) == "0.3866991")
        #expect(SpringEquivalents.literal(1.0 / 3) == "0.33333333")
    }

    @Test("the printed Swift rebuilds the same curve through Motion to 1e-6, over a grid of springs")
    func printedRoundTrip() throws {
        for d in [0.2, 0.6, 1.3] {
            for zeta in [0.3, 0.7, 1.0] {
                for v0 in [0.0, 0.7, 4.0] {
                    let uikit = Spring(duration: d, dampingRatio: zeta, initialVelocity: v0)
                    let forms = SpringEquivalents(uikit)
                    let u = try Self.numbers(in: forms.uikitCode(animating: "x"), after: ["withDuration", "usingSpringWithDamping", "initialSpringVelocity"])
                    let r = try Self.numbers(in: forms.swiftUIResponseCode, after: ["response", "dampingFraction"])
                    let b = try Self.numbers(in: forms.swiftUIBounceCode, after: ["duration", "bounce"])
                    let fromUIKit = Spring(duration: u[0], dampingRatio: u[1], initialVelocity: u[2])
                    let fromResponse = Spring(response: r[0], dampingFraction: r[1], initialVelocity: u[2])
                    let fromBounce = Spring(duration: b[0], bounce: b[1], initialVelocity: u[2])
                    var t = 0.0
                    while t <= d + 0.5 {
                        let p = uikit.solution.displacement(at: t)
                        #expect(abs(fromUIKit.value(at: t) - uikit.value(at: t)) < 1e-6)
                        #expect(abs(fromResponse.solution.displacement(at: t) - p) < 1e-6, "response d=\(d) ζ=\(zeta) v=\(v0) t=\(t)")
                        #expect(abs(fromBounce.solution.displacement(at: t) - p) < 1e-6, "bounce d=\(d) ζ=\(zeta) v=\(v0) t=\(t)")
                        t += 1.0 / 120
                    }
                }
            }
        }
    }

    /// The numbers after `label: ` in `text`, in the order of `labels`.
    static func numbers(in text: String, after labels: [String]) throws -> [Double] {
        try labels.map { label in
            let range = try #require(text.range(of: label + ": "), "no \(label) in \(text)")
            let rest = text[range.upperBound...].prefix { "-0123456789.".contains($0) }
            return try #require(Double(String(rest)), "\(label) in \(text)")
        }
    }
}
