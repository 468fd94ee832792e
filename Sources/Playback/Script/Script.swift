import SimKit
/// A parsed, validated script: the commands of a script file with their line numbers.
///
///     let script = try Script.parse(text, file: "tour.txt", cardCount: 6, tabCount: 5)
///     let player = ScriptPlayer(script: script, fps: 60)
///
/// Parsing checks every line before anything renders (bad input exits with status 2 and
/// `FILE:LINE: message`), so a script never fails half-way through a recording because of a typo.
public struct Script: Equatable, Sendable {
    /// One command and the line it came from, for warnings while playing.
    public struct Entry: Equatable, Sendable {
        /// 1-based line number in `file`.
        public var line: Int
        public var command: ScriptCommand
        public init(line: Int, command: ScriptCommand) { self.line = line; self.command = command }
    }

    /// The script's path as the user gave it (used in messages).
    public var file: String
    /// The commands in order; blank and comment-only lines are left out.
    public var entries: [Entry]

    /// Creates a script from already-validated entries (for example a recorded live session).
    public init(file: String, entries: [Entry]) { self.file = file; self.entries = entries }

    /// The commands without line numbers.
    public var commands: [ScriptCommand] { entries.map(\.command) }

    /// The device `set device` names, with its line; nil when the script leaves it to the run.
    public var device: (device: Device, line: Int)? {
        for entry in entries {
            if case .setDevice(let name) = entry.command, let d = Device.named(name) { return (d, entry.line) }
        }
        return nil
    }

    /// Seconds the script takes when every `settle` returns at once: the sum of waits, taps and drags.
    /// A lower bound, good enough for a progress line's total.
    public var estimatedDuration: Double {
        entries.reduce(0) { sum, entry in
            switch entry.command {
            case .wait(let s): return sum + s
            case .at(let t, _): return max(sum, t)
            case .tap: return sum + ScriptPlayer.tapHold
            case .drag(_, _, let d): return sum + d
            default: return sum
            }
        }
    }

    /// The script as text, one command a line; parsing it gives the same commands.
    public var text: String { commands.map { "\($0)\n" }.joined() }
}
