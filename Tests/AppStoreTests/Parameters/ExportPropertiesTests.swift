@testable import AppStore
import Testing

/// An export is code to paste into an app: each property it declares is set somewhere (by its own
/// code, or by the list controller as its usage comment shows) and read somewhere, and what only
/// CardSim compiles sits behind `#if CARDSIM`.
@Suite("What a UIKit export declares, it uses")
struct ExportPropertiesTests {
    /// The styles whose exports hold to this; slide, sheet and zoom join as their exports do.
    static let styles: [CardTransitionStyle] = [.appstore, .expand]

    static func file(_ style: CardTransitionStyle) -> String {
        StyleCode.file(for: style, parameters: StyleTuning().parameters(for: style), flavor: .uikit)
    }

    @Test("every property without a value of its own is set, and every property is read", arguments: styles)
    func propertiesAreSetAndRead(_ style: CardTransitionStyle) throws {
        let text = Self.file(style)
        let code = StyleCodeTests.body(text)
        // A stored member (four spaces in), its type if written, and its value if it has one.
        let declared = try Regex(#"^ {4}(?:private(?:\(set\))? )?(?:weak )?(?:let|var) (\w+)(?::[^=\n{]*?)?(?: (=) .*)?$"#)
            .anchorsMatchLineEndings()
        var names: [String] = []
        for match in code.matches(of: declared) {
            let name = String(try #require(match.output[1].substring))
            names.append(name)
            if match.output[2].substring == nil {
                let set = try Regex(#"(?:\bself\.|\.|^|[^.\w])"# + name + #" = "#).anchorsMatchLineEndings()
                #expect(text.contains(set), "\(style): \(name) is declared and never set")
            }
            let uses = code.matches(of: try Regex("\\b\(name)\\b").wordBoundaryKind(.simple)).count
            #expect(uses > 1, "\(style): \(name) is declared and never read")
        }
        #expect(!names.isEmpty, "\(style): no property found; the pattern no longer fits the export")
    }

    @Test("the pan that dismisses is attached to the story's view, and the usage comment says how the card is handed over",
          arguments: styles)
    func panIsAttached(_ style: CardTransitionStyle) {
        let text = Self.file(style)
        #expect(StyleCodeTests.body(text).contains("view.addGestureRecognizer(UIPanGestureRecognizer("))
        #expect(text.contains("// Usage:") && text.contains("didSelectItemAt"))
    }

    @Test("CardSim's hand-over of the tapped card compiles only where CARDSIM is defined", arguments: styles)
    func cardSimOnlyIsConditional(_ style: CardTransitionStyle) throws {
        let text = Self.file(style)
        let start = try #require(text.range(of: "#if CARDSIM\n"))
        let end = try #require(text.range(of: "#endif\n", range: start.upperBound..<text.endIndex))
        #expect(text[start.upperBound..<end.lowerBound].contains("TappedViewReceiving"))
        var outside = text
        outside.removeSubrange(start.lowerBound..<end.upperBound)
        #expect(!outside.contains("TappedViewReceiving"))
    }
}
