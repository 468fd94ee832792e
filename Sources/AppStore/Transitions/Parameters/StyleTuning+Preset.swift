/// A preset file: one JSON object of full parameter names and numbers, the tuned values only.
///
///     {
///       "zoom.present.damping": 0.6,
///       "zoom.present.duration": 0.45
///     }
///
/// Read strictly, as the settings file is: an unknown name or a value out of range makes the whole
/// preset unusable, and the error names its line.
extension StyleTuning {
    /// Reads a preset's contents.
    /// - Throws: `SettingsError` with the line of the first problem.
    public static func decodePreset(_ bytes: [UInt8]) throws(SettingsError) -> StyleTuning {
        let root: LocatedJSON
        do { var parser = LocatedJSONParser(bytes: bytes); root = try parser.parse() } catch {
            throw SettingsError(line: error.line, "not valid JSON: \(error.message)")
        }
        guard case .object(let members) = root.kind else {
            throw SettingsError(line: root.line, "expected a JSON object of \"STYLE.NAME\": number, found \(root.typeName)")
        }
        var tuning = StyleTuning()
        for member in members {
            guard case .number(let v) = member.value.kind else {
                throw SettingsError(line: member.line, "\(member.key): expected a number, found \(member.value.typeName)")
            }
            do { try tuning.set(member.key, to: v) } catch { throw SettingsError(line: member.line, error.message) }
        }
        return tuning
    }

    /// This tuning over `base`: what `--param` after `--preset` gives.
    public func applied(over base: StyleTuning) -> StyleTuning {
        var t = base
        t.values.merge(values) { $1 }
        return t
    }

    /// The preset's text: the tuned values, sorted by name, one a line.
    public func encodedPreset() -> String {
        let lines = values.keys.sorted().map { "  \"\($0)\": \(Self.text(values[$0]!))" }
        return lines.isEmpty ? "{}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// `set param` lines for a take's script, so that its replay runs on the same numbers.
    public var scriptLines: [String] {
        values.keys.sorted().map { "set param \($0) \(Self.text(values[$0]!))" }
    }
}
