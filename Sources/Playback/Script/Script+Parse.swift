import SimKit
extension Script {
    /// Says what is wrong with a `set param` line's name and value, or nil.
    public typealias ParameterCheck = @Sendable (String, Double) -> String?

    /// Parses and validates a script.
    ///
    /// - Parameters:
    ///   - text: the script; one command a line, `#` starts a comment anywhere on a line.
    ///   - file: the name used in error messages.
    ///   - screenSize: positions must lie on this screen (points, edges included).
    ///   - cardCount / tabCount: when given, `tap card N` / `tap tab N` must name one that exists.
    ///   - styleNames: when given, `set style NAME` must name one of them (the scene's styles);
    ///     without them any lowercase word is taken, to be checked once the scene is known.
    ///   - parameterCheck: when given, says what is wrong with `set param NAME VALUE` (an unknown
    ///     name, a value out of range), or nil when it is right.
    /// - Throws: the first malformed line as `ScriptError` (`FILE:LINE: message`).
    public static func parse(_ text: String, file: String, screenSize: Size = Device.standard.size,
                             cardCount: Int? = nil, tabCount: Int? = nil, styleNames: [String]? = nil,
                             parameterCheck: ParameterCheck? = nil) throws(ScriptError) -> Script {
        var entries: [Entry] = []
        // `at` times never go back: a take's events are in the order they happened.
        var lastAt = 0.0
        // `set device` changes the screen the later lines' positions are checked against.
        var screenSize = screenSize
        // Split on every newline kind by hand: String.split would merge "\r\n" oddly with line numbers.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (i, raw) in lines.enumerated() {
            let code = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard !words.isEmpty else { continue }
            var line = ScriptLineParser(words: words, file: file, line: i + 1, screenSize: screenSize,
                                        cardCount: cardCount, tabCount: tabCount, styleNames: styleNames,
                                        parameterCheck: parameterCheck)
            let command = try line.parse()
            if case .setDevice(let name) = command, let device = Device.named(name) {
                if let first = entries.first(where: { !$0.command.isSetLine }) {
                    throw line.fail("set device must come before the script's first command that is not a set line "
                        + "(line \(first.line)): a run has one screen size")
                }
                if let earlier = entries.first(where: { if case .setDevice = $0.command { true } else { false } }) {
                    throw line.fail("the device is already set on line \(earlier.line)")
                }
                screenSize = device.size
            }
            if case .at(let t, _) = command {
                guard t >= lastAt else {
                    throw line.fail("at \(words[1]) comes before the previous at \(ScriptCommand.number(lastAt)); times must not go back")
                }
                lastAt = t
            }
            entries.append(Entry(line: i + 1, command: command))
        }
        return Script(file: file, entries: entries)
    }
}

/// Reads the words of one line into a command; every check that can fail lives here.
struct ScriptLineParser {
    let words: [String]
    let file: String
    let line: Int
    let screenSize: Size
    let cardCount: Int?
    let tabCount: Int?
    let styleNames: [String]?
    var parameterCheck: Script.ParameterCheck? = nil

    static let commandNames = "wait, tap, press, move, release, drag, scroll, key, screenshot, settle, set, hover, at, seek, end"
    static let keyAliases: [String: Key] = ["esc": .escape, ".": .period, ",": .comma, "return": .enter]
    /// The keys that do something in the window (`key t`, `key space` and `key .` were
    /// accepted and did nothing): Esc closes a story, Space pauses, `.` steps a paused frame, T slows
    /// animations tenfold (Ctrl+T in the window does the same).
    static let scriptKeys: [Key] = [.escape, .space, .period, .comma, .t]
    static let keyNames = "escape (esc), space, period (.), comma (,), t"

    mutating func parse() throws(ScriptError) -> ScriptCommand {
        let name = words[0].lowercased()
        let args = Array(words.dropFirst())
        switch name {
        case "wait":
            try count(args, 1, "wait SECONDS")
            return .wait(try number(args[0], in: ScriptLimits.wait, what: "wait", unit: " seconds"))
        case "tap":
            return .tap(try tapTarget(args))
        case "press":
            try count(args, 2, "press X Y")
            return .press(try point(args[0], args[1]))
        case "move":
            try count(args, 2, "move X Y")
            return .move(try point(args[0], args[1]))
        case "hover":
            try count(args, 2, "hover X Y")
            return .hover(try point(args[0], args[1]))
        case "release":
            guard args.count == 0 || args.count == 2 else {
                throw fail("release takes 0 or 2 arguments (release [X Y]), got \(args.count)")
            }
            return args.isEmpty ? .release : .releaseAt(try point(args[0], args[1]))
        case "at":
            return try at(args)
        case "settle":
            try count(args, 0, "settle")
            return .settle
        case "end":
            try count(args, 0, "end")
            return .end
        case "seek":
            try count(args, 1, "seek SECONDS")
            return .seek(try number(args[0], in: ScriptLimits.at, what: "seek", unit: " seconds"))
        case "drag":
            guard args.count == 4 || args.count == 5 else {
                throw fail("drag takes 4 or 5 arguments (drag X1 Y1 X2 Y2 [SECONDS]), got \(args.count)")
            }
            let seconds = args.count == 5 ? try number(args[4], in: ScriptLimits.drag, what: "drag", unit: " seconds")
                : ScriptCommand.defaultDragDuration
            return .drag(from: try point(args[0], args[1]), to: try point(args[2], args[3]), duration: seconds)
        case "scroll":
            guard args.count == 1 || args.count == 3 else {
                throw fail("scroll takes 1 or 3 arguments (scroll DY [X Y]), got \(args.count)")
            }
            let dy = try number(args[0], in: ScriptLimits.scroll, what: "scroll", unit: " points")
            return .scroll(dy: dy, at: args.count == 3 ? try point(args[1], args[2]) : nil)
        case "key":
            try count(args, 1, "key NAME")
            let word = args[0].lowercased()
            guard let key = Key(rawValue: word) ?? Self.keyAliases[word] else {
                throw fail("unknown key '\(args[0])' (known: \(Self.keyNames))")
            }
            // A key that does nothing in the window would do nothing here either: refused, not ignored.
            guard Self.scriptKeys.contains(key) else {
                throw fail("key \(args[0]) does nothing in CardSim (keys: \(Self.keyNames))")
            }
            return .key(key)
        case "screenshot":
            guard !args.isEmpty else { throw fail("screenshot needs a file name (screenshot FILE.png)") }
            let path = args.joined(separator: " ")
            guard path.lowercased().hasSuffix(".png"), path.count > 4 else {
                throw fail("screenshot file must end in .png, got '\(path)'")
            }
            return .screenshot(path)
        case "set":
            return try setting(args)
        default:
            throw fail("unknown command '\(words[0])' (known: \(Self.commandNames))")
        }
    }

    private func tapTarget(_ args: [String]) throws(ScriptError) -> ScriptCommand.Target {
        switch args.first?.lowercased() {
        case "card":
            try count(args, 2, "tap card N")
            return .card(try index(args[1], what: "card", limit: cardCount))
        case "tab":
            try count(args, 2, "tap tab N")
            return .tab(try index(args[1], what: "tab", limit: tabCount))
        case "close":
            try count(args, 1, "tap close")
            return .close
        case "back":
            try count(args, 1, "tap back")
            return .back
        default:
            guard args.count == 2 else {
                throw fail("tap takes X Y, or card N, tab N, close, back (got \(args.count) arguments)")
            }
            return .point(try point(args[0], args[1]))
        }
    }

    private func setting(_ args: [String]) throws(ScriptError) -> ScriptCommand {
        switch args.first?.lowercased() {
        case "speed":
            try count(args, 2, "set speed FACTOR")
            return .setSpeed(try number(args[1], in: ScriptLimits.speed, what: "set speed", unit: ""))
        case "touches":
            try count(args, 2, "set touches on|off")
            switch args[1].lowercased() {
            case "on": return .setTouches(true)
            case "off": return .setTouches(false)
            default: throw fail("set touches takes on or off, got '\(args[1])'")
            }
        default:
            return try sceneSetting(args)
        }
    }

    // MARK: - Checks

    private func count(_ args: [String], _ n: Int, _ usage: String) throws(ScriptError) {
        guard args.count != n else { return }
        throw fail(args.count < n ? "missing argument: \(usage)" : "too many arguments: \(usage)")
    }

    private func number(_ word: String) throws(ScriptError) -> Double {
        // Double("nan") and Double("inf") parse, but no script means them.
        guard let v = Double(word), v.isFinite else { throw fail("not a number: '\(word)'") }
        return v
    }

    /// A number inside `range`; the ranges (ScriptLimits) are what the player can hold.
    func number(_ word: String, in range: ClosedRange<Double>, what: String, unit: String) throws(ScriptError) -> Double {
        let v = try number(word)
        guard range.contains(v) else {
            throw fail("\(what) takes \(ScriptCommand.number(range.lowerBound)) to "
                       + "\(ScriptCommand.number(range.upperBound))\(unit), got \(word)")
        }
        return v
    }

    private func point(_ xWord: String, _ yWord: String) throws(ScriptError) -> Point {
        let x = try number(xWord), y = try number(yWord)
        guard (0...screenSize.width).contains(x), (0...screenSize.height).contains(y) else {
            throw fail("position \(xWord) \(yWord) is off the screen "
                       + "(\(ScriptCommand.number(screenSize.width)) x \(ScriptCommand.number(screenSize.height)) points)")
        }
        return Point(x, y)
    }

    private func index(_ word: String, what: String, limit: Int?) throws(ScriptError) -> Int {
        guard let n = Int(word) else { throw fail("\(what) number must be a whole number, got '\(word)'") }
        guard n >= 1 else { throw fail("\(what) numbers count from 1, got \(n)") }
        if let limit, n > limit {
            throw fail("there is no \(what) \(n) (there \(limit == 1 ? "is" : "are") \(limit) \(what)\(limit == 1 ? "" : "s"))")
        }
        return n
    }

    func fail(_ message: String) -> ScriptError {
        ScriptError(file: file, line: line, message: message)
    }
}
