/// A stretch of one line of text that one font family draws: the backend draws Latin (with the
/// digits, punctuation and symbols that go with it) in one face and Hangul in another, as iOS draws
/// Korean with SF Pro for Latin and a Korean face for the rest. Measuring a line is the sum of its
/// runs, so `TextLayout` breaks mixed lines with the same measurer as any other.
///
///     ScriptRun.split("Today 투데이 9:41")
///     // [Today ]latin [투데이]hangul [ 9:41]latin
public struct ScriptRun: Equatable, Sendable {
    /// Which family draws a run.
    public enum Script: Equatable, Sendable {
        /// Everything the Latin face covers: letters, digits, spaces, punctuation, symbols.
        case latin
        /// Hangul, and the CJK symbols and forms a Korean text uses, which the Latin face lacks.
        case hangul
    }

    /// The run's characters, never splitting a grapheme cluster.
    public var text: String
    /// The family that draws it.
    public var script: Script

    /// A run of `text` in `script` (tests and callers that build runs by hand).
    public init(_ text: String, _ script: Script) { self.text = text; self.script = script }

    /// `text` cut where the script changes; neighbours of one script form one run, and empty text
    /// gives no runs. A character is judged by its first scalar, so combining marks stay with it.
    public static func split(_ text: String) -> [ScriptRun] {
        var runs: [ScriptRun] = []
        var start = text.startIndex
        var current: Script?
        for i in text.indices {
            let script = Self.script(of: text[i])
            if let current, script != current {
                runs.append(ScriptRun(String(text[start..<i]), current))
                start = i
            }
            current = script
        }
        if let current { runs.append(ScriptRun(String(text[start...]), current)) }
        return runs
    }

    /// The script one character is drawn in.
    public static func script(of character: Character) -> Script {
        guard let scalar = character.unicodeScalars.first else { return .latin }
        return Self.hangulRanges.contains { $0.contains(scalar.value) } ? .hangul : .latin
    }

    /// Hangul and the CJK blocks around it: Inter has no glyph in any of them and NanumBarunGothic
    /// has the ones Korean text uses (a glyph neither has shows as a box either way).
    static let hangulRanges: [ClosedRange<UInt32>] = [
        0x1100...0x11FF,  // Hangul Jamo
        0x2E80...0x9FFF,  // CJK radicals, symbols and punctuation (「」、。), kana, compatibility jamo, enclosed and unified ideographs
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7FF,  // Hangul Syllables, Jamo Extended-B
        0xF900...0xFAFF,  // CJK Compatibility Ideographs
        0xFE30...0xFE4F,  // CJK Compatibility Forms
        0xFF00...0xFFEF,  // Halfwidth and Fullwidth Forms (full-width ！ and ？, half-width jamo)
    ]
}
