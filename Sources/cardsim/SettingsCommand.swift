import AppStore
import Foundation

/// `cardsim settings [--settings FILE] [set KEY VALUE | reset [KEY]]`: the stored settings from a
/// shell, as `gsettings` and `defaults` do. The same validation and atomic write as the
/// app; a bad key or value exits 2 with the file untouched.
///
///     cardsim settings                    # the file's path, then every key and its stored value
///     cardsim settings set speed 0.5
///     cardsim settings reset              # every key back to its default (or: reset speed)
public struct SettingsCommand: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        case show
        case set(AppSettings.Key, String)
        /// One key, or every key when nil.
        case reset(AppSettings.Key?)
        case help
    }

    public static var usage: String { """
    usage: cardsim settings [--settings FILE]                 print the stored values and the file's path
           cardsim settings [--settings FILE] set KEY VALUE   store one value
           cardsim settings [--settings FILE] reset [KEY]     back to the default (every key, or one)
    keys: style (\(CardTransitionStyle.names.joined(separator: ", "))), speed (1, 0.5, 0.25, 0.1), touches (on, off),
          bezel (on, off), lang (en, ko), appearance (light, dark, automatic), reduceMotion (on, off)
    file: $XDG_CONFIG_HOME/cardsim/settings.json, else ~/.config/cardsim/settings.json
    """ }

    public var action: Action
    /// `--settings FILE`; nil means the default path.
    public var file: String?

    public init(action: Action, file: String? = nil) { self.action = action; self.file = file }

    /// Reads the words after `settings`; every key and value is checked here, before any file is touched.
    public static func parse(_ arguments: [String]) throws(LaunchOptionError) -> SettingsCommand {
        var words = arguments[...]
        var file: String?
        var rest: [String] = []
        while let w = words.popFirst() {
            if w == "--settings" {
                guard let f = words.popFirst(), !f.isEmpty else { throw LaunchOptionError("cardsim settings: --settings: missing value") }
                file = f
            } else if w.hasPrefix("--settings=") {
                file = String(w.dropFirst("--settings=".count))
            } else if w == "-h" || w == "--help" {
                return SettingsCommand(action: .help, file: file)
            } else {
                rest.append(w)
            }
        }
        func key(_ name: String) throws(LaunchOptionError) -> AppSettings.Key {
            do { return try AppSettings.key(named: name) } catch { throw LaunchOptionError("cardsim settings: \(error.message)") }
        }
        switch rest.first {
        case nil:
            return SettingsCommand(action: .show, file: file)
        case "set":
            guard rest.count == 3 else { throw LaunchOptionError("cardsim settings: set takes KEY VALUE\n" + usage) }
            let k = try key(rest[1])
            var probe = AppSettings()
            do { try probe.set(k, to: rest[2]) } catch { throw LaunchOptionError("cardsim settings: \(error.message)") }
            return SettingsCommand(action: .set(k, rest[2]), file: file)
        case "reset":
            guard rest.count <= 2 else { throw LaunchOptionError("cardsim settings: reset takes at most one KEY\n" + usage) }
            return SettingsCommand(action: .reset(rest.count == 2 ? try key(rest[1]) : nil), file: file)
        case let word?:
            throw LaunchOptionError("cardsim settings: unknown command '\(word)'\n" + usage)
        }
    }

    /// Does it; returns the exit status (0 done, 1 the file could not be written).
    public func run(environment: [String: String] = ProcessInfo.processInfo.environment,
                    out: (String) -> Void, err: (String) -> Void) -> Int32 {
        if action == .help {
            out(Self.usage)
            return 0
        }
        let store = SettingsFile(path: file ?? SettingsFile.defaultPath(environment: environment))
        let loaded = store.load()
        if let warning = loaded.warning { err(warning) }
        var settings = loaded.settings
        switch action {
        case .help:
            return 0
        case .show:
            out(store.path + (loaded.exists ? "" : "  (not created yet: the defaults)"))
            for key in AppSettings.Key.allCases {
                out(key.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0) + settings.text(of: key))
            }
            return 0
        case .set(let key, let value):
            try? settings.set(key, to: value)   // checked by parse
        case .reset(let key?):
            try? settings.set(key, to: AppSettings().text(of: key))
        case .reset(nil):
            settings = AppSettings()
        }
        do { try store.write(settings) } catch {
            err(error.description)
            return 1
        }
        return 0
    }
}
