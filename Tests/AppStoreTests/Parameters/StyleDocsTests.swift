@testable import AppStore
import Foundation
import Testing
import TestSupport

/// docs/transitions.md shows each style's table and docs/decisions.md each decided number with its
/// why, both as the tables write them: a number changed in a table and not in the docs fails here.
/// `CARDSIM_RECORD_GOLDEN=1` writes the docs anew from the tables.
@Suite("Style docs")
struct StyleDocsTests {
    static let tables = CardTransitionStyle.allCases.compactMap { $0.descriptor?.parameters }

    @Test("the docs' generated tables are the tables", arguments: ["transitions.md", "decisions.md"])
    func docsMatchTables(file: String) throws {
        let path = RepoPaths.root + "/docs/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let fresh = StyleDocs.refreshed(text, tables: Self.tables, decisions: file == "decisions.md")
        if ProcessInfo.processInfo.environment["CARDSIM_RECORD_GOLDEN"] == "1", fresh != text {
            try fresh.write(toFile: path, atomically: true, encoding: .utf8)
        }
        for table in Self.tables {
            #expect(text.contains(StyleDocs.begin(table.style)), "\(file) has a generated block for \(table.style)")
        }
        #expect(fresh == text, "docs/\(file) differs from the tables (CARDSIM_RECORD_GOLDEN=1 rewrites it)")
    }

    @Test("every decided number in decisions.md comes with its why")
    func decisionsHaveWhys() throws {
        let text = try String(contentsOfFile: RepoPaths.root + "/docs/decisions.md", encoding: .utf8)
        for table in Self.tables {
            for p in table.parameters {
                guard case .decided(let why) = p.source else { continue }
                #expect(text.contains("`\(table.style).\(p.name)`") && text.contains(why.replacingOccurrences(of: "|", with: "\\|")),
                         "\(table.style).\(p.name)")
            }
        }
    }
}
