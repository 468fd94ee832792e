import AppStore
import Foundation
import SDLBackend
import Session

/// Where the Style Lab's Save Preset puts its files: `presets/` beside the settings file
/// (`$XDG_CONFIG_HOME/cardsim/presets/`, else `~/.config/cardsim/presets/`), one JSON file a
/// preset, named after the style and numbered so that nothing is overwritten (`zoom-1.json`,
/// `zoom-2.json`…). `--preset` reads them back, and so does a launch whose settings name one.
struct PresetFolder {
    let path: String

    /// The folder beside the settings file at `settingsPath`.
    init(besideSettings settingsPath: String) {
        path = (settingsPath as NSString).deletingLastPathComponent + "/presets"
    }

    /// Writes `tuning` as the next free `STYLE-N.json`, atomically; returns the file's path.
    func save(_ tuning: StyleTuning, style: String) throws -> String {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var n = 1
        while FileManager.default.fileExists(atPath: "\(path)/\(style)-\(n).json") { n += 1 }
        let file = "\(path)/\(style)-\(n).json"
        try tuning.encodedPreset().write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The presets' file names, ordered as a person counts (`zoom-2` before `zoom-10`); none when
    /// the folder is missing.
    func names() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return files.filter(AppSettings.isPresetFileName)
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }

    /// The preset `name`'s numbers.
    /// - Throws: `RunnerError.badInput` naming the file (and its line, for bad content).
    func load(_ name: String) throws(RunnerError) -> StyleTuning {
        try loadPreset(path + "/" + name, source: "preset")
    }
}

/// The window's presets: the folder, plus the settings file the chosen one is stored in.
/// Failures are said on stderr and change nothing, as a failed settings write is.
@MainActor
final class PresetShelf: PresetLibrary {
    let folder: PresetFolder
    let file: SettingsFile

    init(file: SettingsFile) {
        self.file = file
        folder = PresetFolder(besideSettings: file.path)
    }

    func presetNames() -> [String] { folder.names() }

    func loadPreset(named name: String) -> StyleTuning? {
        do { return try folder.load(name) } catch {
            StandardStream.error.write("\(error.description)\n")
            return nil
        }
    }

    func savePreset(_ tuning: StyleTuning, style: CardTransitionStyle) -> String? {
        do {
            let path = try folder.save(tuning, style: style.rawValue)
            StandardStream.error.write("cardsim: saved the preset \(path)\n")
            return (path as NSString).lastPathComponent
        } catch {
            StandardStream.error.write("cardsim: cannot save the preset: \(error)\n")
            return nil
        }
    }

    func storeChoice(_ name: String?) {
        var stored = file.load().settings
        stored.preset = name
        do { try file.write(stored) } catch {
            StandardStream.error.write("\(error)\n")
        }
    }
}
