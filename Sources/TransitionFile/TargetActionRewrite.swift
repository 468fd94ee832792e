/// Makes a tutorial's target-action compile without an Objective-C runtime, line for line: each
/// `@objc` (with its name, if any) is blanked, and each `#selector(handlePan(_:))` becomes
/// `Selector.method(EnclosingType.handlePan(_:))`, an unapplied method reference (UIKit's
/// `Selector` in CardSim). Nothing moves to another line, so swiftc's errors keep the user's line
/// numbers (the rewritten copy is compiled under `#sourceLocation` naming the user's file).
/// Comments and strings are left alone.
///
///     TargetActionRewrite.rewrite(Array(text.utf8))   // nil when the file has neither
enum TargetActionRewrite {
    /// The rewritten bytes, or nil when there is nothing to rewrite.
    static func rewrite(_ bytes: [UInt8]) -> [UInt8]? {
        let tokens = SwiftLexer.tokens(bytes)
        var lineStarts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A { lineStarts.append(i + 1) }
        func offset(_ t: SwiftLexer.Token) -> Int { lineStarts[t.line - 1] + t.column - 1 }
        var edits: [(range: Range<Int>, text: [UInt8])] = []
        // The types the tokens are inside, innermost last (nil: a brace that is not a type's body).
        var scopes: [String?] = []
        var pendingType: String?
        var k = 0
        while k < tokens.count {
            let t = tokens[k]
            switch t.text {
            case "class", "struct", "enum", "extension", "actor":
                if k + 1 < tokens.count, TransitionSource.isTypeName(tokens[k + 1]) { pendingType = tokens[k + 1].text }
            case "{":
                scopes.append(pendingType)
                pendingType = nil
            case "}":
                _ = scopes.popLast()
            case "@" where k + 1 < tokens.count && tokens[k + 1].text == "objc" && offset(tokens[k + 1]) == offset(t) + 1:
                var end = offset(tokens[k + 1]) + 4
                if k + 2 < tokens.count, tokens[k + 2].text == "(", offset(tokens[k + 2]) == end,
                   let close = tokens[(k + 2)...].firstIndex(where: { $0.text == ")" }), tokens[close].line == t.line {
                    end = offset(tokens[close]) + 1
                    k = close
                }
                edits.append((offset(t)..<end, Array(repeating: 0x20, count: end - offset(t))))
            case "#" where k + 2 < tokens.count && tokens[k + 1].text == "selector" && tokens[k + 2].text == "(":
                guard let close = matchingParen(tokens, from: k + 2), tokens[close].line == t.line else { break }
                let inner = String(decoding: bytes[(offset(tokens[k + 2]) + 1)..<offset(tokens[close])], as: UTF8.self)
                    .filter { $0 != " " && $0 != "\t" }
                let owner = scopes.last { $0 != nil } ?? nil
                edits.append((offset(t)..<(offset(tokens[close]) + 1), Array("Selector.method(\(reference(inner, in: owner)))".utf8)))
                k = close
            default:
                break
            }
            k += 1
        }
        guard !edits.isEmpty else { return nil }
        var out = bytes
        for edit in edits.reversed() { out.replaceSubrange(edit.range, with: edit.text) }
        return out
    }

    /// `handlePan(_:)` in `Owner` → `Owner.handlePan(_:)`; `self.x` likewise; `Type.x` as written.
    static func reference(_ inner: String, in owner: String?) -> String {
        let name = inner.hasPrefix("self.") ? String(inner.dropFirst(5)) : inner
        guard !name.contains("."), let owner else { return name }
        return "\(owner).\(name)"
    }

    private static func matchingParen(_ tokens: [SwiftLexer.Token], from open: Int) -> Int? {
        var depth = 0
        for j in open..<tokens.count {
            if tokens[j].text == "(" { depth += 1 } else if tokens[j].text == ")" { depth -= 1; if depth == 0 { return j } }
        }
        return nil
    }
}
