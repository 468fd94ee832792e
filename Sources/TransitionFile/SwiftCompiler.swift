import Foundation

/// The `swiftc` a transition file is compiled with: it must be the one that built CardSim, since a
/// module can be imported only by the compiler that wrote it (swiftc says so, naming both
/// versions, at the file's `import UIKit`).
public struct SwiftCompiler: Sendable {
    public let path: String
    /// `swiftc --version`'s words, part of the cache's key.
    public let version: String

    /// `CARDSIM_SWIFTC`, else the first `swiftc` on `PATH`.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(TransitionFileError) -> SwiftCompiler {
        let candidates = environment["CARDSIM_SWIFTC"].map { [$0] }
            ?? (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw TransitionFileError(lines: ["cardsim: --transition needs swiftc, the Swift compiler CardSim was built "
                + "with, on PATH (or named by CARDSIM_SWIFTC)"])
        }
        let (status, output) = run(path, ["--version"])
        guard status == 0 else { throw TransitionFileError(lines: ["cardsim: \(path) --version failed: \(output)"]) }
        return SwiftCompiler(path: path, version: output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Compiles `sources` into the shared library `output`, against the modules in `modules`
    /// (UIKit, SimKit, Motion), leaving their symbols for the host to provide. Returns swiftc's
    /// exit status and everything it printed, one diagnostic a line.
    func compileLibrary(_ sources: [String], moduleName: String, modules: String, output: String) -> (Int32, String) {
        // Swift 5 mode, as an iOS project's files mostly are; CARDSIM lets a file hold what only
        // CardSim should compile; LLVM-style diagnostics are one line each, FILE:LINE:COL first.
        Self.run(path, ["-emit-library", "-swift-version", "5", "-D", "CARDSIM", "-diagnostic-style", "llvm",
                   "-module-name", moduleName, "-I", modules, "-Onone", "-o", output] + sources)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (127, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
