import Testing
@testable import AppStore

/// The settings model and its file format: every key's validation, the JSON round trip,
/// and the strict reading that turns a bad file into one message with its line.
@Suite("App settings")
struct AppSettingsTests {
    func decode(_ text: String) throws(SettingsError) -> AppSettings { try AppSettings.decode(Array(text.utf8)) }

    func failure(_ text: String) -> SettingsError? {
        do { _ = try decode(text); return nil } catch { return error }
    }

    @Test func defaultsAreLightEnglishAppStoreAtFullSpeed() {
        let s = AppSettings()
        #expect(s.style == .appstore && s.speed == 1 && s.lang == .en && s.appearance == .light)
        #expect(!s.touches && !s.bezel && !s.reduceMotion)
    }

    @Test func everyKeyAcceptsItsChoicesAndReadsBackTheSameText() throws {
        for key in AppSettings.Key.allCases {
            for word in AppSettings.choices(for: key) {
                var s = AppSettings()
                try s.set(key, to: word)
                let expected = word == "on" ? "true" : word == "off" ? "false" : word
                #expect(s.text(of: key) == expected, "\(key) \(word)")
            }
        }
    }

    @Test(arguments: [("style", "fade"), ("speed", "0.3"), ("speed", "2"), ("speed", "fast"), ("touches", "yes"),
                      ("bezel", "1"), ("lang", "fr"), ("appearance", "sepia"), ("reduceMotion", "")])
    func refusesBadValuesAndChangesNothing(key: String, value: String) throws {
        var s = AppSettings()
        #expect(throws: SettingsError.self) { try s.set(AppSettings.key(named: key), to: value) }
        #expect(s == AppSettings())
    }

    @Test func namesKeysAsTheFileAndScriptsSpellThem() throws {
        #expect(try AppSettings.key(named: "reduceMotion") == .reduceMotion)
        #expect(try AppSettings.key(named: "reduce-motion") == .reduceMotion)
        let e = #expect(throws: SettingsError.self) { try AppSettings.key(named: "colour") }
        #expect(e?.message.contains("known: style, speed, touches, bezel, lang, appearance, reduceMotion") == true)
    }

    @Test func roundTripsThroughTheFileFormat() throws {
        var s = AppSettings()
        s.style = .zoom; s.speed = 0.25; s.touches = true; s.bezel = true; s.lang = .ko
        s.appearance = .dark; s.reduceMotion = true
        #expect(try decode(s.encoded()) == s)
        #expect(try decode(AppSettings().encoded()) == AppSettings())
        #expect(s.encoded().hasPrefix("{\n  \"version\": 1,\n  \"style\": \"zoom\",\n  \"speed\": 0.25,\n"))
    }

    @Test func keysLeftOutKeepTheirDefaults() throws {
        let s = try decode(#"{"version": 1, "lang": "ko"}"#)
        var expected = AppSettings(); expected.lang = .ko
        #expect(s == expected)
    }

    @Test func automaticFollowsTheDesktopElseLight() {
        #expect(AppSettings.Appearance.automatic.resolved(systemIsDark: true) == .dark)
        #expect(AppSettings.Appearance.automatic.resolved(systemIsDark: nil) == .light)
        #expect(AppSettings.Appearance.light.resolved(systemIsDark: true) == .light)
    }

    @Test func badFilesSayWhatAndWhere() {
        #expect(failure("") == SettingsError(line: 1, "not valid JSON: the file is empty; expected a JSON object"))
        #expect(failure("{\n\"version\": 1,\n\"speed\": \n}")?.line == 4)
        #expect(failure("[1]")?.message == "expected a JSON object, found an array")
        #expect(failure("{\"speed\": 1}")?.message == "missing \"version\" (this CardSim reads version 1)")
        #expect(failure("{\"version\": 2}")?.message == "unknown version 2 (this CardSim reads version 1)")
        #expect(failure("{\"version\": \"1\"}")?.message == "unknown version a string (this CardSim reads version 1)")
        #expect(failure("{\"version\": 1,\n\"colour\": \"red\"}")?.line == 2)
        #expect(failure("{\"version\": 1, \"reduce-motion\": true}")?.message.contains("spells it 'reduceMotion'") == true)
        #expect(failure("{\"version\": 1, \"speed\": \"1\"}")?.message == "speed: expected a number, found a string")
        #expect(failure("{\"version\": 1, \"bezel\": \"on\"}")?.message == "bezel: expected true or false, found a string")
        #expect(failure("{\"version\": 1,\n\n\"style\": \"fade\"}") == SettingsError(line: 3,
                "style must be one of appstore, expand, sheet, slide, zoom, not 'fade'"))
    }
}
