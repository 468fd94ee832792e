import SimKit
/// A malformed script line, reported before anything renders as `FILE:LINE: message`.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The script's path as the user gave it.
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// What is wrong, in words.
    public var message: String

    /// Creates an error for `file`:`line`.
    public init(file: String, line: Int, message: String) {
        self.file = file; self.line = line; self.message = message
    }

    /// `FILE:LINE: message`, the form compilers use, so editors can jump to the line. The message
    /// quotes the script's words, so its control characters are escaped: the terminal shows them.
    public var description: String { "\(file):\(line): \(EscapedText.of(message))" }
}
