import AppStore
import Foundation
import Testing
@testable import cardsim

/// "Persistence": where the file lives, reading that never fails and never writes, and
/// an atomic write that a crash cannot tear.
@Suite("Settings file")
final class SettingsFileTests {
    let dir: String
    var path: String { dir + "/cardsim/settings.json" }

    init() throws { dir = try makeTemporaryDirectory("cardsim-settings") }

    // A class, so that each test's folder goes when the test does.
    deinit { try? FileManager.default.removeItem(atPath: dir) }

    func bytes(_ p: String) -> [UInt8]? { FileManager.default.contents(atPath: p).map(Array.init) }
    func siblings() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: dir + "/cardsim")) ?? [] }

    @Test func theDefaultPathFollowsXDGElseHome() {
        #expect(SettingsFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/h"]) == "/x/conf/cardsim/settings.json")
        #expect(SettingsFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/x/conf/", "HOME": "/h"]) == "/x/conf/cardsim/settings.json")
        // The XDG spec: a relative or empty value is ignored.
        #expect(SettingsFile.defaultPath(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]) == "/h/.config/cardsim/settings.json")
        #expect(SettingsFile.defaultPath(environment: ["XDG_CONFIG_HOME": "", "HOME": "/h/"]) == "/h/.config/cardsim/settings.json")
    }

    @Test func aMissingFileIsTheDefaultsAndReadingCreatesNothing() {
        let loaded = SettingsFile(path: path).load()
        #expect(loaded == .init(settings: AppSettings(), exists: false, warning: nil))
        #expect(!FileManager.default.fileExists(atPath: dir + "/cardsim"))
    }

    @Test func roundTrip() throws {
        var s = AppSettings()
        s.style = .sheet; s.speed = 0.1; s.touches = true; s.lang = .ko; s.appearance = .automatic
        let file = SettingsFile(path: path)
        try file.write(s)
        #expect(file.load() == .init(settings: s, exists: true, warning: nil))
        // Written again over itself, and no temporary file is left behind.
        s.bezel = true
        try file.write(s)
        #expect(file.load().settings == s)
        #expect(siblings() == ["settings.json"])
    }

    @Test(arguments: [
        ("{\"version\": 1, \"speed\": 3}", "line 1: speed must be one of 1, 0.5, 0.25, 0.1, not '3'"),
        ("{\"version\": 2, \"speed\": 1}", "line 1: unknown version 2 (this CardSim reads version 1)"),
        ("{\"version\": 1,\n\"lang\": \"ko\",\n", "line 3: not valid JSON"),
        ("\u{0}\u{1}binary", "line 1: not valid JSON"),
    ])
    func aCorruptFileIsTheDefaultsAndOneWarningAndIsLeftUntouched(text: String, problem: String) throws {
        try FileManager.default.createDirectory(atPath: dir + "/cardsim", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let loaded = SettingsFile(path: path).load()
        #expect(loaded.settings == AppSettings() && loaded.exists)
        let warning = try #require(loaded.warning)
        #expect(warning.hasPrefix("cardsim: settings file \(path): \(problem)"))
        #expect(warning.hasSuffix("using the defaults (the file is left as it is)"))
        #expect(bytes(path) == Array(text.utf8))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
    }

    @Test func aDirectoryInItsPlaceIsReportedNotFatal() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let loaded = SettingsFile(path: path).load()
        #expect(loaded.settings == AppSettings())
        #expect(loaded.warning?.contains("is a directory") == true)
    }

    @Test func storingAUserChangeKeepsTheOtherStoredValues() throws {
        var stored = AppSettings(); stored.lang = .ko
        let file = SettingsFile(path: path)
        try file.write(stored)
        // In effect this run: --speed 0.3 and --bezel from flags, a Dark appearance from the user.
        var running = stored; running.speed = 0.3; running.bezel = true; running.appearance = .dark
        try file.store([.appearance], from: running)
        var expected = stored; expected.appearance = .dark
        #expect(file.load().settings == expected)
        // A value the file cannot hold is left out rather than failing the write.
        try file.store([.speed, .touches], from: running)
        #expect(file.load().settings == expected)
    }

    /// The real thing: a child process writes new settings and is killed with SIGKILL after the new
    /// file is written and synced but before the rename. The old file must still be the old one.
    @Test func aProcessKilledBetweenWriteAndRenameLeavesTheOldFileValid() throws {
        let file = SettingsFile(path: path)
        var old = AppSettings(); old.style = .slide
        try file.write(old)
        let oldBytes = bytes(path)
        var new = AppSettings(); new.style = .zoom; new.speed = 0.25

        let child = fork()
        if child == 0 {
            // The child only does file IO and then dies where a crash would hurt most.
            try? file.write(new, beforeRename: { _ in kill(getpid(), SIGKILL) })
            _exit(0)   // not reached when the kill works; the parent checks for the signal
        }
        #expect(child > 0)
        var status: Int32 = 0
        waitpid(child, &status, 0)
        let signalled = (status & 0x7f) != 0 && (status & 0x7f) != 0x7f
        #expect(signalled && (status & 0x7f) == SIGKILL, "the child died by SIGKILL (status \(status))")
        #expect(bytes(path) == oldBytes)
        #expect(file.load() == .init(settings: old, exists: true, warning: nil))
        // The torn write is the left-over temporary file, complete, under a name nothing reads.
        let temps = siblings().filter { $0 != "settings.json" }
        #expect(temps.count == 1 && temps[0].hasPrefix(".settings.json."))
        if let temp = temps.first {
            #expect(try AppSettings.decode(bytes(dir + "/cardsim/" + temp) ?? []) == new)
        }
        // The next write goes through and replaces the file whole.
        try file.write(new)
        #expect(file.load().settings == new)
    }

    @Test func aWriteThatCannotHappenLeavesTheOldFile() throws {
        let file = SettingsFile(path: path)
        try file.write(AppSettings())
        let before = bytes(path)
        // A directory where the file's directory should be: nothing can be created there.
        let blocked = SettingsFile(path: path + "/inside/settings.json")
        #expect(throws: SettingsFile.WriteError.self) { try blocked.write(AppSettings()) }
        #expect(bytes(path) == before)
    }
}
