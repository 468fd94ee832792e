import SimKit
/// The `set` lines beyond speed and touches: the bezel and the settings the scene
/// carries out. Names are checked here, so a typo stops the run before anything renders.
extension ScriptLineParser {
    static let settingUsage = "set style NAME, set speed F, set touches on|off, set bezel on|off, set lang en|ko, "
        + "set appearance light|dark|automatic, set reduce-motion on|off, set date YYYY-MM-DD, set device NAME, "
        + "set param STYLE.NAME VALUE, set transition FILE.swift"

    func sceneSetting(_ args: [String]) throws(ScriptError) -> ScriptCommand {
        guard let name = args.first?.lowercased() else { throw fail("set needs a setting (\(Self.settingUsage))") }
        switch name {
        case "bezel":
            return .setBezel(try onOff(args, "set bezel on|off"))
        case "device":
            return .setDevice(try choice(args, "set device NAME", Device.all.map(\.name)))
        case "reduce-motion":
            return .set(.reduceMotion(try onOff(args, "set reduce-motion on|off")))
        case "style":
            return .set(.style(try styleName(args)))
        case "transition":
            return .setTransition(try transitionFile(args))
        case "lang":
            return .set(.language(try choice(args, "set lang en|ko", SceneSetting.languageNames)))
        case "date":
            guard args.count == 2 else {
                throw fail(args.count < 2 ? "missing argument: set date YYYY-MM-DD" : "too many arguments: set date YYYY-MM-DD")
            }
            guard SceneSetting.calendarDate(args[1]) != nil else {
                throw fail("set date takes a calendar date written YYYY-MM-DD, got '\(args[1])'")
            }
            return .set(.date(args[1]))
        case "param":
            return .set(try param(args))
        case "appearance":
            return .set(.appearance(try choice(args, "set appearance light|dark|automatic", SceneSetting.appearanceNames)))
        default:
            throw fail("unknown setting '\(args[0])' (\(Self.settingUsage))")
        }
    }

    /// One of `styleNames`, or while the scene is not known any style-like word (letters, digits, `-`).
    private func styleName(_ args: [String]) throws(ScriptError) -> String {
        if let styleNames { return try choice(args, "set style NAME", styleNames) }
        guard args.count == 2 else {
            throw fail(args.count < 2 ? "missing argument: set style NAME" : "too many arguments: set style NAME")
        }
        let word = args[1].lowercased()
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
            throw fail("set style takes a style's name, got '\(args[1])'")
        }
        return word
    }

    /// `set transition FILE.swift[:Class]`: a Swift file's path, as `--transition` takes it. Whether
    /// it compiles is the runner's to find out, before the first frame.
    private func transitionFile(_ args: [String]) throws(ScriptError) -> String {
        let usage = "set transition FILE.swift"
        guard args.count == 2 else { throw fail(args.count < 2 ? "missing argument: \(usage)" : "too many arguments: \(usage)") }
        guard ScriptCommand.transitionStyleName(args[1]).hasSuffix(".swift") else {
            throw fail("set transition takes a Swift file (FILE.swift or FILE.swift:ClassName), got '\(args[1])'")
        }
        return args[1]
    }

    /// `set param STYLE.NAME VALUE`: the name's shape and a finite number here; whether the style
    /// has that parameter and the value is in its range, where the styles are known
    /// (`parameterCheck`).
    private func param(_ args: [String]) throws(ScriptError) -> SceneSetting {
        let usage = "set param STYLE.NAME VALUE"
        guard args.count == 3 else { throw fail(args.count < 3 ? "missing argument: \(usage)" : "too many arguments: \(usage)") }
        let name = args[1]
        guard name.contains("."), !name.hasPrefix("."), !name.hasSuffix("."),
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }) else {
            throw fail("set param takes a parameter's full name (STYLE.NAME, as in zoom.present.duration), got '\(name)'")
        }
        guard let v = Double(args[2]), v.isFinite else { throw fail("set param \(name): expected a number, got '\(args[2])'") }
        if let parameterCheck, let problem = parameterCheck(name, v) { throw fail("set param: \(problem)") }
        return .param(name, v)
    }

    private func onOff(_ args: [String], _ usage: String) throws(ScriptError) -> Bool {
        let word = try choice(args, usage, ["on", "off"])
        return word == "on"
    }

    private func choice(_ args: [String], _ usage: String, _ allowed: [String]) throws(ScriptError) -> String {
        guard args.count == 2 else {
            throw fail(args.count < 2 ? "missing argument: \(usage)" : "too many arguments: \(usage)")
        }
        let word = args[1].lowercased()
        guard allowed.contains(word) else {
            throw fail("set \(args[0].lowercased()) takes \(allowed.joined(separator: ", ")), got '\(args[1])'")
        }
        return word
    }
}
