/// Why a recording could not start, continue or finish. `description` is the whole message for
/// stderr; `exitStatus` follows `cardsim --help`: 2 for a bad output path given on the command line,
/// 1 for a failure while running (ffmpeg missing or failing).
public struct RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message, complete enough to act on.
    public var message: String
    /// The exit status the command line tool should use.
    public var exitStatus: Int32

    /// Creates an error; `exitStatus` 1 (a failure while running) unless told otherwise.
    public init(_ message: String, exitStatus: Int32 = 1) {
        self.message = message
        self.exitStatus = exitStatus
    }

    public var description: String { message }

    /// The message when ffmpeg cannot be found: what to install.
    public static let ffmpegMissing = RecordingError("ffmpeg not found on PATH: install it with `apt-get install ffmpeg`")

    /// A bad output path: refused before anything renders.
    static func badPath(_ message: String) -> RecordingError { RecordingError(message, exitStatus: 2) }
}
