@testable import AppStore
@testable import cardsim
import Foundation
import SDLBackend
import Testing
import TransitionFile

/// A script's `set transition FILE` files are watched in the window as `--transition`'s is: a save
/// recompiles the file and the next tap uses it. The window has one problem panel, shared by the
/// files: one file's reload does not clear another's error.
@Suite("set transition files reload on save, like --transition's", .serialized)
@MainActor
struct TransitionScriptWatchTests {
    @Test("two script files: a broken save stays on screen while the other reloads, and goes when it is fixed")
    func scriptFilesAreWatched() throws {
        let folder = try TransitionFolder()
        let first = try folder.write("First.swift", TutorialFiles.fadeScale.replacingOccurrences(of: "FadeScale", with: "First"))
        let second = try folder.write("Second.swift", TutorialFiles.fadeScale.replacingOccurrences(of: "FadeScale", with: "Second"))
        let script = try folder.write("demo.txt", "set transition \(first)\ntap card 1\nset transition \(second)\ntap card 2\n")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = folder.path + "/cache"
        environment["CARDSIM_MODULES"] = TransitionFolder.modules
        let files = try TransitionFileScript.files(forScript: script, verbose: false, registry: .current, environment: environment)
        #expect(files.map(\.source.name) == ["First.swift", "Second.swift"])
        let watch = try #require(TransitionFileWatch.windowWatch(of: files))
        var wall = 0.0
        /// Frames of the window until `done` holds for what they said (or a frame bound, so a
        /// compile that never ends fails the test).
        func frames(until done: ([WindowNews]) -> Bool) -> [WindowNews] {
            var said: [WindowNews] = []
            for _ in 0..<6000 {
                wall += TransitionFileWatcher.pollInterval
                said += watch(wall)
                if done(said) { break }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return said
        }
        try TutorialFiles.fadeScale.replacingOccurrences(of: "FadeScale", with: "Second")
            .replacingOccurrences(of: "return 0.4", with: "return \"0.4\"").write(toFile: second, atomically: true, encoding: .utf8)
        let broken = frames { $0.contains { if case .problem = $0 { true } else { false } } }
        let problem = try #require(broken.compactMap { if case .problem(let p) = $0 { p } else { nil } }.first)
        #expect(problem.hasPrefix(second + ":"), "\(problem)")
        try TutorialFiles.fadeScale.replacingOccurrences(of: "FadeScale", with: "First")
            .replacingOccurrences(of: "0.8", with: "0.6").write(toFile: first, atomically: true, encoding: .utf8)
        let reloaded = frames { $0.contains(.toast("Reloaded First.swift")) }
        #expect(reloaded.contains(.toast("Reloaded First.swift")), "\(reloaded)")
        #expect(!reloaded.contains(.solved), "Second.swift still does not compile: \(reloaded)")
        #expect(files[0].source.reloads == 1)
        try TutorialFiles.fadeScale.replacingOccurrences(of: "FadeScale", with: "Second").write(toFile: second, atomically: true, encoding: .utf8)
        let fixed = frames { $0.contains(.solved) }
        #expect(fixed.contains(.toast("Reloaded Second.swift")) && fixed.contains(.solved), "\(fixed)")
    }
}
