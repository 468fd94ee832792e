/// A settings key or value that is not one CardSim knows, or a settings file it cannot use.
/// `line` is set for a file's contents (1-based), nil for a command-line word.
public struct SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line in the settings file, when the problem is in one.
    public var line: Int?
    /// What is wrong, in words.
    public var message: String

    /// Creates an error; `line` only for problems inside a file.
    public init(line: Int? = nil, _ message: String) { self.line = line; self.message = message }

    /// The message, with "line N: " in front when it has a line.
    public var description: String { line.map { "line \($0): \(message)" } ?? message }
}
