/// The tuned numbers of every style: what `--param STYLE.NAME=VALUE`, `set param`, a preset and
/// the Style Lab change. Keys are full names (`zoom.present.duration`); a value is always a known
/// parameter's and inside its range, because every way in goes through ``set(_:to:)``.
///
///     var tuning = StyleTuning()
///     try tuning.set("zoom.present.damping", to: 0.6)
///     tuning.parameters(for: .zoom)["present.damping"]    // 0.6
public struct StyleTuning: Equatable, Sendable {
    /// Tuned values by full name; a parameter not here has its table's value.
    public internal(set) var values: [String: Double] = [:]

    /// Nothing tuned: every style runs on its table's defaults.
    public init() {}

    /// The numbers `style` runs on.
    public func parameters(for style: CardTransitionStyle) -> StyleParameters {
        let table = style.descriptor?.parameters ?? StyleParameterTable(style: style.rawValue, [])
        var own: [String: Double] = [:]
        for (key, v) in values where key.hasPrefix(style.rawValue + ".") { own[String(key.dropFirst(style.rawValue.count + 1))] = v }
        return StyleParameters(table: table, overrides: own)
    }

    /// The value in force for a full name, or nil for a name no style has.
    public func value(of fullName: String) -> Double? {
        guard let (style, p) = try? Self.parameter(named: fullName) else { return nil }
        return values[fullName] ?? parameters(for: style)[p.name]
    }

    /// Sets one parameter. A value equal to the default removes the override, so a tuning that
    /// matches the tables is the empty tuning.
    /// - Throws: a message naming the known names, or the range.
    public mutating func set(_ fullName: String, to value: Double) throws(SettingsError) {
        let (_, p) = try Self.parameter(named: fullName)
        guard value.isFinite, p.range.contains(value) else {
            throw SettingsError("\(fullName): expected a number from \(Self.text(p.range.lowerBound)) to \(Self.text(p.range.upperBound)), got \(Self.text(value))")
        }
        values[fullName] = value == p.value ? nil : value
    }

    /// Parses `STYLE.NAME=VALUE` (`--param`) and sets it.
    public mutating func set(assignment: String) throws(SettingsError) {
        guard let eq = assignment.firstIndex(of: "=") else {
            throw SettingsError("expected STYLE.NAME=VALUE, got '\(assignment)'")
        }
        let name = String(assignment[..<eq]), text = String(assignment[assignment.index(after: eq)...])
        let (_, p) = try Self.parameter(named: name)
        guard let v = Double(text) else {
            throw SettingsError("\(name): expected a number from \(Self.text(p.range.lowerBound)) to \(Self.text(p.range.upperBound)), got '\(text)'")
        }
        try set(name, to: v)
    }

    /// Every tuned value of `style` back to the table's.
    public mutating func reset(_ style: CardTransitionStyle) {
        values = values.filter { !$0.key.hasPrefix(style.rawValue + ".") }
    }

    /// The style and parameter a full name means.
    /// - Throws: for an unknown style (naming the styles) or parameter (naming the style's parameters).
    public static func parameter(named fullName: String) throws(SettingsError) -> (CardTransitionStyle, StyleParameter) {
        guard let dot = fullName.firstIndex(of: "."),
              let style = CardTransitionStyle(rawValue: String(fullName[..<dot])), let table = style.descriptor?.parameters else {
            throw SettingsError("unknown parameter '\(fullName)': a name starts with a style (\(CardTransitionStyle.names.joined(separator: ", "))), as in zoom.present.duration")
        }
        let name = String(fullName[fullName.index(after: dot)...])
        guard let p = table.parameter(named: name) else {
            let known = table.parameters.map { "\(style.rawValue).\($0.name)" }.joined(separator: ", ")
            throw SettingsError("unknown parameter '\(fullName)'; \(style.rawValue) has \(known)")
        }
        return (style, p)
    }

    /// Every full name, style by style in the registry's order: what completion and `--help` offer.
    public static var allNames: [String] {
        CardTransitionStyle.allCases.flatMap { s in (s.descriptor?.parameters.parameters ?? []).map { "\(s.rawValue).\($0.name)" } }
    }

    /// A number as a person writes it: "1", "0.25".
    static func text(_ v: Double) -> String { AppSettings.number(v) }
}
