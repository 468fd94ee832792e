import Testing
@testable import AppStore

/// The line-tracking JSON parser behind card files: standard JSON, exact lines.
@Suite("Card JSON parser")
struct CardJSONParserTests {
    func parse(_ text: String) throws(LocatedJSONParser.Failure) -> LocatedJSON {
        var parser = LocatedJSONParser(bytes: Array(text.utf8))
        return try parser.parse()
    }

    func failure(_ text: String) -> LocatedJSONParser.Failure? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    @Test func recordsTheLineOfEveryValueAndKey() throws {
        let root = try parse("{\n  \"a\": [\n    1,\n\n    \"x\"\n  ],\n  \"b\":\n null\n}")
        #expect(root.line == 1)
        guard case .object(let members) = root.kind, case .array(let items) = members[0].value.kind else {
            Issue.record("not an object with an array"); return
        }
        #expect(members.map(\.line) == [2, 7])
        #expect(items.map(\.line) == [3, 5])
        #expect(members[1].value.line == 8)
    }

    @Test func decodesEscapesNumbersAndLiterals() throws {
        let root = try parse(#"{"s": "a\"b\\c\/\n\t\u00e9\uD83D\uDE00한", "n": [-1.5e2, 0, 12], "t": true, "f": false}"#)
        guard case .string(let s) = root.member("s")?.kind else { Issue.record("no string"); return }
        #expect(s == "a\"b\\c/\n\té😀한")
        guard case .array(let ns) = root.member("n")?.kind else { Issue.record("no array"); return }
        let numbers = ns.compactMap { if case .number(let d) = $0.kind { d } else { nil } }
        #expect(numbers == [-150, 0, 12])
        if case .bool(let t) = root.member("t")?.kind { #expect(t) } else { Issue.record("no true") }
    }

    @Test func skipsAByteOrderMark() throws {
        let root = try parse("\u{FEFF}{\"a\": 1}")
        #expect(root.member("a") != nil)
    }

    @Test(arguments: [
        ("{\"a\": 01}", 1, "numbers may not have leading zeros"),
        ("{\"a\": 1.}", 1, "malformed number: digits expected after '.'"),
        ("{\n\"a\": 1,\n\"a\": 2}", 3, "duplicate key \"a\""),
        ("{\"a\": \"\\x\"}", 1, "invalid escape \\'x' in a string"),
        ("{\"a\": \"\\uD800\"}", 1, "unpaired surrogate in \\u escape"),
        ("{\n\n\"a\": [1, 2", 3, "unexpected end of file; expected ',' or ']'"),
        ("{a: 1}", 1, "unexpected 'a'; expected a quoted key"),
        ("{\"a\" 1}", 1, "expected ':' after key \"a\""),
    ])
    func reportsSyntaxErrorsWithTheirLine(text: String, line: Int, message: String) {
        #expect(failure(text) == LocatedJSONParser.Failure(line: line, message: message))
    }

    @Test func refusesDeepNesting() {
        let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(failure(deep)?.message == "nesting deeper than 200 levels")
    }
}
