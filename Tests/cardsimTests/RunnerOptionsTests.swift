import Testing
import AppStore
import SDLBackend
@testable import cardsim

/// The command line: values, defaults, and errors that exit 2 before rendering.
@Suite("Runner: command-line options")
struct RunnerOptionsTests {
    private func run(_ args: [String]) throws -> LaunchOptions {
        guard case .run(let o) = try LaunchCommand.parse(args) else { Issue.record("not a run command"); return LaunchOptions() }
        return o
    }

    private func error(_ args: [String]) -> String? {
        do { _ = try LaunchCommand.parse(args); return nil } catch { return error.message }
    }

    @Test func defaults() throws {
        let o = try run([])
        #expect(o.fps == 60 && o.speed == 1 && o.scale == nil && o.language == "en" && o.style == "appstore")
        #expect(!o.headless && !o.showTouches && !o.bezel && !o.software && o.script == nil && o.duration == nil)
    }

    @Test("--dismiss-rule lower-half; seed3, its old name, still works and says so")
    func dismissRuleAlias() throws {
        #expect(try run(["--dismiss-rule", "lower-half"]).dismissRule == "lower-half")
        #expect(try run(["--dismiss-rule", "lower-half"]).notes.isEmpty)
        let old = try run(["--dismiss-rule", "seed3"])
        #expect(old.dismissRule == "lower-half")
        #expect(old.notes == ["cardsim: --dismiss-rule seed3 is now called lower-half; seed3 still works for now"])
        #expect(error(["--dismiss-rule", "halfway"]) != nil)
    }

    @Test("--device takes the devices' names; --compare takes styles and devices")
    func devicesOnTheCommandLine() throws {
        #expect(try run(["--device", "iphone-se"]).device == "iphone-se")
        #expect(try run(["--compare", "iphone-se,ipad-11,zoom", "--record", "c.mp4"]).compare == ["iphone-se", "ipad-11", "zoom"])
        #expect(error(["--device", "pixel-8"]) != nil)
    }

    @Test func everyOptionIsRead() throws {
        let o = try run(["--headless", "--script", "s.txt", "--record", "out.mp4", "--trace=t.jsonl", "--fps", "120",
                         "--speed", "0.1", "--scale", "3", "--lang", "ko", "--show-touches", "--style", "sheet",
                         "--cards", "c.json", "--bezel", "--software", "--duration", "2.5"])
        #expect(o.headless && o.showTouches && o.bezel && o.software)
        #expect(o.script == "s.txt" && o.record == "out.mp4" && o.trace == "t.jsonl" && o.cards == "c.json")
        #expect(o.fps == 120 && o.speed == 0.1 && o.scale == 3 && o.duration == 2.5)
        #expect(o.language == "ko" && o.style == "sheet")
    }

    @Test("--renderer auto|opengl|software, auto by default; --software is --renderer software; anything else exits 2")
    func rendererChoice() throws {
        #expect(try run([]).renderer == .auto)
        #expect(try run(["--renderer", "opengl"]).renderer == .opengl)
        #expect(try run(["--renderer", "software"]).renderer == .software)
        #expect(try run(["--software"]).renderer == .software)
        #expect(try run(["--renderer=auto"]).renderer == .auto)
        #expect(error(["--renderer", "vulkan"]) == "cardsim: --renderer: expected one of auto, opengl, software, got 'vulkan'")
    }

    @Test func subcommands() throws {
        #expect(try LaunchCommand.parse(["--help"]) == .help(nil))
        for word in CommandSpec.subcommands {
            #expect(try LaunchCommand.parse([word, "--help"]) == .help(word))
            #expect(try LaunchCommand.parse([word, "-h"]) == .help(word))
        }
        #expect(try LaunchCommand.parse(["devices", "--json"]) == .devices(json: true))
        #expect(try LaunchCommand.parse(["-V"]) == .version)
        #expect(try LaunchCommand.parse(["curve", "spring", "--plot", "x.png"]) == .curve(["spring", "--plot", "x.png"]))
        #expect(try LaunchCommand.parse(["bench", "--json", "--frames", "30"]) == .bench(BenchOptions(json: true, frames: 30)))
        #expect(try LaunchCommand.parse(["bench"]) == .bench(BenchOptions()))
        #expect(try LaunchCommand.parse(["bench", "--quick", "--profile"]) == .bench(BenchOptions(profile: true, quick: true)))
        #expect(try LaunchCommand.parse(["bench", "--window", "--json"]) == .bench(BenchOptions(json: true, window: true)))
        guard case .run(let dated) = try LaunchCommand.parse(["--headless", "--date", "2026-12-01"]) else {
            Issue.record("--date did not parse as a run")
            return
        }
        #expect(dated.date == "2026-12-01")
        #expect(error(["--date", "2026-12-32"]) == "cardsim: --date: expected a calendar date written YYYY-MM-DD, got '2026-12-32'")
    }

    @Test func badNumbersAreRefused() {
        #expect(error(["--fps", "0"]) == "cardsim: --fps: expected a number from 1 to 1000, got '0'")
        #expect(error(["--fps", "-5"]) == "cardsim: --fps: expected a number from 1 to 1000, got '-5'")
        #expect(error(["--fps", "abc"]) == "cardsim: --fps: expected a number from 1 to 1000, got 'abc'")
        #expect(error(["--speed", "nan"]) == "cardsim: --speed: expected a number from 0.001 to 100, got 'nan'")
        #expect(error(["--scale", "20"]) == "cardsim: --scale: expected a number from 0.25 to 8, got '20'")
        #expect(error(["bench", "--frames", "1.5"]) == "cardsim: --frames: expected a whole number from 1 to 100000, got '1.5'")
    }

    @Test func missingValuesAndUnknownWords() {
        #expect(error(["--fps"]) == "cardsim: --fps: missing value")
        #expect(error(["--script", "--headless"]) == "cardsim: --script: missing value")
        #expect(error(["--frobnicate"]) == "cardsim: unknown option '--frobnicate' (see cardsim --help)")
        #expect(error(["movie.mp4"]) == "cardsim: unexpected argument 'movie.mp4' (see cardsim --help)")
        #expect(error(["--bezel=yes"]) == "cardsim: --bezel: takes no value (got 'yes')")
        #expect(error(["bench", "--fast"]) == "cardsim: unknown option '--fast' (see cardsim bench --help)")
    }

    @Test func choicesAreChecked() {
        #expect(error(["--lang", "fr"]) == "cardsim: --lang: expected one of en, ko, got 'fr'")
        #expect(error(["--style", "flip"]) == "cardsim: --style: expected one of appstore, expand, sheet, slide, zoom, got 'flip'")
    }

    @Test("every subcommand reads --name=value, stops at --, and refuses what it does not know")
    func everySubcommandParsesAlike() throws {
        #expect(try LaunchCommand.parse(["bench", "--frames=30"]) == .bench(BenchOptions(frames: 30)))
        #expect(error(["devices", "--bogus"]) == "cardsim: unknown option '--bogus' (see cardsim devices --help)")
        #expect(error(["devices", "extra"]) == "cardsim: unexpected argument 'extra' (see cardsim devices --help)")
        #expect(error(["bench", "--json=no"]) == "cardsim: --json: takes no value (got 'no')")
        #expect(error(["--", "--fps"]) == "cardsim: unexpected argument '--fps' (see cardsim --help)")
        // After --, --help is a word like any other, not a request for help.
        #expect(try LaunchCommand.parse(["curve", "--", "--help"]) == .curve(["--", "--help"]))
        #expect(throws: LaunchOptionError.self) { try SettingsCommand.parse(["--json=yes"]) }
    }

    @Test("--no-bezel, --no-show-touches and --no-reduce-motion turn a stored switch off for one run")
    func switchesTurnOff() throws {
        let o = try run(["--no-bezel", "--no-show-touches", "--no-reduce-motion"])
        var stored = AppSettings(); stored.bezel = true; stored.touches = true; stored.reduceMotion = true
        let s = o.applyingFlags(to: stored)
        #expect(!s.bezel && !s.touches && !s.reduceMotion)
        #expect(try run(["--bezel", "--no-bezel"]).bezel == false)
    }

    @Test("--dismiss-rule offers projection and lower-half only; --output-dir takes a folder")
    func offeredChoices() throws {
        #expect(error(["--dismiss-rule", "x"]) == "cardsim: --dismiss-rule: expected one of projection, lower-half, got 'x'")
        #expect(try run(["--output-dir=/tmp"]).outputDir == "/tmp")
    }

    @Test("--transition takes a file, with or without a class, and alone chooses the transition")
    func transitionFile() throws {
        #expect(try run(["--transition", "FadeScale.swift"]).transition == "FadeScale.swift")
        #expect(try run(["--transition=Two.swift:Second"]).transition == "Two.swift:Second")
        #expect(error(["--transition", "F.swift", "--style", "zoom"])
            == "cardsim: --style and --transition both choose the card transition; give one")
        #expect(error(["--transition", "F.swift", "--compare", "appstore,zoom", "--record", "x.mp4"])
            == "cardsim: --compare names its transition files itself (--compare appstore,FILE.swift)")
        #expect(try run(["--compare", "appstore,F.swift,G.swift:Second", "--record", "x.mp4"]).compare
            == ["appstore", "F.swift", "G.swift:Second"])
        #expect(error(["--compare", "appstore,F.txt", "--record", "x.mp4"])?.hasSuffix("got 'F.txt'") == true)
    }
}
