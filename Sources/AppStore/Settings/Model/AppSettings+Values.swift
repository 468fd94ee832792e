import SimKit
/// Reading settings from words: `cardsim settings set KEY VALUE` and the settings file's strings go
/// through these, so both accept and refuse exactly the same things.
extension AppSettings {
    /// The key spelled `name` (`reduceMotion`; `reduce-motion` as scripts spell it is accepted too).
    public static func key(named name: String) throws(SettingsError) -> Key {
        if let key = Key(rawValue: name) { return key }
        if name == "reduce-motion" { return .reduceMotion }
        throw SettingsError("unknown setting '\(name)' (known: \(Key.allCases.map(\.rawValue).joined(separator: ", ")))")
    }

    /// The words `key` accepts, for messages and `--help`.
    public static func choices(for key: Key) -> [String] {
        switch key {
        case .style: return CardTransitionStyle.names
        case .speed: return speedChoices.map(number)
        case .touches, .bezel, .reduceMotion: return ["on", "off"]
        case .lang: return Language.allCases.map(\.rawValue)
        case .appearance: return Appearance.allCases.map(\.rawValue)
        case .device: return Device.all.map(\.name)
        }
    }

    /// Sets `key` from its text form; the value is checked and nothing changes when it is bad.
    /// Switches take on/off and true/false (gsettings writes true and false, scripts on and off).
    public mutating func set(_ key: Key, to text: String) throws(SettingsError) {
        func bad() -> SettingsError {
            SettingsError("\(key.rawValue) must be one of \(Self.choices(for: key).joined(separator: ", ")), not '\(text)'")
        }
        switch key {
        case .style:
            guard let v = CardTransitionStyle(rawValue: text) else { throw bad() }
            style = v
        case .speed:
            guard let v = Double(text), let choice = Self.speedChoices.first(where: { abs($0 - v) < 1e-9 }) else { throw bad() }
            speed = choice
        case .touches, .bezel, .reduceMotion:
            let on: Bool
            switch text.lowercased() {
            case "on", "true": on = true
            case "off", "false": on = false
            default: throw bad()
            }
            if key == .touches { touches = on } else if key == .bezel { bezel = on } else { reduceMotion = on }
        case .lang:
            guard let v = Language(rawValue: text) else { throw bad() }
            lang = v
        case .appearance:
            guard let v = Appearance(rawValue: text) else { throw bad() }
            appearance = v
        case .device:
            guard let v = Device.named(text) else { throw bad() }
            device = v
        }
    }
}
