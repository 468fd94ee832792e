import Foundation
import SDLBackend
import SimKit
import AppStore
import Playback
import TransitionFile
import Session

// cardsim's entry point: parse, validate everything that can be wrong before anything renders,
// then hand over to the live window or the headless renderer. Exit status: 0 done, 1 a failure
// while running, 2 bad arguments or input files, 128+N for signal N (130 Ctrl+C, 143 SIGTERM, 129 SIGHUP).

/// Builds the scene the simulator runs, from the options; the one place that names the app.
/// Bad `--cards` files are reported here (`FILE:LINE: …`, exit 2), before any window opens.
@MainActor
func makeSceneFactory(_ options: LaunchOptions, launch: LaunchSettings? = nil, style name: String? = nil,
                      device: Device? = nil, tuning: StyleTuning? = nil, deck: CardDeck? = nil,
                      assets: AssetLocator) throws(RunnerError) -> HeadlessRunner.SceneFactory {
    let deck = if let deck { deck } else { try loadDeck(options, assets: assets) }
    // The parser has checked a style named on the command line (`--style`, `--compare`); a stored
    // name no style has any more falls back to the default style.
    let name = name ?? options.style
    let style = CardTransitionStyle(rawValue: name) ?? .standard
    // Headless runs show a fixed date (or `--date`) so that the same script always gives the same
    // frames; the window shows today's.
    let date = options.date.flatMap(SimDate.init(iso:)) ?? (options.headless ? SimDate.reference : SimDate.today())
    var configuration = AppConfiguration(deck: deck, language: Language(rawValue: options.language) ?? .en,
                                         style: style, date: date,
                                         dismissRule: DismissRule(word: options.dismissRule) ?? .projection,
                                         avatarPath: assets.resolve("Art/avatar.png"))
    if let launch {
        configuration.settings = launch.settings
        configuration.systemIsDark = launch.systemIsDark
    }
    // `--preset` and `--param` (or a `--compare` variant's preset) for this run only.
    configuration.settings.tuning = tuning ?? options.tuning
    // After the stored settings: a `--compare` panel's device, or the script's, wins.
    configuration.device = device ?? Device.named(options.device) ?? .standard
    // The About screen: the version, and the file this run stores the user's changes in.
    configuration.about.version = Version.number
    configuration.about.settingsPath = launch?.file?.path
    // Each `--compare` panel plays its own style whatever is stored.
    if name != options.style { configuration.style = style }
    return { measurer, images in
        let scene = AppStoreScene(configuration: configuration, measurer: measurer, images: images)
        // Copy's text goes to stdout in a way a closed terminal or pipe cannot end the run.
        scene.printText = { StandardStream.output.write($0) }
        launch?.persistUserChanges(of: scene)
        return scene
    }
}

extension SimDate {
    /// Today's date for the header; the executable is the one place that reads the calendar.
    static func today() -> SimDate {
        let c = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day, .weekday], from: Date())
        return SimDate(year: c.year ?? 2026, month: c.month ?? 11, day: c.day ?? 30, weekday: (c.weekday ?? 2) - 1)
    }
}

/// A line on stdout, written at once (print buffers when stdout is a file or pipe).
func say(_ message: String) {
    StandardStream.output.write(message + "\n")
}

/// Says what went wrong on stderr, after the one prefix every message has (a script's
/// `FILE:LINE: …` from the parser too), and returns the exit status.
func fail(_ message: String, _ status: Int32) -> Int32 {
    let line = message.hasPrefix("cardsim: ") ? message : "cardsim: " + message
    StandardStream.error.write(line + "\n")
    return status
}

/// The cards a run shows: `--cards FILE`, else the built-in deck.
@MainActor
func loadDeck(_ options: LaunchOptions, assets: AssetLocator) throws(RunnerError) -> CardDeck {
    do {
        return try CardDeck.load(path: options.cards ?? assets.resolve("cards.json"), checkImage: ImageFileCheck.problem(at:))
    } catch {
        throw RunnerError.badInput((options.cards != nil ? "cardsim: --cards: " : "cardsim: ") + error.description)
    }
}

/// Reads and checks a whole script (positions, numbers, names, the cards and tabs it taps) before
/// anything opens, so its first error in line order is the one reported; the scene checks card
/// and tab numbers again once it exists. Also returns the device the script sets (`set device`),
/// with its line.
func loadScript(_ path: String, screenSize: Size, cardCount: Int, tabCount: Int = AppStoreScene.tabCount)
    throws(RunnerError) -> (source: ScriptSource, device: (device: Device, line: Int)?) {
    let data: Data
    do { data = try InputFile.read(path) } catch {
        throw RunnerError.badInput("cardsim: --script: \(path): \(error.reason)")
    }
    let text = String(decoding: data, as: UTF8.self)
    let script: Script
    let check: Script.ParameterCheck = { name, value in
        var t = StyleTuning()
        do { try t.set(name, to: value); return nil } catch let e as SettingsError { return e.message } catch { return "\(error)" }
    }
    do {
        script = try Script.parse(Array(data), file: path, screenSize: screenSize, cardCount: cardCount, tabCount: tabCount,
                                  styleNames: CardTransitionStyle.names, parameterCheck: check)
    } catch {
        throw RunnerError.badInput(error.description)
    }
    return (ScriptSource(text: text, file: path), script.device)
}

/// `fileWatches`: the window's watches of the `--transition` file and the script's `set transition`
/// files (each reloaded on save).
@MainActor
func runSimulator(_ options: LaunchOptions, fileWatches: [TransitionFileWatch] = []) -> Int32 {
    var options = options
    // No usable display (none named, or a stale DISPLAY=:99): show the tour as a video instead of
    // failing or running a window nobody sees.
    let displayProblem = options.headless ? nil : SDLRuntime.displayProblem()
    let demo = displayProblem != nil
    let headless = options.headless || demo
    let launch = LaunchSettings.resolve(options, headless: headless)
    options.adopt(launch.settings)
    do {
        let assets = try AssetLocator()
        if demo || (headless && options.script == nil && options.duration == nil) {
            options.script = options.script ?? assets.resolve("Demos/tour.txt")
        }
        if demo { options.record = options.record ?? "cardsim-demo.mp4" }
        // `--preset` for this run wins over the preset the settings chose; `--param` over both.
        let base = try options.preset.map { p throws(RunnerError) in try loadPreset(p) } ?? launch.settings.tuning
        options.tuning = options.tuning.applied(over: base)
        var device = Device.named(options.device) ?? .standard
        let deck = try loadDeck(options, assets: assets)
        let loaded = try options.script.map { p throws(RunnerError) in
            try loadScript(p, screenSize: device.size, cardCount: deck.cards.count)
        }
        let script = loaded?.source
        // The script's `set device` wins over `--device` and the stored device, as its other `set`
        // lines win over the flags; a comparison of devices cannot also play one.
        if let (scripted, line) = loaded?.device ?? nil {
            if let entries = options.compare, entries.contains(where: { Device.named($0) != nil }) {
                throw RunnerError.badInput("\(options.script ?? ""):\(line): set device \(scripted.name): "
                    + "--compare already names the devices; remove one or the other")
            }
            device = scripted
            options.device = scripted.name
        }
        let makeScene = try makeSceneFactory(options, launch: launch, deck: deck, assets: assets)
        // With a user's file loaded, a trace is removed if the file traps, and a frame that never
        // ends (the file stuck in a loop) ends the run.
        if let trace = options.trace, !TransitionTrapReport.files.isEmpty { TransitionTrapReport.removeOnTrap(trace) }
        if headless {
            var c = HeadlessRunner.Configuration()
            c.device = device
            c.fps = options.fps; c.speed = options.speed; c.scale = options.scale ?? options.record.flatMap { try? RecordingFormat(path: $0) }?.defaultScale ?? 2
            c.script = script; c.record = options.record; c.trace = options.trace
            c.showTouches = options.showTouches; c.bezel = options.bezel; c.duration = options.duration
            c.frameWatchdog = TransitionHang.watchdog()
            let interrupt = InterruptFlag()
            defer { interrupt.restore() }
            if options.verbose { StandardStream.error.write("cardsim: renderer software (headless, offscreen)\n") }
            if let displayProblem, let record = options.record {
                let what = options.script == assets.resolve("Demos/tour.txt") ? "the tour" : options.script ?? "the tour"
                say("cardsim: no usable display (\(displayProblem)); rendering \(what) headless to \(record)…")
            }
            let runner: HeadlessRunner
            if let entries = options.compare {
                // Each entry is a style (on `--device`) or a device (in `--style`), so one script
                // plays in several styles or on several phones side by side.
                var panels: [HeadlessRunner.Panel] = []
                for entry in entries {
                    if let d = Device.named(entry) {
                        panels.append(.init(label: d.title, device: d,
                                            makeScene: try makeSceneFactory(options, launch: launch, device: d, deck: deck, assets: assets)))
                    } else if let at = entry.firstIndex(of: "@") {
                        // A variant: the style on a preset's numbers, beside the same style untuned.
                        let style = String(entry[..<at]), file = String(entry[entry.index(after: at)...])
                        let tuning = try loadPreset(file).applied(over: options.tuning)
                        let label = style + "@" + ((file as NSString).lastPathComponent as NSString).deletingPathExtension
                        panels.append(.init(label: label, makeScene: try makeSceneFactory(options, launch: launch, style: style,
                                                                                          tuning: tuning, deck: deck, assets: assets)))
                    } else {
                        panels.append(.init(label: entry, makeScene: try makeSceneFactory(options, launch: launch, style: entry, deck: deck, assets: assets)))
                    }
                }
                runner = HeadlessRunner(configuration: c, assets: assets, comparing: panels)
            } else {
                runner = HeadlessRunner(configuration: c, assets: assets, makeScene: makeScene)
            }
            let result: HeadlessRunner.Result
            do { result = try runner.run(interrupt: interrupt) } catch {
                guard interrupt.isRaised else { throw error }
                // Stopping failed (ffmpeg killed along with CardSim): the message says what was kept;
                // the exit status still names the signal.
                return fail(error.description, interrupt.exitStatus ?? 130)
            }
            if let record = options.record {
                let path = record.hasPrefix("/") ? record : FileManager.default.currentDirectoryPath + "/" + record
                // A GIF keeps every n-th frame (at most 20 fps): say what the file holds, not what was rendered.
                let gif = (try? RecordingFormat(path: record)) == .gif
                let frames = gif ? RecordingFormat.gifFrameCount(frames: result.frames, fps: options.fps) : result.frames
                let rate = gif ? RecordingFormat.gifFrameRate(for: options.fps) : options.fps
                say("cardsim: \(result.interrupted ? "interrupted; " : "")wrote \(frames) frames (\(String(format: "%.2f", result.virtualSeconds)) s at \(String(format: "%g", rate)) fps) to \(path)")
            }
            return result.interrupted ? interrupt.exitStatus ?? 130 : 0
        }
        var c = LiveRunner.Configuration()
        c.device = device
        c.fps = options.fps; c.speed = options.speed; c.scale = options.scale; c.renderer = options.renderer
        c.script = script; c.record = options.record; c.trace = options.trace
        c.showTouches = options.showTouches; c.bezel = options.bezel; c.verbose = options.verbose
        c.watch = SupervisedWindow.watch(showing: SupervisedWindow.notice, then: TransitionFileWatch.windowWatch(of: fileWatches))
        c.frameWatchdog = TransitionHang.watchdog()
        c.transitionFiles = TransitionFileWatch.specs(fileWatches)
        let watch = try launch.wireDesktop(into: &c, options: options)
        defer { watch?.stop() }
        let interrupt = InterruptFlag()
        defer { interrupt.restore() }
        SupervisedWindow.windowOpens()
        try LiveRunner(configuration: c, assets: assets, makeScene: makeScene).run(interrupt: interrupt)
        return interrupt.exitStatus ?? 0
    } catch let error as RunnerError {
        return fail(error.description, error.exitStatus)
    } catch {
        return fail("cardsim: \(error)", 1)
    }
}

// The user's character set, for Xlib: without it SDL cannot set a window title that is not ASCII
// ("CardSim — iPhone 14 — appstore" stayed "CardSim" in the desktop's window list).
setlocale(LC_CTYPE, "")

let status: Int32
do {
    switch try LaunchCommand.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help(let word): print(HelpText.text(for: word)); status = 0
    case .version: print(Version.line); status = 0
    case .curve(let args): status = runCurveCommand(args)
    case .settings(let args):
        let command = try SettingsCommand.parse(args)
        status = command.run(out: { print($0) }, err: { StandardStream.error.write($0 + "\n") })
    case .bench(let options): status = runBench(options)
    case .icon(let args): status = runIconCommand(args)
    case .devices(let json):
        for line in DevicesCommand.lines(json: json) { print(line) }
        status = 0
    case .styles(let args): status = runStylesCommand(args)
    case .run(var options):
        // A file needs the shared Swift runtime: an install's `bin/cardsim` hands such a run to
        // the build on it.
        if options.loadsTransitionFile, let problem = SharedRuntimeBuild.handOver(arguments: Array(CommandLine.arguments.dropFirst())) {
            status = fail(problem, 2)
            break
        }
        // A window with a user's file runs as a child that a trap in the file cannot take the
        // window away from: this process opens it again (`WindowSupervisor`).
        if WindowSupervisor.wanted(options) {
            status = WindowSupervisor.supervise(arguments: Array(CommandLine.arguments.dropFirst()))
            break
        }
        for note in options.notes { StandardStream.error.write(note + "\n") }
        // Transition files (`--transition`, `--compare` entries) load before anything renders and
        // are styles of this run, offered wherever a style is, never stored.
        var registry = TransitionStyleRegistry.current
        var fileWatches: [TransitionFileWatch] = []
        if let spec = options.transition {
            let file = try TransitionFileLaunch.load(spec, verbose: options.verbose)
            fileWatches.append(file)
            let style = file.style
            registry = registry.adding(style)
            options.style = style.style.rawValue
            options.givenSettings.insert(.style)
        }
        if let entries = options.compare {
            var loaded: [String: String] = [:]
            options.compare = try entries.map { entry throws(TransitionFileError) in
                guard LaunchOptions.isTransitionFile(entry) else { return entry }
                let style = try TransitionFileLaunch.load(entry, verbose: options.verbose).style
                let name = style.style.rawValue
                if let other = loaded[name] {
                    throw TransitionFileError(lines: ["cardsim: --compare: \(other) and \(entry) are both called \(name); "
                        + "a panel is labelled with its file's name"])
                }
                loaded[name] = entry
                registry = registry.adding(style)
                return name
            }
        }
        if let script = options.script {
            for file in try TransitionFileScript.files(forScript: script, verbose: options.verbose, registry: registry) {
                registry = registry.adding(file.style)
                fileWatches.append(file)
            }
        }
        // A window opened again after a trap does not play the script that led to it; its files
        // are loaded above all the same.
        if SupervisedWindow.notice != nil { options.script = nil }
        status = TransitionStyleRegistry.$current.withValue(registry) { runSimulator(options, fileWatches: fileWatches) }
    }
} catch let error as TransitionFileError {
    // Each as the compiler words it, FILE:LINE:COL first, so an editor can jump to it.
    StandardStream.error.write(error.description + "\n")
    status = 2
} catch {
    status = fail("\(error)", 2)
}
exit(status)
