/// Where the user's presets are kept, as the scene sees it: names, a preset's numbers, saving one,
/// and remembering which one a launch loads. The executable keeps them as files (`presets/` beside
/// the settings file); the scene never touches files, and a headless run has no library at all.
@MainActor
public protocol PresetLibrary: AnyObject {
    /// The saved presets' file names (`zoom-1.json`), in the order Style Lab › Preset lists them.
    func presetNames() -> [String]
    /// A saved preset's numbers; nil when it cannot be read (the library says why on stderr).
    func loadPreset(named name: String) -> StyleTuning?
    /// Saves `tuning` as a new preset named after `style`; its file name, or nil when nothing was
    /// written (the library says why).
    func savePreset(_ tuning: StyleTuning, style: CardTransitionStyle) -> String?
    /// Stores `name` as the preset the next launch loads; nil: the tables' numbers.
    func storeChoice(_ name: String?)
}
