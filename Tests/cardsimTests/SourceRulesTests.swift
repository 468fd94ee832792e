import Foundation
import Testing

/// Rules of the layers that the compiler does not hold: the scene's modules and the session neither
/// import SDL nor read a clock, and outside them only the files docs/architecture.md lists ("Who reads time") do.
@Suite("Source rules: who imports SDL and who reads time")
struct SourceRulesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// What reading a clock or the calendar looks like in this code base.
    static let clockReads = ["Date()", "DispatchTime.now", "clock_gettime", "SDL_GetTicks", "SDL_GetPerformanceCounter",
                             "CFAbsoluteTimeGetCurrent", "systemUptime", "gettimeofday", "time(nil)",
                             "PerformanceCounter.now", "PerformanceCounter.milliseconds", "SDLEventQueue.ticks"]

    /// The files outside the scene's modules that may read time, and nothing else.
    static let timeReaders: Set<String> = [
        "SDLBackend/Window/LiveSession+Loop.swift", "SDLBackend/Frames/Stopwatch.swift",
        "SDLBackend/Rendering/DisplayListRenderer.swift",
        "SDLBackend/Rendering/OffscreenCanvas.swift", "SDLBackend/Rendering/OffscreenCanvas+Floor.swift",
        "SDLBackend/Rendering/RenderProfile.swift", "SDLBackend/SDL/PerformanceCounter.swift", "SDLBackend/SDL/SDLEventQueue.swift", "SDLBackend/Window/LiveRunner+Files.swift", "cardsim/main.swift",
    ]

    static func swiftFiles() throws -> [(path: String, text: String)] {
        let e = try #require(FileManager.default.enumerator(atPath: root.path))
        return e.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map { (path, $0) }
        }
    }

    /// The code of `text` without its comments (a comment may name a clock).
    static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let r = line.range(of: "//") else { return String(line) }
            return String(line[..<r.lowerBound])
        }.joined(separator: "\n")
    }

    @Test func theSceneModulesNeitherImportSDLNorReadTime() throws {
        let files = try Self.swiftFiles()
        #expect(files.count > 100, "found the sources")
        for (path, text) in files where ["Motion/", "SimKit/", "UIKit/", "AppStore/", "Playback/", "Session/"].contains(where: path.hasPrefix) {
            let code = Self.code(text)
            #expect(!code.contains("import CSDL2") && !code.contains("import SDLBackend"), "\(path) imports SDL")
            for word in Self.clockReads { #expect(!code.contains(word), "\(path) reads time (\(word))") }
        }
    }

    @Test func onlyTheListedFilesReadTime() throws {
        var readers: Set<String> = []
        for (path, text) in try Self.swiftFiles() where !path.hasPrefix("TestSupport/") {
            let code = Self.code(text)
            if Self.clockReads.contains(where: code.contains) { readers.insert(path) }
        }
        let unlisted = readers.subtracting(Self.timeReaders).sorted(), idle = Self.timeReaders.subtracting(readers).sorted()
        #expect(readers == Self.timeReaders, "not listed: \(unlisted); listed but reads none: \(idle)")
    }
}
