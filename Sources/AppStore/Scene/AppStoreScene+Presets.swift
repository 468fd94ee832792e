import SimKit

/// The chosen preset: Style Lab › Preset picks one of the saved presets (or none), the Style Lab's
/// Save Preset saves the tuning on screen and picks it. Either way the choice is stored, so the
/// next launch starts on the same numbers; slider changes that were not saved are not kept.
extension AppStoreScene {
    /// The saved presets' names; none without a library (headless).
    var presetNames: [String] { presets?.presetNames() ?? [] }

    /// Style Lab › Preset: the preset's numbers become the tuning and the choice is stored; nil goes
    /// back to the tables' numbers. A preset that cannot be read changes nothing.
    func choosePreset(_ name: String?) {
        let tuning: StyleTuning
        if let name {
            guard let loaded = presets?.loadPreset(named: name) else { return }
            tuning = loaded
        } else {
            tuning = StyleTuning()
        }
        var next = settings
        next.tuning = tuning
        next.preset = name
        settings = next
        effects.perform { presets?.storeChoice(name) }
    }

    /// The Style Lab's Save Preset: saved, and chosen, so a restart finds it; the name for the
    /// screen's confirmation, nil when nothing was written.
    func savePresetByUser(_ tuning: StyleTuning) -> String? {
        guard let presets else { return nil }
        let style = settings.style
        // A replay is given the name the live save chose, so it shows what the user saw.
        guard let name = effects.perform({ () -> String? in
            guard let name = presets.savePreset(tuning, style: style) else { return nil }
            presets.storeChoice(name)
            return name
        }) else { return nil }
        settings.preset = name
        return name
    }
}
