import SimKit

/// Finds the English a Korean screen should not show: words of Latin letters that are not a name
/// Korean iOS also writes in Latin (App Store, iPad, Ctrl), a key's letter, a unit iOS keeps (pt),
/// or code (a dotted or camel-cased identifier, a path, a quoted line of a source post).
///
///     #expect(EnglishWords.in("녹화 중 1920×1080… Ctrl+R로 멈춤").isEmpty)
///     EnglishWords.in("0.50 s")   // ["s"]
public enum EnglishWords {
    /// Words that stay Latin in Korean: product and brand names, the keys' caps, units, acronyms.
    public static let kept: Set<String> = [
        "App", "Store", "CardSim", "Swift", "SwiftUI", "UIKit", "iPhone", "iPad", "iOS", "iPadOS", "Pro", "Max", "SE",
        "Inter", "NanumBarunGothic", "Nanum", "SDL", "OpenGL", "GPU", "CPU", "ffmpeg", "PNG", "JSON", "MP4", "GIF",
        "Ctrl", "Esc", "Space", "Home", "End", "Tab", "Shift", "Alt", "Enter", "Return", "Delete", "F1",
        "pt", "px", "fps", "OK", "Aa", "ISO", "zlib", "SIL", "MIT",
        // A file's name (the repository's licence).
        "LICENSE",
        // A language in its own words, as iOS lists languages in every language.
        "English",
    ]

    /// The English words in `text`, in order.
    public static func `in`(_ text: String, quoting quotations: [String] = []) -> [String] {
        var text = text
        // A quotation of code (a post's line) is shown as the post wrote it, whole or cut short
        // with an ellipsis; a one-word quotation (a parameter's name) only as a whole word.
        for q in quotations.sorted(by: { $0.count > $1.count }) where q.contains(" ") {
            text = text.replacingOccurrences(of: q, with: " ")
            for k in stride(from: q.count - 1, through: 6, by: -1) where text.hasSuffix(q.prefix(k) + "…") {
                text = String(text.dropLast(k + 1))
                break
            }
        }
        let words = Set(quotations.filter { !$0.contains(" ") })
        var found: [String] = []
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if isCode(token) || words.contains(String(token)) { continue }
            var word = ""
            for c in token + " " {
                if c.isASCII && c.isLetter { word.append(c); continue }
                if !word.isEmpty, !isKept(word), !words.contains(word) { found.append(word) }
                word = ""
            }
        }
        return found
    }

    /// The English words in every text run of `commands`.
    public static func `in`(_ commands: [DrawCommand], quoting quotations: [String] = []) -> [String] {
        commands.flatMap { c -> [String] in
            if case let .text(run) = c { return Self.in(run.text, quoting: quotations) }
            return []
        }
    }

    /// A key's letter (T, L, Q) or a kept word.
    static func isKept(_ word: String) -> Bool {
        kept.contains(word) || (word.count == 1 && word.uppercased() == word)
    }

    /// An identifier, a file or a path: letters joined by a dot, an underscore or a slash, or
    /// camel case inside a word.
    static func isCode(_ token: Substring) -> Bool {
        let chars = Array(token)
        func alnum(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber) }
        for i in chars.indices.dropFirst().dropLast() where "._/".contains(chars[i]) {
            if alnum(chars[i - 1]) && alnum(chars[i + 1]) { return true }
        }
        for i in chars.indices.dropFirst() where chars[i].isASCII && chars[i].isUppercase && chars[i - 1].isASCII && chars[i - 1].isLowercase {
            if !kept.contains(String(token.filter { $0.isASCII && $0.isLetter })) { return true }
        }
        return token.hasPrefix("~/") || token.hasPrefix("/")
    }
}
