import Foundation

/// What a reopened window says about the trap that closed the one before, in its red problem
/// panel: the Swift runtime's own line where it printed one (`Trap.swift:14: Fatal error:
/// Unexpectedly found nil…`, which names the file and line), else the line CardSim wrote about the
/// file, else the signal.
enum TrapNotice {
    /// `stuck`: the watchdog's words, when a frame never ended; `stderr`: the end of what the
    /// child wrote; `signal`: what ended it, if a signal did.
    static func text(stuck: String?, stderr: String, signal: Int32?) -> String {
        if let stuck { return stuck }
        let lines = stderr.split(separator: "\n").map(String.init)
        if let fatal = lines.last(where: { $0.contains(": Fatal error") }) {
            return withoutModule(fatal.trimmingCharacters(in: .whitespaces))
        }
        if let named = lines.last(where: { $0.hasPrefix("cardsim: your transition ") }) {
            return String(named.dropFirst("cardsim: ".count))
        }
        return "your transition stopped CardSim (signal \(signal.map(String.init) ?? "unknown"))"
    }

    /// The runtime names the file as `Module/File.swift`; a user's file is compiled as the module
    /// `CardSimFile_<key>` (`TransitionFileLoader`), which means nothing to the user.
    static func withoutModule(_ line: String) -> String {
        guard line.hasPrefix("CardSimFile_"), let slash = line.firstIndex(of: "/") else { return line }
        return String(line[line.index(after: slash)...])
    }
}
