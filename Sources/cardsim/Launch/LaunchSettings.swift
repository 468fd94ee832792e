import AppStore
import Foundation
import SDLBackend

/// The settings a run starts with and the file the user's changes go to: the stored
/// values (unless `--no-settings`, or headless without `--settings`), under the flags.
struct LaunchSettings {
    var settings: AppSettings
    /// Where the Settings screen's changes are stored; nil when this run ignores stored settings.
    var file: SettingsFile?
    /// The desktop's dark preference for Automatic; nil headless (a recording must not depend on
    /// the desktop it was made on) and where nothing says.
    var systemIsDark: Bool?
    /// Who answered `systemIsDark` (the portal, gsettings, GTK_THEME): the one the window watches.
    var desktopSource: DesktopAppearance.Source?
    /// No settings file was there yet: the window's first run, which shows how to see the keys.
    var isFirstRun = false

    /// Reads the file (a bad one: the defaults and one warning on stderr, the file untouched).
    static func resolve(_ options: LaunchOptions, headless: Bool) -> LaunchSettings {
        let environment = ProcessInfo.processInfo.environment
        let path = options.settingsPath(headless: headless, environment: environment)
        let file = path.map(SettingsFile.init(path:))
        let loaded = file?.load()
        if let warning = loaded?.warning { StandardStream.error.write(warning + "\n") }
        var stored = loaded?.settings ?? AppSettings()
        if let file { stored = Self.loadingChosenPreset(into: stored, beside: file) }
        let desktop = headless ? (isDark: nil, source: nil) : DesktopAppearance.read(environment: environment)
        return LaunchSettings(settings: options.applyingFlags(to: stored), file: file,
                              systemIsDark: desktop.isDark, desktopSource: desktop.source,
                              isFirstRun: !headless && loaded?.exists == false)
    }

    /// The stored settings with the chosen preset's numbers as their tuning. A preset that cannot
    /// be read is said on stderr and left out (the tables' numbers, and Style Lab › Preset shows
    /// None), with the file untouched, as a bad settings file is.
    static func loadingChosenPreset(into stored: AppSettings, beside file: SettingsFile) -> AppSettings {
        guard let name = stored.preset else { return stored }
        var settings = stored
        do { settings.tuning = try PresetFolder(besideSettings: file.path).load(name) } catch {
            StandardStream.error.write("\(error.description) (the preset chosen in \(file.path)); using the tables' numbers\n")
            settings.preset = nil
        }
        return settings
    }

    /// Stores what the user changes on the Settings screen; a failed write is said, not fatal.
    @MainActor
    func persistUserChanges(of scene: AppStoreScene) {
        guard let file else { return }
        // Save Preset and Style Lab › Preset: files beside the settings file, the choice in it.
        scene.presets = PresetShelf(file: file)
        scene.onUserSettingsChange = { keys, values in
            do { try file.store(keys, from: values) } catch {
                StandardStream.error.write("\(error)" + "\n")
            }
        }
    }
}
