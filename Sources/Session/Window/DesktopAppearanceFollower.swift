import Playback

/// Tells the scene when the desktop turns dark or light, so Settings › Appearance › Automatic
/// follows it live. The executable keeps `read` up to date (it watches the desktop portal).
@MainActor
package struct DesktopAppearanceFollower {
    /// The desktop's colour scheme now (dark, light, nil: no preference); nil: not followed.
    package let read: (@Sendable () -> Bool?)?
    /// The scheme as last told to the scene (`.none`: not told yet).
    private var told: Bool??

    package init(read: (@Sendable () -> Bool?)?) { self.read = read }

    /// Tells `scene` the desktop's scheme where it changed since the last time it was told.
    package mutating func follow(_ scene: Scene) {
        guard let read else { return }
        let now = read()
        guard told != .some(now) else { return }
        told = .some(now)
        (scene as? SettingsScene)?.desktopAppearanceChanged(isDark: now)
    }
}
