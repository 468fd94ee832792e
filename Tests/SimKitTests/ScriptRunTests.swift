import SimKit
import Testing

/// A line is cut into script runs, Latin and Hangul, which the
/// backend measures and draws each in its own face; layout breaks lines across runs.
@Suite("Text: script runs")
@MainActor
struct ScriptRunTests {
    typealias Run = ScriptRun

    @Test("one script is one run, and empty text has none")
    func single() {
        #expect(Run.split("Chase the Northern Lights") == [Run("Chase the Northern Lights", .latin)])
        #expect(Run.split("오로라를쫓아서") == [Run("오로라를쫓아서", .hangul)])
        #expect(Run.split("").isEmpty)
    }

    @Test("mixed text is cut exactly where the script changes")
    func mixed() {
        #expect(Run.split("Today 투데이") == [Run("Today ", .latin), Run("투데이", .hangul)])
        #expect(Run.split("앱App앱") == [Run("앱", .hangul), Run("App", .latin), Run("앱", .hangul)])
        // Spaces between Hangul words are Latin, as iOS draws them in SF Pro: each word is a run.
        #expect(Run.split("오늘의 앱") == [Run("오늘의", .hangul), Run(" ", .latin), Run("앱", .hangul)])
    }

    @Test("digits, Latin punctuation and symbols are Latin; CJK punctuation and full-width forms are Hangul")
    func digitsAndPunctuation() {
        #expect(Run.split("9:41") == [Run("9:41", .latin)])
        #expect(Run.split("11월 30일 월요일") == [Run("11", .latin), Run("월", .hangul), Run(" 30", .latin),
                                              Run("일", .hangul), Run(" ", .latin), Run("월요일", .hangul)])
        #expect(Run.split("드려요.") == [Run("드려요", .hangul), Run(".", .latin)])
        #expect(Run.split("“Hi”, (1×) — 50% …") == [Run("“Hi”, (1×) — 50% …", .latin)])
        #expect(Run.split("「안녕」！") == [Run("「안녕」！", .hangul)])
        #expect(Run.split("〜ｱ") == [Run("〜ｱ", .hangul)])
    }

    @Test("a grapheme cluster is never cut: combining marks stay with their letter")
    func clusters() {
        // e + combining acute, and a syllable spelled in conjoining jamo (ᄒ ᅡ ᆫ), each one Character.
        let decomposed = "Cafe\u{301}", jamo = "\u{1112}\u{1161}\u{11AB}"
        #expect(Run.split(decomposed) == [Run(decomposed, .latin)])
        #expect(Run.split(jamo + "A") == [Run(jamo, .hangul), Run("A", .latin)])
        #expect(Run.split("ㅋㅋ") == [Run("ㅋㅋ", .hangul)])
    }

    @Test("runs join back to the text, and neighbours never share a script", arguments: [
        "Skyglow turns space weather into a simple forecast.", "스카이글로우가 우주 날씨를 쉬운 예보로 바꿔 드려요.",
        "Motion Lab 모션 랩 1.0 s", "",
    ])
    func lossless(_ text: String) {
        let runs = Run.split(text)
        #expect(runs.map(\.text).joined() == text)
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.script != $1.script })
        #expect(runs.allSatisfy { !$0.text.isEmpty })
    }

    @Test("layout breaks a mixed line across runs with the runs' own widths")
    func wrapsAcrossRuns() {
        // Latin 10 pt a character, Hangul 20: a measurer that sums runs, as the backend's does.
        let m = RunWidthMeasurer()
        #expect(m.size(of: "ab 가나", font: .system(10)).width == 30 + 40)
        // "Hello 안녕 world 세계": 50 | 10 | 40 | 10 | 50 | 10 | 40 wide pieces.
        let lines = TextLayout.wrap("Hello 안녕 world 세계", font: .system(10), width: 110, measurer: m)
        #expect(lines == ["Hello 안녕", "world 세계"])
        #expect(lines.allSatisfy { m.size(of: $0, font: .system(10)).width <= 110 })
        // A Hangul word too wide for the line breaks between syllables, at the Hangul width.
        #expect(TextLayout.wrap("가나다라마", font: .system(10), width: 50, measurer: m) == ["가나", "다라", "마"])
        // At 90 pt "Hello 안녕" (100) no longer fits; at Latin widths (80) it would have.
        #expect(TextLayout.wrap("Hello 안녕 world 세계", font: .system(10), width: 90, measurer: m)
                == ["Hello", "안녕", "world", "세계"])
    }
}

/// Measures Latin runs at 10 pt a character and Hangul runs at 20, summing runs.
@MainActor
private final class RunWidthMeasurer: TextMeasurer {
    func size(of text: String, font: Font) -> Size {
        let width = ScriptRun.split(text).reduce(0.0) { $0 + Double($1.text.count) * ($1.script == .latin ? 10 : 20) }
        return Size(width, lineHeight(of: font))
    }
    func lineHeight(of font: Font) -> Double { 12 }
}
