import Foundation
@testable import AppStore

/// Writes card JSON into a fresh temporary directory (next to a placeholder `a.png`) and loads it,
/// so every bad-file case is a small, readable string with known line numbers.
struct CardFixture {
    let directory: String
    var path: String { directory + "/cards.json" }

    init(_ json: String, withImage: Bool = true) throws {
        directory = FileManager.default.temporaryDirectory.path + "/cardsim-cards-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        if withImage { try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: directory + "/a.png")) }
    }

    /// The load error's description with the temporary directory replaced by `DIR`, or nil when
    /// the file loaded.
    func loadError() -> String? {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            _ = try CardDeck.load(path: path)
            return nil
        } catch {
            return error.description.replacingOccurrences(of: directory, with: "DIR")
        }
    }

    /// Loads the file (and removes it afterwards).
    func load() throws -> CardDeck {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        return try CardDeck.load(path: path)
    }

    /// The repository root, found from this source file's path.
    static func repoRoot(filePath: String = #filePath) -> String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }
}
