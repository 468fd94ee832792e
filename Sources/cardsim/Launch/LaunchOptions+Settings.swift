import AppStore
import SimKit

/// Which settings a run starts with: the stored file, unless told otherwise, under the
/// flags, which win for this run and are never written back.
extension LaunchOptions {
    /// The settings file this run reads and stores the user's changes in; nil when it ignores
    /// stored settings: `--no-settings`, or a headless run (a recording must not depend on whoever
    /// runs it) without `--settings FILE`.
    public func settingsPath(headless: Bool, environment: [String: String]) -> String? {
        if noSettings { return nil }
        if let settingsFile { return settingsFile }
        return headless ? nil : SettingsFile.defaultPath(environment: environment)
    }

    /// The desktop's dark preference, for Automatic: GTK_THEME is what the desktop themes SDL2's
    /// windows by when it is set ("Adwaita:dark", "Yaru-dark"); SDL2 has no theme query of its own
    /// (SDL3's SDL_GetSystemTheme). nil when nothing says.
    public static func desktopPrefersDark(_ environment: [String: String]) -> Bool? {
        guard let theme = environment["GTK_THEME"]?.lowercased(), !theme.isEmpty else { return nil }
        return theme.hasSuffix(":dark") || theme.hasSuffix("-dark")
    }

    /// `stored` with every setting given as a flag replaced by the flag's value.
    public func applyingFlags(to stored: AppSettings) -> AppSettings {
        var s = stored
        for key in givenSettings {
            switch key {
            case .style: s.style = CardTransitionStyle(rawValue: style) ?? s.style
            case .speed: s.speed = speed   // any factor in --speed's range, not only the screen's four
            case .touches: s.touches = showTouches
            case .bezel: s.bezel = bezel
            case .lang: s.lang = Language(rawValue: language) ?? s.lang
            case .appearance: s.appearance = AppSettings.Appearance(rawValue: appearance) ?? s.appearance
            case .reduceMotion: s.reduceMotion = reduceMotion
            case .device: s.device = Device.named(device) ?? s.device
            }
        }
        return s
    }

    /// Takes the resolved settings into the options the runners read (speed, rings, bezel, language,
    /// style, device), so the rest of the launch sees one set of values.
    public mutating func adopt(_ settings: AppSettings) {
        style = settings.style.rawValue
        speed = settings.speed
        showTouches = settings.touches
        bezel = settings.bezel
        language = settings.lang.rawValue
        appearance = settings.appearance.rawValue
        reduceMotion = settings.reduceMotion
        device = settings.device.name
    }
}
