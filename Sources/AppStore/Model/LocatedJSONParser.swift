/// A small recursive-descent JSON parser (RFC 8259) that records the line of every value.
///
///     let root = try LocatedJSONParser(bytes: Array(data)).parse()
///
/// It exists so that card files get `FILE:LINE:` messages for syntax errors and for every later
/// semantic error too. Errors carry the line where the parser stopped.
struct LocatedJSONParser {
    /// A syntax error at a 1-based line.
    struct Failure: Error, Equatable {
        var line: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// Deep nesting is refused rather than overflowing the stack on hostile input.
    private let maxDepth = 200

    init(bytes: [UInt8]) {
        // A UTF-8 byte-order mark is not JSON, but editors write it; skip it.
        self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }

    /// Parses one complete document; trailing non-space text is an error.
    mutating func parse() throws(Failure) -> LocatedJSON {
        skipSpace()
        guard index < bytes.count else { throw fail("the file is empty; expected a JSON object") }
        let value = try parseValue(depth: 0)
        skipSpace()
        if index < bytes.count { throw fail("unexpected \(describe(bytes[index])) after the end of the JSON value") }
        return value
    }

    private func fail(_ message: String) -> Failure { Failure(line: line, message: message) }

    /// How an unexpected byte is named in a message: the character when printable.
    private func describe(_ byte: UInt8) -> String {
        if byte == 0x0A { return "end of line" }
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A: line += 1; index += 1
            case 0x20, 0x09, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> LocatedJSON {
        guard depth < maxDepth else { throw fail("nesting deeper than \(maxDepth) levels") }
        guard index < bytes.count else { throw fail("unexpected end of file; expected a value") }
        let start = line
        switch bytes[index] {
        case UInt8(ascii: "{"): return LocatedJSON(kind: .object(try parseObject(depth: depth)), line: start)
        case UInt8(ascii: "["): return LocatedJSON(kind: .array(try parseArray(depth: depth)), line: start)
        case UInt8(ascii: "\""): return LocatedJSON(kind: .string(try parseString()), line: start)
        case UInt8(ascii: "t"): try literal("true"); return LocatedJSON(kind: .bool(true), line: start)
        case UInt8(ascii: "f"): try literal("false"); return LocatedJSON(kind: .bool(false), line: start)
        case UInt8(ascii: "n"): try literal("null"); return LocatedJSON(kind: .null, line: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return LocatedJSON(kind: .number(try parseNumber()), line: start)
        default: throw fail("unexpected \(describe(bytes[index])); expected a value")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let w = Array(word.utf8)
        guard bytes.count - index >= w.count, Array(bytes[index..<index + w.count]) == w else {
            throw fail("unexpected \(describe(bytes[index])); expected a value")
        }
        index += w.count
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> [LocatedJSON.Member] {
        index += 1
        var members: [LocatedJSON.Member] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return members }
        while true {
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end of file inside an object") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw fail("unexpected \(describe(bytes[index])); expected a quoted key")
            }
            let keyLine = line
            let key = try parseString()
            if members.contains(where: { $0.key == key }) { throw fail("duplicate key \"\(key)\"") }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after key \"\(key)\"") }
            index += 1
            skipSpace()
            members.append(.init(key: key, line: keyLine, value: try parseValue(depth: depth + 1)))
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end of file; expected ',' or '}'") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return members
            default: throw fail("unexpected \(describe(bytes[index])); expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> [LocatedJSON] {
        index += 1
        var items: [LocatedJSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return items }
        while true {
            skipSpace()
            items.append(try parseValue(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end of file; expected ',' or ']'") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return items
            default: throw fail("unexpected \(describe(bytes[index])); expected ',' or ']'")
            }
        }
    }

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        func digits() -> Int {
            let s = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - s
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let intStart = index
        guard digits() > 0 else { throw fail("malformed number") }
        if bytes[intStart] == UInt8(ascii: "0"), index - intStart > 1 { throw fail("numbers may not have leading zeros") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw fail("malformed number: digits expected after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw fail("malformed number: digits expected in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw fail("malformed number \(text)") }
        return value
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw fail("unexpected end of file inside a string") }
            let b = bytes[index]
            index += 1
            switch b {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case 0x0A:
                throw fail("line break inside a string (write \\n, or close the quote)")
            case 0x00..<0x20:
                throw fail("control character inside a string")
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw fail("unexpected end of file inside a string") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"): out.append(contentsOf: try unicodeEscape())
                default: throw fail("invalid escape \\\(describe(e)) in a string")
                }
            default:
                out.append(b)
            }
        }
    }

    /// The UTF-8 bytes of a `\uXXXX` escape (after the `u`), joining surrogate pairs.
    private mutating func unicodeEscape() throws(Failure) -> [UInt8] {
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code) {
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw fail("unpaired surrogate in \\u escape")
            }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate in \\u escape") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(code) {
            throw fail("unpaired surrogate in \\u escape")
        }
        guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4 else { throw fail("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw fail("invalid \\u escape: expected 4 hex digits")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }
}
