import AppStore
import SimKit
import Playback
import SDLBackend

extension LaunchCommand {
    /// Parses the arguments after the program name, for `cardsim` and every subcommand alike
    /// (`ArgumentReader`): `--name value` and `--name=value`, `--` ends the options, `-h`/`--help`
    /// anywhere before it asks for help. Errors read `cardsim: --fps: expected a number from 1 to 1000, got 'abc'`.
    public static func parse(_ arguments: [String]) throws(LaunchOptionError) -> LaunchCommand {
        if let first = arguments.first, let command = CommandSpec.all.first(where: { $0.word == first }) {
            let rest = Array(arguments.dropFirst())
            if (rest.firstIndex(of: "--").map { rest[..<$0] } ?? rest[...]).contains(where: { $0 == "-h" || $0 == "--help" }) {
                return .help(first)
            }
            switch first {
            case "curve": return .curve(rest)
            case "settings": return .settings(rest)
            case "bench": return .bench(try parseBench(rest, command))
            case "icon": return .icon(rest)
            case "devices": return .devices(json: try parseSwitches(rest, command).contains("--json"))
            case "styles": return .styles(rest)
            default: break
            }
        }
        return try parseRun(arguments)
    }

    private static func parseRun(_ arguments: [String]) throws(LaunchOptionError) -> LaunchCommand {
        var options = LaunchOptions()
        var reader = ArgumentReader(arguments, command: .run)
        while let word = try reader.next() {
            guard case .option(let name) = word else {
                guard case .argument(let w) = word else { continue }
                throw reader.unexpected(w)
            }
            switch name {
            case "--help": return .help(nil)
            case "--version": return .version
            case "--headless": options.headless = true
            case "--show-touches", "--no-show-touches":
                options.showTouches = name == "--show-touches"; options.givenSettings.insert(.touches)
            case "--bezel", "--no-bezel": options.bezel = name == "--bezel"; options.givenSettings.insert(.bezel)
            case "--reduce-motion", "--no-reduce-motion":
                options.reduceMotion = name == "--reduce-motion"; options.givenSettings.insert(.reduceMotion)
            case "--no-settings": options.noSettings = true
            case "--settings": options.settingsFile = try reader.path()
            case "--appearance":
                options.appearance = try reader.choice(AppSettings.Appearance.allCases.map(\.rawValue))
                options.givenSettings.insert(.appearance)
            case "--output-dir": options.outputDir = try reader.path()
            case "--software": options.renderer = .software
            case "--renderer":
                let name = try reader.choice(RendererChoice.Preference.allCases.map(\.rawValue))
                options.renderer = RendererChoice.Preference(rawValue: name) ?? .auto
            case "--verbose": options.verbose = true
            case "--script": options.script = try reader.path()
            case "--record": options.record = try reader.path()
            case "--trace": options.trace = try reader.path()
            case "--cards": options.cards = try reader.path()
            case "--fps": options.fps = try reader.number(in: LaunchOptions.fpsRange)
            case "--speed": options.speed = try reader.number(in: ScriptLimits.speed); options.givenSettings.insert(.speed)
            case "--scale": options.scale = try reader.number(in: LaunchOptions.scaleRange)
            case "--duration": options.duration = try reader.number(in: LaunchOptions.durationRange)
            case "--lang": options.language = try reader.choice(LaunchOptions.languages); options.givenSettings.insert(.lang)
            case "--device": options.device = try reader.choice(Device.all.map(\.name)); options.givenSettings.insert(.device)
            case "--style": options.style = try reader.choice(LaunchOptions.styles); options.givenSettings.insert(.style)
            case "--transition": options.transition = try reader.path()
            case "--compare":
                options.compare = try reader.list(LaunchOptions.styles + Device.all.map(\.name), variants: true,
                                                  also: LaunchOptions.isTransitionFile)
            case "--param":
                let text = try reader.value()
                do { try options.tuning.set(assignment: text) } catch { throw LaunchOptionError("cardsim: --param: \(error.message)") }
            case "--preset": options.preset = try reader.path()
            case "--dismiss-rule":
                options.dismissRule = try reader.choice(LaunchOptions.dismissRules, hidden: [DismissRule.deprecatedLowerHalfName])
                if options.dismissRule == DismissRule.deprecatedLowerHalfName {
                    options.dismissRule = DismissRule.lowerHalf.rawValue
                    options.notes.append("cardsim: --dismiss-rule seed3 is now called lower-half; seed3 still works for now")
                }
            case "--date":
                let text = try reader.value()
                guard SimDate(iso: text) != nil else {
                    throw LaunchOptionError("cardsim: --date: expected a calendar date written YYYY-MM-DD, got '\(text)'")
                }
                options.date = text
            default:
                throw reader.unhandled(name)
            }
        }
        if options.compare != nil {
            guard options.record != nil else {
                throw LaunchOptionError("cardsim: --compare: needs --record (a video file or a folder for PNG frames)")
            }
            options.headless = true
        }
        if options.transition != nil, options.givenSettings.contains(.style) {
            throw LaunchOptionError("cardsim: --style and --transition both choose the card transition; give one")
        }
        if options.transition != nil, options.compare != nil {
            throw LaunchOptionError("cardsim: --compare names its transition files itself (--compare appstore,FILE.swift)")
        }
        if options.noSettings, options.settingsFile != nil {
            throw LaunchOptionError("cardsim: --settings and --no-settings cannot be used together")
        }
        return .run(options)
    }

    private static func parseBench(_ arguments: [String], _ command: CommandSpec) throws(LaunchOptionError) -> BenchOptions {
        var options = BenchOptions()
        var reader = ArgumentReader(arguments, command: command)
        while let word = try reader.next() {
            switch word {
            case .option("--json"): options.json = true
            case .option("--profile"): options.profile = true
            case .option("--quick"): options.quick = true
            case .option("--window"): options.window = true
            case .option("--scrub"): options.scrub = true
            case .option("--transition"): options.transition = try reader.path()
            case .option("--style"): options.style = try reader.choice(LaunchOptions.styles)
            case .option("--frames"): options.frames = Int(try reader.number(in: 1...100_000, integer: true))
            case .option("--cycles"): options.cycles = Int(try reader.number(in: 1...100_000, integer: true))
            case .option(let name): throw reader.unhandled(name)
            case .argument(let w): throw reader.unexpected(w)
            }
        }
        if options.style != nil, options.transition == nil {
            throw LaunchOptionError("cardsim bench: --style names the built-in style a --transition file is measured against; give the file too")
        }
        return options
    }

    /// A command that takes only switches (`devices [--json]`): the ones given.
    static func parseSwitches(_ arguments: [String], _ command: CommandSpec) throws(LaunchOptionError) -> Set<String> {
        var given: Set<String> = []
        var reader = ArgumentReader(arguments, command: command)
        while let word = try reader.next() {
            switch word {
            case .option(let name): given.insert(name)
            case .argument(let w): throw reader.unexpected(w)
            }
        }
        return given
    }
}
