/// Why a transition file cannot run, worded as a compiler words it: `FILE:LINE:COL: error: …` where
/// there is a place in the file, `cardsim: --transition FILE: …` where there is none.
public struct TransitionFileError: Error, CustomStringConvertible, Equatable {
    /// Every line to print, in order (a file with three compile errors gives three).
    public let lines: [String]

    public var description: String { lines.joined(separator: "\n") }

    public init(lines: [String]) { self.lines = lines }

    /// A problem at a place in the file.
    static func at(_ path: String, line: Int, column: Int, _ message: String) -> TransitionFileError {
        TransitionFileError(lines: ["\(path):\(line):\(column): error: \(message)"])
    }

    /// A problem with the file as a whole, or with what it needs around it (the compiler).
    static func file(_ path: String, _ message: String) -> TransitionFileError {
        TransitionFileError(lines: ["cardsim: --transition \(path): \(message)"])
    }
}
