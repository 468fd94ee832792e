import Foundation

/// A program a test runs to its end (the cardsim of the same build, mostly): how it ended and what
/// it wrote on the stream the test reads; the other stream is dropped, and nothing is on its stdin.
///
///     let run = try ProgramRun(binary, ["--headless", "--script", "s.txt"], capturing: .standardError)
///     #expect(run.status == 0, "\(run.text)")
public struct ProgramRun {
    /// Which of the program's streams the test reads.
    public enum Stream { case standardOutput, standardError }

    public let status: Int32
    public let reason: Process.TerminationReason
    /// What the program wrote on the stream read.
    public let text: String

    /// Runs `path` with `arguments` in `folder` (nil: this process's), with `environment` (nil:
    /// this process's), and waits for it.
    public init(_ path: String, _ arguments: [String], in folder: String? = nil, environment: [String: String]? = nil,
                capturing stream: Stream) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        if let folder { p.currentDirectoryURL = URL(fileURLWithPath: folder) }
        if let environment { p.environment = environment }
        let pipe = Pipe()
        p.standardOutput = stream == .standardOutput ? pipe : FileHandle.nullDevice
        p.standardError = stream == .standardError ? pipe : FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        try p.run()
        text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        status = p.terminationStatus
        reason = p.terminationReason
    }
}
