import AppStore
import SimKit
import Playback

extension LaunchCommand {
    /// Parses the arguments after the program name. Accepts `--name value` and `--name=value`.
    /// Errors read `cardsim: --fps: expected a positive number`.
    public static func parse(_ arguments: [String]) throws(LaunchOptionError) -> LaunchCommand {
        if let first = arguments.first {
            switch first {
            case "curve": return .curve(Array(arguments.dropFirst()))
            case "settings": return .settings(Array(arguments.dropFirst()))
            case "bench": return .bench(try parseBench(Array(arguments.dropFirst())))
            case "icon": return .icon(Array(arguments.dropFirst()))
            case "devices": return .devices
            case "styles": return .styles(Array(arguments.dropFirst()))
            default: break
            }
        }
        var options = LaunchOptions()
        var reader = ArgumentReader(arguments)
        while let (name, inline) = try reader.nextOption() {
            switch name {
            case "-h", "--help": return .help
            case "-V", "--version": return .version
            case "--headless": options.headless = true
            case "--show-touches": options.showTouches = true; options.givenSettings.insert(.touches)
            case "--bezel": options.bezel = true; options.givenSettings.insert(.bezel)
            case "--reduce-motion": options.reduceMotion = true; options.givenSettings.insert(.reduceMotion)
            case "--no-settings": options.noSettings = true
            case "--settings": options.settingsFile = try reader.path(name, inline)
            case "--appearance":
                options.appearance = try reader.choice(name, inline, AppSettings.Appearance.allCases.map(\.rawValue))
                options.givenSettings.insert(.appearance)
            case "--software": options.software = true
            case "-v", "--verbose": options.verbose = true
            case "--script": options.script = try reader.path(name, inline)
            case "--record": options.record = try reader.path(name, inline)
            case "--trace": options.trace = try reader.path(name, inline)
            case "--cards": options.cards = try reader.path(name, inline)
            case "--fps": options.fps = try reader.number(name, inline, in: LaunchOptions.fpsRange)
            case "--speed": options.speed = try reader.number(name, inline, in: ScriptLimits.speed); options.givenSettings.insert(.speed)
            case "--scale": options.scale = try reader.number(name, inline, in: LaunchOptions.scaleRange)
            case "--duration": options.duration = try reader.number(name, inline, in: LaunchOptions.durationRange)
            case "--lang": options.language = try reader.choice(name, inline, LaunchOptions.languages); options.givenSettings.insert(.lang)
            case "--device": options.device = try reader.choice(name, inline, Device.all.map(\.name)); options.givenSettings.insert(.device)
            case "--style": options.style = try reader.choice(name, inline, LaunchOptions.styles); options.givenSettings.insert(.style)
            case "--compare": options.compare = try reader.list(name, inline, LaunchOptions.styles + Device.all.map(\.name),
                                                                variants: true)
            case "--param":
                let text = try reader.value(name, inline)
                do { try options.tuning.set(assignment: text) } catch { throw LaunchOptionError("cardsim: --param: \(error.message)") }
            case "--preset": options.preset = try reader.path(name, inline)
            case "--dismiss-rule":
                options.dismissRule = try reader.choice(name, inline, LaunchOptions.dismissRules)
                if options.dismissRule == DismissRule.deprecatedLowerHalfName {
                    options.dismissRule = DismissRule.lowerHalf.rawValue
                    options.notes.append("cardsim: --dismiss-rule seed3 is now called lower-half; seed3 still works for now")
                }
            case "--date":
                let text = try reader.value(name, inline)
                guard SimDate(iso: text) != nil else {
                    throw LaunchOptionError("cardsim: --date: expected a calendar date written YYYY-MM-DD, got '\(text)'")
                }
                options.date = text
            default:
                throw LaunchOptionError("cardsim: unknown option '\(name)' (see cardsim --help)")
            }
            if inline != nil, ["--headless", "--show-touches", "--bezel", "--software", "--reduce-motion", "--no-settings",
                               "--verbose"].contains(name) {
                throw LaunchOptionError("cardsim: \(name): takes no value")
            }
        }
        if options.compare != nil {
            guard options.record != nil else {
                throw LaunchOptionError("cardsim: --compare: needs --record (a video file or a folder for PNG frames)")
            }
            options.headless = true
        }
        if options.noSettings, options.settingsFile != nil {
            throw LaunchOptionError("cardsim: --settings and --no-settings cannot be used together")
        }
        return .run(options)
    }

    private static func parseBench(_ arguments: [String]) throws(LaunchOptionError) -> BenchOptions {
        var options = BenchOptions()
        var reader = ArgumentReader(arguments)
        while let (name, inline) = try reader.nextOption() {
            switch name {
            case "--json": options.json = true
            case "--profile": options.profile = true
            case "--quick": options.quick = true
            case "--window": options.window = true
            case "--scrub": options.scrub = true
            case "--frames": options.frames = Int(try reader.number(name, inline, in: 1...100_000, integer: true))
            case "--cycles": options.cycles = Int(try reader.number(name, inline, in: 1...100_000, integer: true))
            case "-h", "--help": throw LaunchOptionError("usage: cardsim bench [--json] [--frames N] [--cycles N] [--profile] [--quick] [--window] [--scrub]")
            default: throw LaunchOptionError("cardsim bench: unknown option '\(name)'")
            }
        }
        return options
    }
}

/// Walks an argument list option by option; values come inline (`--fps=30`) or as the next word.
private struct ArgumentReader {
    private var rest: ArraySlice<String>
    init(_ arguments: [String]) { rest = arguments[...] }

    mutating func nextOption() throws(LaunchOptionError) -> (String, String?)? {
        guard let word = rest.popFirst() else { return nil }
        guard word.hasPrefix("-"), word.count > 1 else {
            throw LaunchOptionError("cardsim: unexpected argument '\(word)' (see cardsim --help)")
        }
        if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") {
            return (String(word[..<eq]), String(word[word.index(after: eq)...]))
        }
        return (word, nil)
    }

    mutating func value(_ name: String, _ inline: String?) throws(LaunchOptionError) -> String {
        if let inline { return inline }
        // A following option is not a value: `--script --headless` is a mistake, not a file name.
        guard let next = rest.first, !(next.hasPrefix("--") && next.count > 2) else {
            throw LaunchOptionError("cardsim: \(name): missing value")
        }
        rest.removeFirst()
        return next
    }

    mutating func path(_ name: String, _ inline: String?) throws(LaunchOptionError) -> String {
        let v = try value(name, inline)
        guard !v.isEmpty else { throw LaunchOptionError("cardsim: \(name): expected a path") }
        return v
    }

    /// A positive number inside `range` (whose lower bound is above 0, so 1e-300 is refused too).
    mutating func number(_ name: String, _ inline: String?, in range: ClosedRange<Double>,
                         integer: Bool = false) throws(LaunchOptionError) -> Double {
        let v = try value(name, inline)
        let kind = integer ? "a positive whole number" : "a positive number"
        guard let n = Double(v), n.isFinite, n > 0, !integer || n.rounded() == n else {
            throw LaunchOptionError("cardsim: \(name): expected \(kind)")
        }
        guard n <= range.upperBound else { throw LaunchOptionError("cardsim: \(name): at most \(Self.text(range.upperBound))") }
        guard n >= range.lowerBound else { throw LaunchOptionError("cardsim: \(name): at least \(Self.text(range.lowerBound))") }
        return n
    }

    private static func text(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : "\(v)" }

    mutating func choice(_ name: String, _ inline: String?, _ allowed: [String]) throws(LaunchOptionError) -> String {
        let v = try value(name, inline)
        guard allowed.contains(v) else {
            throw LaunchOptionError("cardsim: \(name): expected one of \(allowed.joined(separator: ", ")), not '\(v)'")
        }
        return v
    }

    /// A comma-separated list of names from `allowed`, at least one, each at most once. With
    /// `variants`, a name may carry a preset: `appstore@soft.json`.
    mutating func list(_ name: String, _ inline: String?, _ allowed: [String], variants: Bool = false) throws(LaunchOptionError) -> [String] {
        let names = try value(name, inline).split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        for v in names where variants && v.contains("@") {
            let parts = v.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard allowed.contains(parts[0]), !parts[1].isEmpty else {
                throw LaunchOptionError("cardsim: \(name): expected NAME@PRESET.json with NAME from \(allowed.joined(separator: ", ")), not '\(v)'")
            }
        }
        for v in names where !(variants && v.contains("@")) && !allowed.contains(v) {
            throw LaunchOptionError("cardsim: \(name): expected names from \(allowed.joined(separator: ", ")), not '\(v)'")
        }
        guard Set(names).count == names.count else { throw LaunchOptionError("cardsim: \(name): a name is listed twice") }
        return names
    }
}
