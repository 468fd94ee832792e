/// A parsed JSON value that remembers the 1-based line it starts on, so that errors found after
/// parsing (a missing title, a bad colour) can still point at `FILE:LINE`.
///
/// Foundation's JSON readers forget positions, which is why card files go through
/// ``LocatedJSONParser`` instead.
struct LocatedJSON: Sendable {
    /// The value itself; object members keep their file order.
    indirect enum Kind: Sendable {
        case object([Member])
        case array([LocatedJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One `"key": value` pair of an object; `line` is where the key is written.
    struct Member: Sendable {
        var key: String
        var line: Int
        var value: LocatedJSON
    }

    var kind: Kind
    /// 1-based line of the value's first character.
    var line: Int

    /// The member named `key` of an object, or nil (also for non-objects).
    func member(_ key: String) -> LocatedJSON? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A short English name of the value's type, for "expected a string, found an array".
    var typeName: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
