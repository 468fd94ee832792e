import Foundation

/// The `swiftc` a transition file is compiled with: it must be the one that built CardSim, since a
/// module can be imported only by the compiler that wrote it. CardSim checks that before it
/// compiles anything, against the version its modules record, and names the one it needs.
public struct SwiftCompiler: Sendable {
    public let path: String
    /// `swiftc --version`'s words, part of the cache's key.
    public let version: String

    /// `CARDSIM_SWIFTC`, else the first `swiftc` on `PATH`; it must say `builtWith` (the
    /// compiler the modules were written by, `SwiftCompiler.version(ofModule:)`) when that is known.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment,
                            builtWith: String? = nil) throws(TransitionFileError) -> SwiftCompiler {
        let needed = builtWith.map { "\($0), the compiler CardSim was built with" } ?? "the compiler CardSim was built with"
        let candidates = environment["CARDSIM_SWIFTC"].map { [$0] }
            ?? (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw TransitionFileError(lines: ["cardsim: --transition needs swiftc (\(needed)) on PATH, or named by CARDSIM_SWIFTC"])
        }
        let (status, output) = run(path, ["--version"])
        guard status == 0 else { throw TransitionFileError(lines: ["cardsim: \(path) --version failed: \(output)"]) }
        let version = output.trimmingCharacters(in: .whitespacesAndNewlines)
        if let builtWith, !version.contains(builtWith) {
            let says = version.split(separator: "\n").first.map(String.init) ?? version
            throw TransitionFileError(lines: ["cardsim: --transition needs swiftc of \(needed); \(path) is \(says) "
                + "(put the right one first on PATH, or name it with CARDSIM_SWIFTC)"])
        }
        return SwiftCompiler(path: path, version: version)
    }

    /// The compiler that wrote a `.swiftmodule`, as `swiftc --version` words it ("Swift version
    /// 6.3.1 (swift-6.3.1-RELEASE)"): the module records it, and only that compiler can read it.
    public static func version(ofModule path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path),
              let start = data.range(of: Data("Swift version ".utf8))?.lowerBound else { return nil }
        let rest = data[start...].prefix(200)
        guard let close = rest.firstIndex(of: UInt8(ascii: ")")) else { return nil }
        return String(decoding: data[start...close], as: UTF8.self)
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
