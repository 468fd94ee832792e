import Foundation
import Testing
import TestSupport

/// `cardsim --transition` as a user runs it: a file that does not compile stops the run before
/// anything renders, exit 2, every error FILE:LINE:COL on stderr, no recording written.
@Suite("--transition on the command line")
struct TransitionCommandLineTests {
    @Test("a file that does not compile exits 2 with its errors and writes no output", arguments: [
        ["--transition", "Bad.swift", "--duration", "0.1"],
        ["--compare", "appstore,Bad.swift", "--script", "short.txt"],
    ])
    func compileErrorExits2(_ choice: [String]) throws {
        let folder = try TransitionFolder()
        try folder.write("Bad.swift", "import UIKit\n\nclass Bad: NSObject, UIViewControllerTransitioningDelegate {\n    let x: Int = \"no\"\n}\n")
        try folder.write("short.txt", "wait 0.1\n")
        let run = try folder.runCardsim(["--headless", "--record", "out.mp4", "--trace", "t.jsonl"] + choice)
        #expect(run.status == 2)
        #expect(run.text.hasPrefix("Bad.swift:4:18: error: "), "\(run.text)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out.mp4"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/t.jsonl"))
    }
}
