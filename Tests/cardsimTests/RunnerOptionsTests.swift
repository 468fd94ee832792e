import Testing
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

    @Test func subcommands() throws {
        #expect(try LaunchCommand.parse(["--help"]) == .help)
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
        #expect(error(["--fps", "0"]) == "cardsim: --fps: expected a positive number")
        #expect(error(["--fps", "-5"]) == "cardsim: --fps: expected a positive number")
        #expect(error(["--fps", "fast"]) == "cardsim: --fps: expected a positive number")
        #expect(error(["--speed", "nan"]) == "cardsim: --speed: expected a positive number")
        #expect(error(["--scale", "20"]) == "cardsim: --scale: at most 8")
        #expect(error(["bench", "--frames", "1.5"]) == "cardsim: --frames: expected a positive whole number")
    }

    @Test func missingValuesAndUnknownWords() {
        #expect(error(["--fps"]) == "cardsim: --fps: missing value")
        #expect(error(["--script", "--headless"]) == "cardsim: --script: missing value")
        #expect(error(["--frobnicate"]) == "cardsim: unknown option '--frobnicate' (see cardsim --help)")
        #expect(error(["movie.mp4"]) == "cardsim: unexpected argument 'movie.mp4' (see cardsim --help)")
        #expect(error(["--bezel=yes"]) == "cardsim: --bezel: takes no value")
        #expect(error(["bench", "--fast"]) == "cardsim bench: unknown option '--fast'")
    }

    @Test func choicesAreChecked() {
        #expect(error(["--lang", "fr"]) == "cardsim: --lang: expected one of en, ko, not 'fr'")
        #expect(error(["--style", "flip"]) == "cardsim: --style: expected one of appstore, expand, sheet, slide, zoom, not 'flip'")
    }
}
