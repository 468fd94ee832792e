import Foundation
import Testing
import TestSupport

/// The documentation points at real files: a renamed page, source file or picture breaks a test
/// here instead of a reader's click.
@Suite("Docs: links and paths point at files that exist")
struct DocsTests {
    /// The pages a reader sees: the README, the changelog and everything in docs/.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: RepoPaths.root + "/docs")
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md", "CHANGELOG.md"] + docs
    }

    /// The page's text without its fenced code blocks, where `](` and backticks mean code.
    static func prose(of page: String) throws -> String {
        let text = try String(contentsOfFile: RepoPaths.root + "/" + page, encoding: .utf8)
        var inFence = false
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }

    /// Every `](target)` of a Markdown link or image, title dropped.
    static func linkTargets(in text: String) -> [String] {
        let pattern = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/
        return text.matches(of: pattern).map { String($0.output.1) }
    }

    /// The part of a link that names a file in this repository, or nil for web, mail and
    /// same-page links.
    static func localPath(_ target: String) -> String? {
        let lower = target.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mailto:") { return nil }
        if target.hasPrefix("#") { return nil }
        let file = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? target
        return file.removingPercentEncoding ?? file
    }

    /// Whether `path`, relative to the page's folder (or to the root when it starts with `/`), exists.
    static func exists(_ path: String, from page: String) -> Bool {
        let folder = (page as NSString).deletingLastPathComponent
        let base = path.hasPrefix("/") ? RepoPaths.root : RepoPaths.root + (folder.isEmpty ? "" : "/" + folder)
        let full = ((base + "/" + path) as NSString).standardizingPath
        return FileManager.default.fileExists(atPath: full)
    }

    @Test("every relative link in README.md, CHANGELOG.md and docs/*.md resolves to a file")
    func relativeLinksResolve() throws {
        var checked = 0
        for page in try Self.pages() {
            for target in Self.linkTargets(in: try Self.prose(of: page)) {
                guard let path = Self.localPath(target), !path.isEmpty else { continue }
                checked += 1
                if !Self.exists(path, from: page) {
                    Issue.record("\(page): broken link (\(target)): no file at \(path) relative to the page")
                }
            }
        }
        // The README alone links every page of docs/: finding none means the parser is broken.
        #expect(checked >= 8, "found only \(checked) relative links; is the link pattern still right?")
    }

    /// What a backticked word must start with to be taken as a path in this repository.
    static let pathPrefixes = ["Sources/", "Tests/", "Assets/", "scripts/", "docs/", "Tools/", "packaging/"]
    static let rootFiles: Set = ["Package.swift", "Makefile"]

    /// Backticked repository paths in `text`. A path with a placeholder (`<Style>`) is a pattern,
    /// not a file, and is left out.
    static func backtickedPaths(in text: String) -> [String] {
        text.matches(of: /`([^`\n]+)`/).map { String($0.output.1) }.filter { word in
            guard !word.contains("<"), !word.contains(" ") else { return false }
            return rootFiles.contains(word) || pathPrefixes.contains { word.hasPrefix($0) }
        }
    }

    @Test("every repository path docs/architecture.md names in backticks exists")
    func architecturePathsExist() throws {
        let page = "docs/architecture.md"
        let paths = Self.backtickedPaths(in: try Self.prose(of: page))
        #expect(paths.count >= 20, "found only \(paths.count) backticked paths in \(page)")
        for path in paths where !FileManager.default.fileExists(atPath: RepoPaths.root + "/" + path) {
            Issue.record("\(page): `\(path)` names no file or folder in the repository")
        }
    }
}
