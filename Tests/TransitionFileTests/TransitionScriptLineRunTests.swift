import Foundation
import Testing
import TestSupport

/// `set transition FILE` in a script does what `--transition` does, from that line on: the file
/// is compiled before anything renders, and one that does not compile stops the run with the
/// script's line and the file's own FILE:LINE:COL.
@Suite("set transition in a script, as a user runs it")
struct TransitionScriptLineRunTests {
    /// Runs cardsim headless in `folder` with `arguments`; its exit status and stderr.
    private func run(_ folder: TransitionFolder, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let run = try folder.runCardsim(["--headless", "--no-settings"] + arguments)
        return (run.status, run.text)
    }

    @Test("a file that does not compile: exit 2, the script's line, then swiftc's error at the file's line; nothing written")
    func compileErrorAtTheScriptsLine() throws {
        let folder = try TransitionFolder()
        try folder.write("Bad.swift", "import UIKit\n\nclass Bad: NSObject, UIViewControllerTransitioningDelegate {\n    let x: Int = \"no\"\n}\n")
        try folder.write("demo.txt", "wait 0.1\nset transition Bad.swift\ntap card 1\n")
        let (status, stderr) = try run(folder, ["--script", "demo.txt", "--trace", "t.jsonl", "--record", "out.mp4"])
        let lines = stderr.split(separator: "\n").map(String.init)
        #expect(status == 2)
        #expect(lines.first == "demo.txt:2: set transition Bad.swift: the file does not load:", "\(stderr)")
        #expect(lines.dropFirst().first?.hasPrefix("Bad.swift:4:18: error: ") == true, "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/t.jsonl"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out.mp4"))
    }

    @Test("the taps after the line present with the file; the ones before with the style in force")
    func switchesMidScript() throws {
        let folder = try TransitionFolder()
        try folder.write("FadeScale.swift", TutorialFiles.fadeScale)
        try folder.write("demo.txt", "tap card 1\nsettle\nkey escape\nsettle\nset transition FadeScale.swift\ntap card 1\nsettle\n")
        let (status, stderr) = try run(folder, ["--style", "expand", "--script", "demo.txt", "--trace", "t.jsonl", "--fps", "20", "--scale", "1"])
        #expect(status == 0, "\(stderr)")
        let trace = try String(contentsOfFile: folder.path + "/t.jsonl", encoding: .utf8)
        let styles = trace.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "\"transition\":{\"style\":\"") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(styles.first == "expand" && styles.last == "FadeScale.swift", "\(Set(styles))")
        #expect(Set(styles) == ["expand", "FadeScale.swift"])
    }
}
