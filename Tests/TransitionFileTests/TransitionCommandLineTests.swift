import Foundation
import Testing

/// `cardsim --transition` as a user runs it: a file that does not compile stops the run before
/// anything renders, exit 2, every error FILE:LINE:COL on stderr, no recording written.
@Suite("--transition on the command line")
struct TransitionCommandLineTests {
    @Test("a file that does not compile exits 2 with its errors and writes no output", arguments: [
        ["--transition", "Bad.swift", "--duration", "0.1"],
        ["--compare", "appstore,Bad.swift", "--script", "short.txt"],
    ])
    func compileErrorExits2(_ choice: [String]) throws {
        let binary = try #require(TransitionFolder.executable, "build cardsim first (swift build)")
        let folder = try TransitionFolder()
        try folder.write("Bad.swift", "import UIKit\n\nclass Bad: NSObject, UIViewControllerTransitioningDelegate {\n    let x: Int = \"no\"\n}\n")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        try folder.write("short.txt", "wait 0.1\n")
        p.arguments = ["--headless", "--record", "out.mp4", "--trace", "t.jsonl"] + choice
        p.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        var env = ProcessInfo.processInfo.environment
        env["XDG_CACHE_HOME"] = folder.path + "/cache"
        env["CARDSIM_MODULES"] = TransitionFolder.modules
        p.environment = env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 2)
        #expect(text.hasPrefix("Bad.swift:4:18: error: "), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out.mp4"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/t.jsonl"))
    }
}
