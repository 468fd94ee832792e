import SimKit
/// A small JSON writer for trace lines: fields in the order written, compact numbers, no Foundation.
/// `JSONEncoder` neither promises key order nor rounds, and traces are meant to diff between runs.
public struct JSONText: Sendable {
    /// The JSON written so far.
    public private(set) var text = ""
    private var needsComma = false

    /// Starts empty.
    public init() {}

    /// Writes `{ … }`; `body` writes its fields.
    public mutating func object(_ body: (inout JSONText) -> Void) {
        text += "{"
        needsComma = false
        body(&self)
        text += "}"
        needsComma = true
    }

    /// Writes `"key": value`; `value` writes exactly one value.
    public mutating func field(_ key: String, _ value: (inout JSONText) -> Void) {
        if needsComma { text += "," }
        string(key)
        text += ":"
        value(&self)
        needsComma = true
    }

    /// A number rounded to 1e-4: `0.42`, `120.0`; `null` for NaN and infinity, which JSON lacks.
    public mutating func number(_ v: Double) {
        text += Self.format(v)
    }

    /// An integer.
    public mutating func int(_ v: Int) { text += String(v) }

    /// `true` or `false`.
    public mutating func bool(_ v: Bool) { text += v ? "true" : "false" }

    /// `null`.
    public mutating func null() { text += "null" }

    /// A string with JSON escapes.
    public mutating func string(_ s: String) { text += Self.quoted(s) }

    /// `s` as a JSON string literal, quotes and escapes included: the one quoter every JSON
    /// CardSim writes by hand goes through (traces, settings.json, `--json` listings).
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    /// The compact form of `v` rounded to 1e-4. k / 10000 is the double nearest the decimal, so
    /// Swift's shortest round-trip printing shows at most four decimals.
    public static func format(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let r = (v * 10_000).rounded() / 10_000
        return r == 0 ? "0.0" : "\(r)"   // also turns -0.0 into 0.0
    }
}
