/// Just enough of Swift's lexical structure to find declarations by their words: identifiers and
/// punctuation, with comments and string literals skipped, each token with its line and column
/// (1-based; columns in UTF-8 bytes, as swiftc counts them).
struct SwiftLexer {
    struct Token: Equatable {
        var text: String
        var line: Int
        var column: Int
        var isIdentifier: Bool
    }

    static func tokens(_ source: [UInt8]) -> [Token] {
        var out: [Token] = []
        var i = 0, line = 1, lineStart = 0
        let n = source.count
        func at(_ k: Int) -> UInt8 { k < n ? source[k] : 0 }
        func isIdentifierByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }
        /// Moves past `count` bytes, counting the lines they end.
        func advance(_ count: Int) {
            for _ in 0..<count where i < n {
                if source[i] == 0x0A { line += 1; lineStart = i + 1 }
                i += 1
            }
        }
        /// A string literal: `#`s, then one or three quotes, to the matching close; escapes and
        /// interpolations are inside it and skipped with it.
        func skipString() {
            var hashes = 0
            while at(i) == 0x23 { hashes += 1; advance(1) }
            guard at(i) == 0x22 else { return }
            let multiline = at(i + 1) == 0x22 && at(i + 2) == 0x22
            advance(multiline ? 3 : 1)
            while i < n {
                if at(i) == 0x5C, hashes == 0 { advance(2); continue }
                if multiline ? (at(i) == 0x22 && at(i + 1) == 0x22 && at(i + 2) == 0x22) : at(i) == 0x22 {
                    let close = multiline ? 3 : 1
                    var k = 0
                    while k < hashes, at(i + close + k) == 0x23 { k += 1 }
                    if k == hashes { advance(close + hashes); return }
                }
                if !multiline, at(i) == 0x0A { return }           // unterminated: the compiler will say so
                advance(1)
            }
        }
        while i < n {
            let b = source[i]
            if b == 0x2F, at(i + 1) == 0x2F {                       // line comment
                while i < n, source[i] != 0x0A { i += 1 }
            } else if b == 0x2F, at(i + 1) == 0x2A {                // block comment, nested as Swift nests them
                var depth = 0
                repeat {
                    if at(i) == 0x2F, at(i + 1) == 0x2A { depth += 1; advance(2) }
                    else if at(i) == 0x2A, at(i + 1) == 0x2F { depth -= 1; advance(2) }
                    else { advance(1) }
                } while depth > 0 && i < n
            } else if b == 0x22 || (b == 0x23 && (at(i + 1) == 0x22 || at(i + 1) == 0x23)) {
                skipString()
            } else if isIdentifierByte(b) {
                let start = i
                while i < n, isIdentifierByte(source[i]) { i += 1 }
                out.append(Token(text: String(decoding: source[start..<i], as: UTF8.self), line: line,
                                 column: start - lineStart + 1, isIdentifier: true))
            } else if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                advance(1)
            } else {
                out.append(Token(text: String(UnicodeScalar(b)), line: line, column: i - lineStart + 1, isIdentifier: false))
                i += 1
            }
        }
        return out
    }
}
