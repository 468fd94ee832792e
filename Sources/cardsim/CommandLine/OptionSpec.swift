/// One option a command accepts: its names, the word its value is shown as, and one line of help.
/// The parser refuses any option that is not in its command's table, so `--help`, the man page, the
/// bash completion and the docs can all be checked against the same list.
///
///     OptionSpec(["--fps"], value: "N", "frames per second, 1 to 1000 (default 60)")
struct OptionSpec: Sendable {
    /// Every spelling, short ones first (`-v`, `--verbose`); the last is the one the parser reports.
    var names: [String]
    /// How `--help` writes the value (`FILE`, `N`); nil for a switch, which takes no value.
    var value: String?
    var summary: String
    /// Left out of `--help` (an old spelling still accepted); the man page and completion skip it too.
    var hidden = false

    init(_ names: [String], value: String? = nil, _ summary: String, hidden: Bool = false) {
        self.names = names; self.value = value; self.summary = summary; self.hidden = hidden
    }

    /// The name the parser hands back, whichever spelling was typed.
    var name: String { names.last! }
    var takesValue: Bool { value != nil }
}

/// A command's word, its one-line purpose and its options: `cardsim` itself (word nil) and each
/// subcommand. Adding an option is one line in its command's table and one `case` in its parser.
struct CommandSpec: Sendable {
    /// `nil` for `cardsim` itself, else the subcommand's word (`bench`).
    var word: String?
    /// What follows the command word in a usage line (`[set KEY VALUE | reset [KEY]]`).
    var synopsis: String
    var summary: String
    var options: [OptionSpec]

    /// `cardsim` or `cardsim bench`: how messages and usage lines name it.
    var title: String { word.map { "cardsim " + $0 } ?? "cardsim" }

    /// The option spelled `name`, in any of its spellings.
    func option(_ name: String) -> OptionSpec? { options.first { $0.names.contains(name) } }

    /// Every spelling of every option, for the completion and the checks.
    var allNames: [String] { options.filter { !$0.hidden }.flatMap(\.names) }

    /// Present in every command: help to stdout, exit 0.
    static let help = OptionSpec(["-h", "--help"], "this text")
    /// Every machine-readable listing takes it.
    static let json = OptionSpec(["--json"], "print JSON instead of text")
}
