import Foundation
import Testing
@testable import TransitionFile

/// A transition file compiles only with the swiftc CardSim was built with (a module can be
/// imported only by the compiler that wrote it): a different or missing one is told before
/// anything compiles, naming the one needed.
@Suite("The swiftc a transition file needs")
@MainActor
struct SwiftCompilerCheckTests {
    let folder: TransitionFolder
    init() throws { folder = try TransitionFolder() }

    private var builtWith: String? { SwiftCompiler.version(ofModule: TransitionFolder.modules + "/UIKit.swiftmodule") }

    private func problem(environment: [String: String]) throws -> [String] {
        let path = try folder.write("Fade.swift", TutorialFiles.fadeScale)
        let loader = TransitionFileLoader(modules: TransitionFolder.modules, cache: folder.cache, environment: environment)
        do { _ = try loader.load(path); return [] } catch { return error.lines }
    }

    @Test("the modules record the compiler that built them, the one on PATH here")
    func modulesRecordTheirCompiler() throws {
        let version = try #require(builtWith)
        #expect(version.hasPrefix("Swift version ") && version.hasSuffix(")"), "\(version)")
        let found = try SwiftCompiler.find(builtWith: version)
        #expect(found.version.contains(version))
    }

    @Test("another swiftc is refused, naming the one CardSim was built with")
    func anotherVersion() throws {
        let needed = try #require(builtWith)
        let fake = try folder.write("swiftc", "#!/bin/sh\necho 'Swift version 5.9 (swift-5.9-RELEASE)'\necho 'Target: x86_64-unknown-linux-gnu'\n")
        chmod(fake, 0o755)
        #expect(try problem(environment: ["CARDSIM_SWIFTC": fake]) == [
            "cardsim: --transition needs swiftc of \(needed), the compiler CardSim was built with; \(fake) is "
                + "Swift version 5.9 (swift-5.9-RELEASE) (put the right one first on PATH, or name it with CARDSIM_SWIFTC)"])
        #expect(folder.cachedLibraries().isEmpty)
    }

    @Test("no swiftc at all: the message says which one to install")
    func missing() throws {
        let needed = try #require(builtWith)
        #expect(try problem(environment: ["PATH": folder.path + "/nothing-here"]) == [
            "cardsim: --transition needs swiftc (\(needed), the compiler CardSim was built with) on PATH, or named by CARDSIM_SWIFTC"])
    }
}
