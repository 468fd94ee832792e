import Playback

/// The settings file's format (`settings.json`): one object, a `version` and the keys of
/// `AppSettings.Key` with JSON types (speed a number, switches booleans, the rest strings).
///
///     {
///       "version": 1,
///       "style": "appstore",
///       "speed": 0.5,
///       …
///     }
///
/// Reading is strict, because a file that is half understood would be half applied: an unknown
/// key, a wrong type, a bad value or another version makes the whole file unusable, and the
/// error says which line. Keys left out keep their defaults; `outputDir` and `preset` may also be
/// null, meaning none.
extension AppSettings {
    /// The version this CardSim writes and reads.
    public static let fileVersion = 1

    /// Reads a settings file's contents.
    /// - Throws: `SettingsError` with the line of the first problem.
    public static func decode(_ bytes: [UInt8]) throws(SettingsError) -> AppSettings {
        let root: LocatedJSON
        do { var parser = LocatedJSONParser(bytes: bytes); root = try parser.parse() } catch {
            throw SettingsError(line: error.line, "not valid JSON: \(error.message)")
        }
        guard case .object(let members) = root.kind else {
            throw SettingsError(line: root.line, "expected a JSON object, found \(root.typeName)")
        }
        guard let version = root.member("version") else {
            throw SettingsError(line: root.line, "missing \"version\" (this CardSim reads version \(fileVersion))")
        }
        guard case .number(let v) = version.kind, v == Double(fileVersion) else {
            let found = if case .number(let n) = version.kind { number(n) } else { version.typeName }
            throw SettingsError(line: version.line, "unknown version \(found) (this CardSim reads version \(fileVersion))")
        }
        var settings = AppSettings()
        for member in members where member.key != "version" {
            // null is what `cardsim settings --json` prints for a folder or preset not chosen.
            if [Self.outputDirName, Self.presetName].contains(member.key), case .null = member.value.kind { continue }
            if member.key == Self.outputDirName {
                guard case .string(let s) = member.value.kind, !s.isEmpty else {
                    throw SettingsError(line: member.line, "\(Self.outputDirName): expected a folder's path, found \(member.value.typeName)")
                }
                settings.outputDir = s
                continue
            }
            if member.key == Self.presetName {
                guard case .string(let s) = member.value.kind, Self.isPresetFileName(s) else {
                    throw SettingsError(line: member.line, "\(Self.presetName): expected a preset's file name (zoom-1.json), found \(member.value.typeName)")
                }
                settings.preset = s
                continue
            }
            let key: Key
            do { key = try Self.key(named: member.key) } catch { throw SettingsError(line: member.line, error.message) }
            guard member.key == key.rawValue else {
                throw SettingsError(line: member.line, "unknown setting '\(member.key)' (the file spells it '\(key.rawValue)')")
            }
            let text: String
            switch (key, member.value.kind) {
            case (.speed, .number(let n)): text = number(n)
            case (.touches, .bool(let b)), (.bezel, .bool(let b)), (.reduceMotion, .bool(let b)): text = String(b)
            case (.style, .string(let s)), (.lang, .string(let s)), (.appearance, .string(let s)), (.device, .string(let s)): text = s
            default:
                let wanted = key == .speed ? "a number" : [.touches, .bezel, .reduceMotion].contains(key) ? "true or false" : "a string"
                throw SettingsError(line: member.line, "\(key.rawValue): expected \(wanted), found \(member.value.typeName)")
            }
            do { try settings.set(key, to: text) } catch { throw SettingsError(line: member.line, error.message) }
        }
        return settings
    }

    /// `outputDir`'s name in the file and in `cardsim settings`.
    public static let outputDirName = "outputDir"
    /// `preset`'s name in the file and in `cardsim settings`.
    public static let presetName = "preset"

    /// A name the presets folder can hold: a plain `.json` file name, no folder, not hidden, so a
    /// stored choice cannot point outside `presets/`.
    public static func isPresetFileName(_ s: String) -> Bool {
        s.hasSuffix(".json") && s.count > 5 && !s.hasPrefix(".") && !s.contains("/")
    }

    /// The file's text: every key, in `Key` order, one a line, ending in a newline.
    public func encoded() -> String {
        var lines = ["  \"version\": \(Self.fileVersion)"]
        for key in Key.allCases {
            let value: String
            switch key {
            case .speed, .touches, .bezel, .reduceMotion: value = text(of: key)
            case .style, .lang, .appearance, .device: value = "\"\(text(of: key))\""
            }
            lines.append("  \"\(key.rawValue)\": \(value)")
        }
        if let outputDir { lines.append("  \"\(Self.outputDirName)\": \(JSONText.quoted(outputDir))") }
        if let preset { lines.append("  \"\(Self.presetName)\": \(JSONText.quoted(preset))") }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }
}
