import AppStore
import Foundation
import Testing
@testable import cardsim

/// Which settings a run starts with (`--settings`, `--no-settings`, headless, flags win)
/// and `cardsim settings` from a shell.
@Suite("Settings at launch and from the shell")
final class SettingsLaunchTests {
    let dir: String
    var path: String { dir + "/settings.json" }

    init() throws { dir = try makeTemporaryDirectory("cardsim-settings-cli") }

    // A class, so that each test's folder goes when the test does.
    deinit { try? FileManager.default.removeItem(atPath: dir) }

    private func options(_ args: [String]) throws -> LaunchOptions {
        guard case .run(let o) = try LaunchCommand.parse(args) else { throw LaunchOptionError("not a run") }
        return o
    }

    private func settings(_ args: [String], expectStatus status: Int32 = 0) -> (out: [String], err: [String]) {
        var out: [String] = [], err: [String] = []
        do {
            let command = try SettingsCommand.parse(["--settings", path] + args)
            #expect(command.run(environment: [:], out: { out.append($0) }, err: { err.append($0) }) == status)
        } catch {
            #expect(status == 2, "\(args): \(error)")
            err.append(error.message)
        }
        return (out, err)
    }

    let env = ["XDG_CONFIG_HOME": "/conf"]

    @Test func whichFileARunReads() throws {
        #expect(try options([]).settingsPath(headless: false, environment: env) == "/conf/cardsim/settings.json")
        #expect(try options(["--headless"]).settingsPath(headless: true, environment: env) == nil)
        #expect(try options(["--headless", "--settings", "f.json"]).settingsPath(headless: true, environment: env) == "f.json")
        #expect(try options(["--settings=f.json"]).settingsPath(headless: false, environment: env) == "f.json")
        #expect(try options(["--no-settings"]).settingsPath(headless: false, environment: env) == nil)
        #expect(throws: LaunchOptionError.self) { try LaunchCommand.parse(["--no-settings", "--settings", "f"]) }
        #expect(throws: LaunchOptionError.self) { try LaunchCommand.parse(["--no-settings=yes"]) }
    }

    @Test func flagsWinOverStoredValuesAndOnlyTheGivenOnes() throws {
        var stored = AppSettings()
        stored.style = .zoom; stored.speed = 0.5; stored.touches = true; stored.lang = .ko; stored.appearance = .dark
        let o = try options(["--speed", "0.3", "--lang", "en", "--bezel", "--appearance", "light", "--reduce-motion"])
        #expect(o.givenSettings == [.speed, .lang, .bezel, .appearance, .reduceMotion])
        let s = o.applyingFlags(to: stored)
        var expected = stored
        expected.speed = 0.3; expected.lang = .en; expected.bezel = true; expected.appearance = .light; expected.reduceMotion = true
        #expect(s == expected)
        // No flags: the stored values as they are.
        #expect(try options([]).applyingFlags(to: stored) == stored)
        // And the runners then read the resolved values.
        var adopted = try options([])
        adopted.adopt(s)
        #expect(adopted.speed == 0.3 && adopted.showTouches && adopted.bezel && adopted.language == "en" && adopted.style == "zoom")
    }

    @Test func automaticReadsTheDesktopThemeWhereItIsSet() {
        #expect(LaunchOptions.desktopPrefersDark(["GTK_THEME": "Adwaita:dark"]) == true)
        #expect(LaunchOptions.desktopPrefersDark(["GTK_THEME": "Yaru-dark"]) == true)
        #expect(LaunchOptions.desktopPrefersDark(["GTK_THEME": "Adwaita"]) == false)
        #expect(LaunchOptions.desktopPrefersDark([:]) == nil)
    }

    @Test func showPrintsThePathAndEveryKeyWithoutCreatingTheFile() {
        let (out, err) = settings([])
        #expect(out.first == path + "  (not created yet: the defaults)")
        #expect(out.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
                == SettingsCommand.keyNames)
        #expect(out.contains("speed         1"))
        #expect(err.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func setAndResetWriteTheFile() throws {
        _ = settings(["set", "speed", "0.25"])
        _ = settings(["set", "reduce-motion", "on"])
        _ = settings(["set", "lang", "ko"])
        var expected = AppSettings(); expected.speed = 0.25; expected.reduceMotion = true; expected.lang = .ko
        #expect(SettingsFile(path: path).load().settings == expected)
        #expect(settings([]).out.contains("reduceMotion  true"))
        _ = settings(["reset", "lang"])
        expected.lang = .en
        #expect(SettingsFile(path: path).load().settings == expected)
        _ = settings(["reset"])
        #expect(SettingsFile(path: path).load() == .init(settings: AppSettings(), exists: true, warning: nil))
    }

    @Test(arguments: [["set", "colour", "red"], ["set", "speed", "0.3"], ["set", "style"], ["set", "touches", "maybe"],
                      ["reset", "volume"], ["frobnicate"], ["reset", "speed", "lang"]])
    func aBadKeyOrValueExitsTwoAndLeavesTheFileUntouched(args: [String]) throws {
        _ = settings(["set", "style", "sheet"])
        let before = FileManager.default.contents(atPath: path)
        let (_, err) = settings(args, expectStatus: 2)
        #expect(err.first?.hasPrefix("cardsim: ") == true)
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func aCorruptFileIsReportedAndOnlyASetReplacesIt() throws {
        try Data("{oops".utf8).write(to: URL(fileURLWithPath: path))
        let (out, err) = settings([])
        #expect(err.count == 1 && err[0].contains(path))
        #expect(out.contains("style         appstore"))
        #expect(FileManager.default.contents(atPath: path) == Data("{oops".utf8))
        _ = settings(["set", "bezel", "on"])
        var expected = AppSettings(); expected.bezel = true
        #expect(SettingsFile(path: path).load().settings == expected)
    }

    @Test("get prints one value; --json prints the file's JSON; get --json types the value")
    func getAndJSON() throws {
        _ = settings(["set", "speed", "0.5"])
        #expect(settings(["get", "speed"]).out == ["0.5"])
        #expect(settings(["get", "reduce-motion"]).out == ["false"])
        #expect(settings(["--json", "get", "style"]).out == ["\"appstore\""])
        #expect(settings(["get", "outputDir", "--json"]).out == ["null"])
        let json = settings(["--json"]).out.joined(separator: "\n")
        #expect(try AppSettings.decode(Array(json.utf8)).speed == 0.5)
        #expect(settings(["get"], expectStatus: 2).err.first?.hasPrefix("cardsim: ") == true)
    }

    @Test("outputDir: set to a folder (made absolute), kept across other changes, reset to none")
    func outputDir() throws {
        _ = settings(["set", "outputDir", "/tmp/shots \"x\""])
        _ = settings(["set", "lang", "ko"])
        let loaded = SettingsFile(path: path).load()
        #expect(loaded.warning == nil)
        #expect(loaded.settings.outputDir == "/tmp/shots \"x\"" && loaded.settings.lang == .ko)
        #expect(settings(["get", "outputDir"]).out == ["/tmp/shots \"x\""])
        _ = settings(["set", "output-dir", "rel"])
        #expect(SettingsFile(path: path).load().settings.outputDir == FileManager.default.currentDirectoryPath + "/rel")
        _ = settings(["reset", "outputDir"])
        #expect(SettingsFile(path: path).load().settings.outputDir == nil)
    }

    @Test("a window's run without a settings file is the first run; headless or --no-settings never is")
    func firstRun() throws {
        var o = try options(["--settings", path])
        #expect(LaunchSettings.resolve(o, headless: false).isFirstRun)
        #expect(!LaunchSettings.resolve(o, headless: true).isFirstRun)
        _ = settings(["set", "bezel", "on"])
        #expect(!LaunchSettings.resolve(o, headless: false).isFirstRun)
        o = try options(["--no-settings"])
        #expect(!LaunchSettings.resolve(o, headless: false).isFirstRun)
    }

    @Test("the chosen preset is stored with the settings and a launch loads its numbers")
    @MainActor
    func chosenPresetAtLaunch() throws {
        try FileManager.default.createDirectory(atPath: dir + "/presets", withIntermediateDirectories: true)
        try Data("{\n  \"zoom.present.damping\": 0.6\n}\n".utf8).write(to: URL(fileURLWithPath: dir + "/presets/zoom-1.json"))
        _ = settings(["set", "preset", "zoom-1"])
        #expect(settings(["get", "preset"]).out == ["zoom-1.json"])
        #expect(SettingsFile(path: path).load().settings.preset == "zoom-1.json")
        let launch = LaunchSettings.resolve(try options(["--settings", path]), headless: false)
        #expect(launch.settings.preset == "zoom-1.json")
        #expect(launch.settings.tuning.value(of: "zoom.present.damping") == 0.6)
        // The window's shelf lists it, and storing another choice keeps the other keys.
        _ = settings(["set", "lang", "ko"])
        let shelf = PresetShelf(file: SettingsFile(path: path))
        #expect(shelf.presetNames() == ["zoom-1.json"])
        shelf.storeChoice(nil)
        #expect(SettingsFile(path: path).load().settings.preset == nil)
        #expect(SettingsFile(path: path).load().settings.lang == .ko)
        let saved = try #require(shelf.savePreset(launch.settings.tuning, style: .zoom))
        #expect(saved == "zoom-2.json")
        #expect(shelf.loadPreset(named: saved) == launch.settings.tuning)
    }

    @Test("a settings file and a preset of the App Store present's four numbers, as the Motion Lab's days wrote them, load into the Lab's App Store page")
    @MainActor
    func presentPresetFromBeforeTheOneLab() throws {
        try FileManager.default.createDirectory(atPath: dir + "/presets", withIntermediateDirectories: true)
        let preset = "{\n  \"appstore.present.damping\": 0.5,\n  \"appstore.present.duration\": 0.8,\n  \"appstore.present.sizeDuration\": 0.4,\n  \"appstore.present.velocity\": 1.5\n}\n"
        try Data(preset.utf8).write(to: URL(fileURLWithPath: dir + "/presets/appstore-1.json"))
        let file = "{\n  \"version\": 1,\n  \"style\": \"appstore\",\n  \"speed\": 1,\n  \"touches\": false,\n  \"bezel\": false,\n  \"lang\": \"en\",\n  \"appearance\": \"light\",\n  \"reduceMotion\": false,\n  \"device\": \"iphone-14\",\n  \"preset\": \"appstore-1.json\"\n}\n"
        try Data(file.utf8).write(to: URL(fileURLWithPath: path))
        let launch = LaunchSettings.resolve(try options(["--settings", path]), headless: false)
        #expect(launch.settings.preset == "appstore-1.json" && launch.settings.style == .appstore)
        #expect(PlotCurves(launch.settings.tuning.parameters(for: .appstore))
                == PlotCurves(springDuration: 0.8, damping: 0.5, velocity: 1.5, curveDuration: 0.4))
    }

    @Test("--json lists the keys plain settings lists, from the same list: null for an unset folder or preset")
    func jsonListsEveryKey() throws {
        func object() throws -> [String: Any] {
            let json = settings(["--json"]).out.joined(separator: "\n")
            #expect(try AppSettings.decode(Array(json.utf8)) == SettingsFile(path: path).load().settings, "reads back: \(json)")
            return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        }
        let unset = try object()
        #expect(Set(unset.keys) == Set(SettingsCommand.keyNames + ["version"]))
        #expect(unset[AppSettings.outputDirName] is NSNull && unset[AppSettings.presetName] is NSNull)
        try makePresets(["zoom-1.json"])
        _ = settings(["set", "outputDir", "/tmp/shots"])
        _ = settings(["set", "preset", "zoom-1"])
        let set = try object()
        #expect(set[AppSettings.outputDirName] as? String == "/tmp/shots" && set[AppSettings.presetName] as? String == "zoom-1.json")
    }

    private func makePresets(_ names: [String]) throws {
        try FileManager.default.createDirectory(atPath: dir + "/presets", withIntermediateDirectories: true)
        for name in names {
            try Data("{\n  \"zoom.present.damping\": 0.6\n}\n".utf8).write(to: URL(fileURLWithPath: dir + "/presets/" + name))
        }
    }

    @Test("set preset refuses a preset the folder does not hold, naming those it does, and leaves the file")
    func setMissingPreset() throws {
        _ = settings(["set", "lang", "ko"])
        let before = FileManager.default.contents(atPath: path)
        let none = settings(["set", "preset", "nonexist.json"], expectStatus: 2).err
        #expect(none.count == 1 && none.first?.hasPrefix("cardsim: ") == true && none.first?.contains("nonexist.json") == true
                && none.first?.contains("no presets") == true, "\(none)")
        try makePresets(["zoom-2.json", "zoom-10.json", "sheet-1.json"])
        let some = settings(["set", "preset", "nonexist"], expectStatus: 2).err
        #expect(some.first?.contains("sheet-1.json, zoom-2.json, zoom-10.json") == true, "\(some)")
        #expect(FileManager.default.contents(atPath: path) == before)
        _ = settings(["set", "preset", "zoom-10"])
        #expect(SettingsFile(path: path).load().settings.preset == "zoom-10.json")
    }

    @Test("a chosen preset that is missing: the tables' numbers, a warning, and the file left as it is")
    func missingChosenPreset() throws {
        try makePresets(["gone.json"])
        _ = settings(["set", "preset", "gone"])
        try FileManager.default.removeItem(atPath: dir + "/presets/gone.json")
        let before = FileManager.default.contents(atPath: path)
        let launch = LaunchSettings.resolve(try options(["--settings", path]), headless: false)
        #expect(launch.settings.preset == nil && launch.settings.tuning == StyleTuning())
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(settings(["set", "preset", "../x"], expectStatus: 2).err.first?.contains("preset") == true)
    }
}
