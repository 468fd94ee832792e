import AppStore
import Foundation

/// Where the Style Lab's Save Preset puts its files: `presets/` beside the settings file
/// (`$XDG_CONFIG_HOME/cardsim/presets/`, else `~/.config/cardsim/presets/`), one JSON file a
/// preset, named after the style and numbered so that nothing is overwritten (`zoom-1.json`,
/// `zoom-2.json`…). `--preset` reads them back.
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
}
