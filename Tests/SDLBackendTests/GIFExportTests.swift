import Foundation
import Testing
import TestSupport

/// Recording: a GIF from the command line is written at 20 fps and 1 px/pt, and the
/// message says how many frames at which rate the file holds (it said 901 frames at 60 fps for a
/// 451-frame 30 fps file).
@Suite("GIF export, as a process")
struct GIFExportTests {
    @Test("the message counts the GIF's own frames at its own rate, and the GIF is 1 px/pt")
    func messageMatchesTheFile() throws {
        let binary = try #require(CurveFuzzTests.executable(), "build cardsim first (swift build)")
        let dir = NSTemporaryDirectory() + "cardsim-gif-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "wait 0.5\nscroll 120\nsettle\n".write(toFile: dir + "/s.txt", atomically: true, encoding: .utf8)
        let run = try ProgramRun(binary, ["--headless", "--no-settings", "--script", dir + "/s.txt", "--record", dir + "/out.gif"],
                                 capturing: .standardOutput)
        let text = run.text
        #expect(run.status == 0, "\(text)")
        // "cardsim: wrote N frames (S s at 20 fps) to PATH"
        let words = text.split(separator: " ")
        let said = try #require(words.firstIndex(of: "wrote").flatMap { Int(words[$0 + 1]) }, "\(text)")
        #expect(text.contains("at 20 fps)"), "\(text)")
        #expect(try RecordingTests.countFrames(dir + "/out.gif") == said)
        #expect(try Self.width(dir + "/out.gif") == 390, "1 px/pt without --scale")
    }

    static func width(_ path: String) throws -> Int? {
        try RecordingTests.probe(path, ["-show_entries", "stream=width"])
    }
}
