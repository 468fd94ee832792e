@testable import AppStore
import Testing

/// Every style's table: names unique and dotted, each default inside its range, every number with a
/// source (the post's line, or a decision with its why), and names a person can type.
@Suite("Style parameter tables")
struct StyleParameterTableTests {
    @Test("every built-in style declares a table, named after it")
    func everyStyleHasATable() {
        for style in CardTransitionStyle.allCases {
            let table = style.descriptor?.parameters
            #expect(table?.style == style.rawValue, "\(style)")
            #expect((table?.parameters.count ?? 0) >= 5, "\(style) declares its numbers")
        }
    }

    @Test("each parameter: a dotted lower-camel name, a default in range, a source that says something")
    func parametersAreWellFormed() {
        for style in CardTransitionStyle.allCases {
            for p in style.descriptor?.parameters.parameters ?? [] {
                #expect(p.name.split(separator: ".").allSatisfy { $0.first?.isLowercase == true && $0.allSatisfy { $0.isLetter } },
                        "\(style).\(p.name)")
                #expect(p.range.contains(p.value) && p.range.lowerBound < p.range.upperBound, "\(style).\(p.name)")
                #expect(p.source.text.count >= 12, "\(style).\(p.name) says where it comes from")
                #expect(!p.summary.isEmpty, "\(style).\(p.name) says what it does")
            }
        }
    }

    @Test("the numbers the issue found undecided are now decided rows with a why, or follow the post")
    func formerlyUndecidedNumbersHaveSources() throws {
        let expectations: [(String, String)] = [
            ("appstore.close.settleFloor", "decided"), ("appstore.close.maxVelocity", "decided"),
            ("appstore.close.minVelocity", "decided"), ("appstore.cancel.maxVelocity", "decided"),
            ("expand.pull.full", "decided"), ("expand.release.projectionTime", "decided"),
            ("expand.present.fillDuration", "post"), ("slide.settle.duration", "decided"),
            ("slide.settle.damping", "decided"), ("zoom.dismiss.duration", "decided"),
            ("sheet.settle.dismiss", "decided"),
        ]
        for (name, kind) in expectations {
            let (_, p) = try StyleTuning.parameter(named: name)
            #expect(p.source.kind == kind, "\(name)")
        }
    }

    @Test("every built-in style's table names the spring and the curve the Lab plots, with their units")
    func plotsAreDeclared() throws {
        for style in CardTransitionStyle.allCases {
            let table = try #require(style.descriptor).parameters
            let plot = try #require(table.plot, "\(style) declares its plot")
            func unit(_ name: String) -> StyleParameter.Unit? { table.parameter(named: name)?.unit }
            #expect(unit(plot.springDuration) == .seconds && unit(plot.springDamping) == .ratio, "\(style)")
            #expect(plot.springVelocity.map { unit($0) == .relativeVelocity } ?? true, "\(style)")
            #expect(plot.curveDuration.map { unit($0) == .seconds } ?? true, "\(style)")
        }
        #expect(SlideNumbers.table.plot == StylePlot(springDuration: "settle.duration", springDamping: "settle.damping",
                                                     curveDuration: "duration"))
    }
}
