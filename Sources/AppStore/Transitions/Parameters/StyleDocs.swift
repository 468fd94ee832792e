/// The parts of docs/transitions.md and docs/decisions.md that the tables write: each style's
/// numbers, and each decided number with its why. A test holds the docs to this text, so a number
/// changed in a table and not in the docs, or a decision without a why, cannot land.
public enum StyleDocs {
    /// The markers a generated block sits between in a Markdown file.
    public static func begin(_ name: String) -> String { "<!-- generated from the \(name) table: edit the table, not this -->" }
    public static let end = "<!-- end of generated table -->"

    /// A style's whole table: name, value, range, source.
    public static func parametersTable(_ table: StyleParameterTable) -> String {
        var lines = ["| parameter | value | range | source |", "|---|---|---|---|"]
        for p in table.parameters {
            let value = number(p.value) + (p.unit.rawValue.isEmpty ? "" : " " + p.unit.rawValue)
            let source = switch p.source {
            case .post(let line): "post: `\(cell(line))`"
            case .decided: "decided ([why](decisions.md#\(anchor(table.style))))"
            }
            lines.append("| `\(table.style).\(p.name)` | \(value) | \(number(p.range.lowerBound))–\(number(p.range.upperBound)) | \(source) |")
        }
        return lines.joined(separator: "\n")
    }

    /// A style's decided numbers with their whys.
    public static func decisionsTable(_ table: StyleParameterTable) -> String {
        var lines = ["| parameter | value | what it does | why |", "|---|---|---|---|"]
        for p in table.parameters {
            guard case .decided(let why) = p.source else { continue }
            let value = number(p.value) + (p.unit.rawValue.isEmpty ? "" : " " + p.unit.rawValue)
            lines.append("| `\(table.style).\(p.name)` | \(value) | \(cell(p.summary)) | \(cell(why)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// `text` with every generated block (between ``begin(_:)`` and ``end``) written anew from
    /// `tables`, by the kind of block the file holds (`decisions` picks the decided rows).
    public static func refreshed(_ text: String, tables: [StyleParameterTable], decisions: Bool) -> String {
        var out = text
        for table in tables {
            let start = begin(table.style)
            guard let a = out.range(of: start), let b = out.range(of: end, range: a.upperBound..<out.endIndex) else { continue }
            let body = decisions ? decisionsTable(table) : parametersTable(table)
            out.replaceSubrange(a.upperBound..<b.lowerBound, with: "\n" + body + "\n")
        }
        return out
    }

    /// The heading anchor of a style's section in decisions.md (`## App Store card (appstore)`).
    static func anchor(_ style: String) -> String { "style-" + style }

    private static func cell(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
    private static func number(_ v: Double) -> String { AppSettings.number(v) }
}
