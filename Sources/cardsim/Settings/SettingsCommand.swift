import AppStore
import Foundation
import Playback

/// `cardsim settings [--settings FILE] [--json] [get KEY | set KEY VALUE | reset [KEY]]`: the
/// stored settings from a shell, as `gsettings` and `defaults` do. The same validation and atomic
/// write as the app; a bad key or value exits 2 with the file untouched.
///
///     cardsim settings                    # the file's path, then every key and its stored value
///     cardsim settings get speed          # 1
///     cardsim settings set speed 0.5
///     cardsim settings reset              # every key back to its default (or: reset speed)
public struct SettingsCommand: Equatable, Sendable {
    /// A stored setting: one of the app's, or the folder the window saves into.
    public enum Name: Equatable, Sendable {
        case app(AppSettings.Key)
        case outputDir
        /// The preset a launch loads (a file name in `presets/`; empty: none).
        case preset

        /// The key as the file and this command spell it.
        public var key: String {
            switch self {
            case .app(let key): key.rawValue
            case .outputDir: AppSettings.outputDirName
            case .preset: AppSettings.presetName
            }
        }
    }

    public enum Action: Equatable, Sendable {
        case show
        case get(Name)
        case set(Name, String)
        /// One key, or every key when nil.
        case reset(Name?)
    }

    /// Every setting, in the order `settings` and `settings --json` list them: one list, so the
    /// two cannot list different keys.
    static let names: [Name] = AppSettings.Key.allCases.map(Name.app) + [.outputDir, .preset]

    /// Every key, as the file and this command spell them.
    static var keyNames: [String] { names.map(\.key) }

    public var action: Action
    /// `--settings FILE`; nil means the default path.
    public var file: String?
    /// `--json`: the settings as the file holds them (`show`), or the value as JSON (`get`).
    public var json = false

    public init(action: Action, file: String? = nil, json: Bool = false) {
        self.action = action; self.file = file; self.json = json
    }

    /// Reads the words after `settings`; every key and value is checked here, before any file is touched.
    public static func parse(_ arguments: [String]) throws(LaunchOptionError) -> SettingsCommand {
        var reader = ArgumentReader(arguments, command: .settings)
        var file: String?, json = false
        var rest: [String] = []
        while let word = try reader.next() {
            switch word {
            case .option("--settings"): file = try reader.path()
            case .option("--json"): json = true
            case .option(let name): throw reader.unhandled(name)
            case .argument(let w): rest.append(w)
            }
        }
        let usage = " (see cardsim settings --help)"
        switch rest.first {
        case nil:
            return SettingsCommand(action: .show, file: file, json: json)
        case "get":
            guard rest.count == 2 else { throw LaunchOptionError("cardsim: settings get takes one KEY" + usage) }
            return SettingsCommand(action: .get(try name(rest[1])), file: file, json: json)
        case "set":
            guard rest.count == 3 else { throw LaunchOptionError("cardsim: settings set takes KEY VALUE" + usage) }
            let n = try name(rest[1])
            var probe = AppSettings()
            do { try probe.set(n, to: rest[2]) } catch { throw LaunchOptionError("cardsim: \(error.message)") }
            return SettingsCommand(action: .set(n, rest[2]), file: file)
        case "reset":
            guard rest.count <= 2 else { throw LaunchOptionError("cardsim: settings reset takes at most one KEY" + usage) }
            return SettingsCommand(action: .reset(rest.count == 2 ? try name(rest[1]) : nil), file: file)
        case let word?:
            throw LaunchOptionError("cardsim: unknown settings command '\(word)'" + usage)
        }
    }

    private static func name(_ word: String) throws(LaunchOptionError) -> Name {
        if word == AppSettings.outputDirName || word == "output-dir" { return .outputDir }
        if word == AppSettings.presetName { return .preset }
        do { return .app(try AppSettings.key(named: word)) } catch {
            throw LaunchOptionError("cardsim: unknown setting '\(word)' (known: \(keyNames.joined(separator: ", ")))")
        }
    }

    /// Does it; returns the exit status (0 done, 1 the file could not be written, 2 a preset the
    /// presets folder does not hold).
    public func run(environment: [String: String] = ProcessInfo.processInfo.environment,
                    out: (String) -> Void, err: (String) -> Void) -> Int32 {
        let store = SettingsFile(path: file ?? SettingsFile.defaultPath(environment: environment))
        let loaded = store.load()
        if let warning = loaded.warning { err(warning) }
        var settings = loaded.settings
        switch action {
        case .show:
            if json {
                // The file's format, with null for what is not set, so that it reads back.
                let members = ["  \"version\": \(AppSettings.fileVersion)"]
                    + Self.names.map { "  \"\($0.key)\": " + Self.jsonValue($0, settings.text(of: $0)) }
                out("{\n" + members.joined(separator: ",\n") + "\n}")
                return 0
            }
            out(store.path + (loaded.exists ? "" : "  (not created yet: the defaults)"))
            for name in Self.names {
                let value = settings.text(of: name)
                let unset = name == .preset ? "(none: the tables' numbers)" : "(Pictures and Videos)"
                out(name.key.padding(toLength: 14, withPad: " ", startingAt: 0) + (value.isEmpty ? unset : value))
            }
            return 0
        case .get(let name):
            let value = settings.text(of: name)
            out(json ? Self.jsonValue(name, value) : value)
            return 0
        case .set(let name, let value):
            try? settings.set(name, to: value)   // checked by parse
            // Only here is the folder known (it lies beside the file, which the environment places).
            if name == .preset, let preset = settings.preset, let refusal = Self.missing(preset, in: PresetFolder(besideSettings: store.path)) {
                err(refusal)
                return 2
            }
        case .reset(let name?):
            try? settings.set(name, to: AppSettings().text(of: name))
        case .reset(nil):
            settings = AppSettings()
        }
        do { try store.write(settings) } catch {
            err(error.description)
            return 1
        }
        return 0
    }

    /// Why `preset` cannot be chosen, naming the presets there are; nil when the folder holds it.
    /// A launch would only warn and run on the tables' numbers.
    static func missing(_ preset: String, in folder: PresetFolder) -> String? {
        let saved = folder.names()
        guard !saved.contains(preset) else { return nil }
        return "cardsim: no preset '\(preset)' in \(folder.path); "
            + (saved.isEmpty ? "no presets are saved there yet (the Style Lab's Save Preset makes them)"
                             : "saved presets: \(saved.joined(separator: ", "))")
    }

    /// `get --json`: the value with the JSON type the file gives it (null for an unset folder).
    static func jsonValue(_ name: Name, _ text: String) -> String {
        switch name {
        case .outputDir, .preset: return text.isEmpty ? "null" : JSONText.quoted(text)
        case .app(.speed), .app(.touches), .app(.bezel), .app(.reduceMotion): return text
        case .app: return JSONText.quoted(text)
        }
    }
}

extension AppSettings {
    /// The text of a setting `cardsim settings` names; an unset `outputDir` is empty.
    func text(of name: SettingsCommand.Name) -> String {
        switch name {
        case .app(let key): text(of: key)
        case .outputDir: outputDir ?? ""
        case .preset: preset ?? ""
        }
    }

    /// Sets a setting `cardsim settings` names; an empty folder unsets it, a relative one is taken
    /// from the current directory (the file must not depend on where the window is started).
    mutating func set(_ name: SettingsCommand.Name, to text: String) throws(SettingsError) {
        switch name {
        case .app(let key): try set(key, to: text)
        case .outputDir:
            if text.isEmpty { outputDir = nil; return }
            outputDir = text.hasPrefix("/") ? text : FileManager.default.currentDirectoryPath + "/" + text
        case .preset:
            // A name without ".json" is the one Settings shows; the file is that name plus it.
            if text.isEmpty { preset = nil; return }
            let file = text.hasSuffix(".json") ? text : text + ".json"
            guard AppSettings.isPresetFileName(file) else {
                throw SettingsError(line: nil, "preset: expected a file name in the presets folder (zoom-1), found '\(text)'")
            }
            preset = file
        }
    }
}
