import Foundation

/// The desktop's light or dark preference, for Appearance › Automatic. Asked in this order: the
/// XDG desktop portal's `org.freedesktop.appearance` `color-scheme` (GNOME, KDE and the others that
/// run a portal), then GNOME's `color-scheme` through gsettings, then `GTK_THEME` (SDL2 has no
/// theme query of its own; SDL3's is SDL_GetSystemTheme). The app and its kit never read the
/// environment, so the executable asks and hands the answer down; `DesktopAppearanceWatch` keeps
/// it up to date while the window runs.
enum DesktopAppearance {
    /// Who answered: the one to watch for changes.
    enum Source { case portal, gsettings, theme }

    /// True for dark, false for light, nil where nothing says; and who said it.
    static func read(environment: [String: String]) -> (isDark: Bool?, source: Source?) {
        if hasSessionBus(environment),
           let portal = run("gdbus", ["call", "--session", "--timeout", "1", "--dest", portalName, "--object-path", portalPath,
                                      "--method", "org.freedesktop.portal.Settings.Read", "org.freedesktop.appearance", "color-scheme"],
                            environment: environment),
           let dark = portalPrefersDark(portal) {
            return (dark, .portal)
        }
        if let scheme = run("gsettings", ["get", "org.gnome.desktop.interface", "color-scheme"], environment: environment),
           let dark = gsettingsPrefersDark(scheme) {
            return (dark, .gsettings)
        }
        let theme = LaunchOptions.desktopPrefersDark(environment)
        return (theme, theme == nil ? nil : .theme)
    }

    static let portalName = "org.freedesktop.portal.Desktop"
    static let portalPath = "/org/freedesktop/portal/desktop"

    /// Whether a session bus is there to ask. Without one, GLib would try to start one through
    /// dbus-launch (a daemon left behind for each launch) instead of failing.
    static func hasSessionBus(_ environment: [String: String]) -> Bool {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return true }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return false }
        return FileManager.default.fileExists(atPath: runtime + "/bus")
    }

    /// The portal's answer, `(<<uint32 1>>,)`: 1 prefers dark, 2 prefers light, 0 has no preference.
    static func portalPrefersDark(_ output: String) -> Bool? {
        guard let match = output.firstMatch(of: /uint32\s+(\d+)/) else { return nil }
        switch match.output.1 {
        case "1": return true
        case "2": return false
        default: return nil
        }
    }

    /// gsettings' answer: `'prefer-dark'`, `'prefer-light'` or `'default'` (no preference).
    static func gsettingsPrefersDark(_ output: String) -> Bool? {
        let value = output.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "'"))
        switch value {
        case "prefer-dark": return true
        case "prefer-light": return false
        default: return nil
        }
    }

    /// The program's path when it is on PATH.
    static func which(_ program: String, environment: [String: String]) -> String? {
        (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A program's stdout when it is on PATH and exits 0; nil otherwise. Both programs answer in
    /// milliseconds, and the portal call gives up after a second when no portal runs.
    private static func run(_ program: String, _ arguments: [String], environment: [String: String]) -> String? {
        guard let path = which(program, environment: environment), case let (p, out)? = started(path, arguments) else { return nil }
        let data = out.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationReason == .exit, p.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The program at `path` started with `arguments`, nothing on its stdin, its stderr dropped,
    /// and its stdout to read; nil when it cannot start.
    static func started(_ path: String, _ arguments: [String]) -> (Process, FileHandle)? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        return (p, out.fileHandleForReading)
    }
}
