import SimKit
/// `at SECONDS COMMAND`: the time-stamped form a live take writes (A take replayed with
/// each event moved to the next frame's time, so a flick's release velocity, and so its glide,
/// came out different from the live one).
extension ScriptLineParser {
    static let atUsage = "at SECONDS COMMAND (press, move, release, hover, scroll, key, screenshot, set, seek, end)"

    func at(_ args: [String]) throws(ScriptError) -> ScriptCommand {
        guard args.count >= 2 else { throw fail("missing argument: \(Self.atUsage)") }
        let t = try number(args[0], in: ScriptLimits.at, what: "at", unit: " seconds")
        var inner = ScriptLineParser(words: Array(args.dropFirst()), file: file, line: line, screenSize: screenSize,
                                     cardCount: cardCount, tabCount: tabCount, styleNames: styleNames,
                                     parameterCheck: parameterCheck)
        let command = try inner.parse()
        guard command.isInstant else {
            throw fail("at takes a command that takes no time, not '\(args[1])': \(Self.atUsage)")
        }
        return .at(t, command)
    }
}
