import Foundation

/// Follows the desktop's colour scheme while the window runs, so Appearance › Automatic changes
/// with it: `gdbus monitor` on the desktop portal, or `gsettings monitor` where gsettings answered,
/// read line by line on a thread of its own. The window's loop reads `isDark` each frame.
///
///     let watch = DesktopAppearanceWatch(initial: true, source: .portal, environment: env)
///     configuration.desktopIsDark = { watch?.isDark }
///     …
///     watch?.stop()
final class DesktopAppearanceWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Bool?
    private let process: Process

    /// Nil where there is nothing to watch (`GTK_THEME` cannot change under a running process).
    init?(initial: Bool?, source: DesktopAppearance.Source?, environment: [String: String]) {
        let program: String, arguments: [String]
        switch source {
        case .portal:
            program = "gdbus"
            arguments = ["monitor", "--session", "--dest", DesktopAppearance.portalName, "--object-path", DesktopAppearance.portalPath]
        case .gsettings:
            program = "gsettings"
            arguments = ["monitor", "org.gnome.desktop.interface", "color-scheme"]
        case .theme, nil:
            return nil
        }
        guard let path = DesktopAppearance.which(program, environment: environment),
              case let (process, reader)? = DesktopAppearance.started(path, arguments) else { return nil }
        value = initial
        self.process = process
        let fallback = LaunchOptions.desktopPrefersDark(environment)
        Thread.detachNewThread { [weak self] in
            var pending = Data()
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { return }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    guard let self, let change = Self.change(in: line, source: source) else { continue }
                    // "No preference" falls back to GTK_THEME, as at launch.
                    self.set(change ?? fallback)
                }
            }
        }
    }

    /// The scheme now: dark, light, or nil (no preference).
    var isDark: Bool? { lock.withLock { value } }

    private func set(_ dark: Bool?) { lock.withLock { value = dark } }

    func stop() { if process.isRunning { process.terminate() } }

    /// What a monitor's line says, when it is about the colour scheme: `.some(nil)` for "no
    /// preference", nil for a line about something else.
    static func change(in line: String, source: DesktopAppearance.Source?) -> Bool?? {
        switch source {
        case .portal:
            // /org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged
            //     ('org.freedesktop.appearance', 'color-scheme', <uint32 1>)
            guard line.contains("SettingChanged"), line.contains("'org.freedesktop.appearance'"),
                  line.contains("'color-scheme'") else { return nil }
            return .some(DesktopAppearance.portalPrefersDark(line))
        case .gsettings:
            // color-scheme: 'prefer-dark'
            guard line.hasPrefix("color-scheme:") else { return nil }
            return .some(DesktopAppearance.gsettingsPrefersDark(String(line.dropFirst("color-scheme:".count))))
        case .theme, nil:
            return nil
        }
    }
}
