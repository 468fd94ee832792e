/// Why a card file could not be loaded, printed as `FILE:LINE: message` (or `FILE: message` when
/// the file could not be read at all), the form compilers use, so editors can jump to it.
///
///     cards.json:14: cards[2].textColor: expected "#RRGGBB", found "red"
public struct CardLoadError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The card file's path as given.
    public var file: String
    /// 1-based line in the file; nil when the file could not be read.
    public var line: Int?
    /// What is wrong, starting with the field path (`cards[2].en.title`) where there is one.
    public var message: String

    /// Creates an error for `file`, optionally at `line`.
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: message`.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
