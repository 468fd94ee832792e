import Foundation

/// Walks a command's arguments word by word, the same way for `cardsim` and every subcommand:
/// values come inline (`--fps=30`) or as the next word, `--` ends the options, an option the
/// command's table lacks is an error (exit 2), and a switch given a value (`--json=no`) is one too.
/// Every message starts `cardsim: `.
///
///     var reader = ArgumentReader(arguments, command: .bench)
///     while let word = try reader.next() {
///         switch word {
///         case .option("--frames"): frames = Int(try reader.number(in: 1...100_000, integer: true))
///         case .option(let name): throw reader.unhandled(name)
///         case .argument(let w): throw reader.unexpected(w)
///         }
///     }
struct ArgumentReader {
    enum Word: Equatable {
        /// An option in the command's table, by its last (long) name.
        case option(String)
        /// A word that is not an option: a subcommand's operand, or anything after `--`.
        case argument(String)
    }

    let command: CommandSpec
    private var rest: ArraySlice<String>
    private var optionsEnded = false
    /// The option being read and its inline value (`--fps=30`), until `value()` takes it.
    private var current: String = ""
    private var inline: String?

    init(_ arguments: [String], command: CommandSpec) {
        self.rest = arguments[...]
        self.command = command
    }

    /// The next word; nil at the end.
    mutating func next() throws(LaunchOptionError) -> Word? {
        guard let word = rest.popFirst() else { return nil }
        if optionsEnded || !word.hasPrefix("-") || word == "-" || Self.isNumber(word) { return .argument(word) }
        if word == "--" {
            optionsEnded = true
            return try next()
        }
        var name = word
        inline = nil
        if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") {
            name = String(word[..<eq])
            inline = String(word[word.index(after: eq)...])
        }
        guard let spec = command.option(name) else {
            throw LaunchOptionError("cardsim: unknown option '\(name)' (see \(command.title) --help)")
        }
        current = spec.name
        if let inline, !spec.takesValue {
            throw LaunchOptionError("cardsim: \(current): takes no value (got '\(inline)')")
        }
        return .option(spec.name)
    }

    /// A negative number is a value, not an option (`cardsim curve decay --velocity -800`).
    private static func isNumber(_ word: String) -> Bool { Double(word) != nil }

    /// The current option's value: inline, or the next word unless that is another long option
    /// (`--script --headless` is a mistake, not a file name).
    mutating func value() throws(LaunchOptionError) -> String {
        if let v = inline { inline = nil; return v }
        guard let next = rest.first, !(next.hasPrefix("--") && next.count > 2) else {
            throw LaunchOptionError("cardsim: \(current): missing value")
        }
        rest.removeFirst()
        return next
    }

    mutating func path() throws(LaunchOptionError) -> String {
        let v = try value()
        guard !v.isEmpty else { throw LaunchOptionError("cardsim: \(current): expected a path") }
        return v
    }

    /// A number inside `range`; the message names the range and repeats what was given.
    mutating func number(in range: ClosedRange<Double>, integer: Bool = false) throws(LaunchOptionError) -> Double {
        let v = try value()
        guard let n = Double(v), n.isFinite, range.contains(n), !integer || n.rounded() == n else {
            throw LaunchOptionError("cardsim: \(current): expected \(integer ? "a whole number" : "a number") from "
                                    + "\(Self.text(range.lowerBound)) to \(Self.text(range.upperBound)), got '\(v)'")
        }
        return n
    }

    static func text(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)" }

    /// One of `allowed`; `hidden` are accepted too but not offered (an old spelling).
    mutating func choice(_ allowed: [String], hidden: [String] = []) throws(LaunchOptionError) -> String {
        let v = try value()
        guard allowed.contains(v) || hidden.contains(v) else {
            throw LaunchOptionError("cardsim: \(current): expected one of \(allowed.joined(separator: ", ")), got '\(v)'")
        }
        return v
    }

    /// A comma-separated list of names from `allowed`, at least one, each at most once. With
    /// `variants`, a name may carry a preset: `appstore@soft.json`.
    /// `also` accepts entries that are not names (a transition file in `--compare`).
    mutating func list(_ allowed: [String], variants: Bool = false,
                       also: (String) -> Bool = { _ in false }) throws(LaunchOptionError) -> [String] {
        let names = try value().split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        for v in names where variants && v.contains("@") {
            let parts = v.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard allowed.contains(parts[0]), !parts[1].isEmpty else {
                throw LaunchOptionError("cardsim: \(current): expected NAME@PRESET.json with NAME from \(allowed.joined(separator: ", ")), got '\(v)'")
            }
        }
        for v in names where !(variants && v.contains("@")) && !allowed.contains(v) && !also(v) {
            throw LaunchOptionError("cardsim: \(current): expected names from \(allowed.joined(separator: ", ")), got '\(v)'")
        }
        guard Set(names).count == names.count else { throw LaunchOptionError("cardsim: \(current): a name is listed twice") }
        return names
    }

    /// A word the command takes no operand for.
    func unexpected(_ word: String) -> LaunchOptionError {
        LaunchOptionError("cardsim: unexpected argument '\(word)' (see \(command.title) --help)")
    }

    /// An option in the table that the command's parser has no case for: a table and its parser
    /// that disagree, which `CommandLineDocsTests` catches before anyone types it.
    func unhandled(_ name: String) -> LaunchOptionError {
        LaunchOptionError("cardsim: \(name): not handled by \(command.title) (a bug)")
    }
}
