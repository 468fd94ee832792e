@testable import AppStore
import Foundation
import Testing
import TestSupport

/// The code export: every tuned number appears in it, the defaults' file is the golden one, and
/// each file is Swift that parses.
@Suite("Style code export")
struct StyleCodeTests {
    /// A value inside the range, unlike any default: its literal is easy to find in the file.
    static func oddValue(_ p: StyleParameter) -> Double {
        let v = p.range.lowerBound + (p.range.upperBound - p.range.lowerBound) * 0.3719
        return (v * 10_000).rounded() / 10_000
    }

    @Test("every tuned value appears in the export, in both flavours",
          arguments: ["appstore", "expand", "sheet", "slide", "zoom"])
    func tunedValuesAppear(style: String) throws {
        let s = try #require(CardTransitionStyle(rawValue: style))
        for p in try #require(s.descriptor).parameters.parameters {
            var t = StyleTuning()
            let v = Self.oddValue(p)
            try t.set("\(style).\(p.name)", to: v)
            for flavor in StyleCode.Flavor.allCases {
                let file = StyleCode.file(for: s, parameters: t.parameters(for: s), flavor: flavor)
                #expect(file.contains("\(style).\(p.name) = \(StyleCode.literal(v))"), "\(style).\(p.name) in the header (\(flavor))")
                // Below the header too: the UIKit code uses it, or the header says why it cannot.
                // (A switch, such as sheet.settle.dismiss, changes which code is written instead.)
                let body = file.components(separatedBy: "\nimport ").dropFirst().joined()
                let leftOut = file.contains("// Not in this code: \(style).\(p.name):")
                if flavor == .uikit && p.name != "settle.dismiss" {
                    #expect(body.contains(StyleCode.literal(v)) || leftOut, "\(style).\(p.name) = \(v) used in the UIKit code")
                }
            }
        }
    }

    /// The code below the header, without its comments: what a number marked tuned must change.
    static func body(_ file: String) -> String {
        file.components(separatedBy: "\nimport ").dropFirst().joined()
            .split(separator: "\n").map { $0.components(separatedBy: "//")[0] }.joined(separator: "\n")
    }

    /// The header's "Not in this code" lines.
    static func leftOut(_ file: String) -> [String] {
        file.split(separator: "\n").filter { $0.hasPrefix("// Not in this code: ") }.map(String.init)
    }

    @Test("every parameter of every style, in both flavours: tuned, it changes the code, or the header says why it cannot",
          arguments: ["appstore", "expand", "sheet", "slide", "zoom"])
    func everyTunedNumberIsInTheCodeOrLeftOut(style: String) throws {
        let s = try #require(CardTransitionStyle(rawValue: style))
        for flavor in StyleCode.Flavor.allCases {
            let plain = StyleCode.file(for: s, parameters: StyleTuning().parameters(for: s), flavor: flavor)
            for p in try #require(s.descriptor).parameters.parameters {
                var t = StyleTuning()
                let v = Self.oddValue(p)
                try t.set("\(style).\(p.name)", to: v)
                let file = StyleCode.file(for: s, parameters: t.parameters(for: s), flavor: flavor)
                let notes = Self.leftOut(file).filter { $0.hasPrefix("// Not in this code: \(style).\(p.name): ") }
                // A switch (sheet.settle.dismiss) writes other code rather than its number.
                let used = Self.body(file).contains(StyleCode.literal(v)) || Self.body(file) != Self.body(plain)
                #expect(used != !notes.isEmpty, "\(style).\(p.name) (\(flavor.rawValue)): \(used ? "in the code and also listed as left out" : "marked tuned, yet neither in the code nor left out")")
            }
            // Each reason speaks of the code it is in.
            let other = flavor == .uikit ? "SwiftUI" : "UIKit"
            for note in Self.leftOut(plain) { #expect(!note.contains(other), "\(style) \(flavor.rawValue): \(note)") }
        }
    }

    @Test("every constant an export declares is used by its code, so a number in it changes what runs",
          arguments: ["appstore", "expand", "sheet", "slide", "zoom"])
    func everyDeclaredConstantIsUsed(style: String) throws {
        let s = try #require(CardTransitionStyle(rawValue: style))
        for flavor in StyleCode.Flavor.allCases {
            let body = Self.body(StyleCode.file(for: s, parameters: StyleTuning().parameters(for: s), flavor: flavor))
            let declared = try Regex(#"(?:static )?(?:let|var) (\w+)(?:: \w+)? = [-\d(.A-Za-z]"#)
            for match in body.matches(of: declared) {
                let name = String(try #require(match.output[1].substring))
                let uses = body.matches(of: try Regex("\\b\(name)\\b").wordBoundaryKind(.simple)).count
                #expect(uses > 1, "\(style) \(flavor.rawValue): \(name) is declared and never used")
            }
        }
    }

    @Test("the zoom's SwiftUI pan returns on a spring from the finger's speed, as the style does")
    func zoomPanReturnSprings() throws {
        let file = StyleCode.file(for: .zoom, parameters: StyleTuning().parameters(for: .zoom), flavor: .swiftUI)
        // The declaration, to the brace that ends it (a function's, or the enum's after a constant).
        let start = try #require(file.range(of: "static func panReturn") ?? file.range(of: "static let panReturn"))
        let end = try #require(file.range(of: "}", range: start.upperBound..<file.endIndex))
        let declaration = file[start.lowerBound..<end.upperBound]
        #expect(declaration.lowercased().contains("spring") && !declaration.contains("easeInOut"), "\(declaration)")
    }

    @Test("the defaults' export is the golden file", arguments: ["appstore", "expand", "sheet", "slide", "zoom"])
    func golden(style: String) throws {
        let s = try #require(CardTransitionStyle(rawValue: style))
        for flavor in StyleCode.Flavor.allCases {
            let file = StyleCode.file(for: s, parameters: StyleTuning().parameters(for: s), flavor: flavor)
            let name = "\(style)-\(flavor == .uikit ? "uikit" : "swiftui").swift.txt"
            let path = RepoPaths.root + "/Tests/AppStoreTests/Parameters/Exports/" + name
            if ProcessInfo.processInfo.environment["CARDSIM_RECORD_GOLDEN"] == "1" {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try file.write(toFile: path, atomically: true, encoding: .utf8)
            }
            let golden = try String(contentsOfFile: path, encoding: .utf8)
            #expect(file == golden, "\(name) differs (CARDSIM_RECORD_GOLDEN=1 re-records it)")
        }
    }

    @Test("each export parses as Swift", arguments: ["appstore", "expand", "sheet", "slide", "zoom"])
    func parses(style: String) throws {
        let s = try #require(CardTransitionStyle(rawValue: style))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardsim-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for flavor in StyleCode.Flavor.allCases {
            let file = dir.appendingPathComponent("\(style)-\(flavor.rawValue).swift")
            try StyleCode.file(for: s, parameters: StyleTuning().parameters(for: s), flavor: flavor).write(to: file, atomically: true, encoding: .utf8)
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["swiftc", "-parse", file.path]
            let err = Pipe()
            p.standardError = err
            try p.run()
            p.waitUntilExit()
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(p.terminationStatus == 0, "\(style) \(flavor.rawValue): \(text)")
        }
    }
}
