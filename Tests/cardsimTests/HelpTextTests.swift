import Testing
@testable import cardsim

/// `cardsim --help` as a terminal shows it: 80 columns, ASCII where the locale is not UTF-8, and
/// what a user looks for in it.
@Suite("Help: 80 columns, ASCII outside UTF-8, the keys and the environment")
struct HelpTextTests {
    let utf8 = ["LANG": "en_US.UTF-8"]

    @Test("a C or POSIX locale, or none, gets ASCII; a UTF-8 one keeps its characters")
    func asciiOutsideUTF8() {
        for env in [[:], ["LANG": "C"], ["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"], ["LC_CTYPE": "en_US.ISO-8859-1"]] {
            for word in [nil] + CommandSpec.subcommands {
                let text = HelpText.text(for: word, environment: env)
                let ascii = text.unicodeScalars.allSatisfy { $0.isASCII }
                #expect(ascii, "\(env) \(word ?? "cardsim")")
            }
        }
        #expect(HelpText.localeIsUTF8(["LC_ALL": "", "LANG": "ko_KR.utf8"]))
        #expect(HelpText.ascii("Ctrl+1 … 5 × 2 — ok") == "Ctrl+1 ... 5 x 2 - ok")
    }

    @Test("lists ? and F1, Ctrl+W and tapping the status bar")
    func keys() {
        let help = HelpText.text(for: nil, environment: utf8)
        for words in ["? or F1", "Ctrl+Q or Ctrl+W", "tap the status bar"] { #expect(help.contains(words), "\(words)") }
    }

    @Test("has an ENVIRONMENT section naming what the program reads")
    func environment() {
        let help = HelpText.text(for: nil, environment: utf8)
        let section = help.split(separator: "\n\n").first { $0.hasPrefix("ENVIRONMENT") } ?? ""
        for name in ["CARDSIM_ASSETS", "GTK_THEME", "DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] {
            #expect(section.contains(name), "\(name)")
        }
    }

    @Test("does not offer seed3, lower-half's old name")
    func noDeprecatedChoice() {
        for word in [nil] + CommandSpec.subcommands {
            #expect(!HelpText.text(for: word, environment: utf8).contains("seed3"))
        }
    }

    @Test("wraps a long description under its column")
    func wrapping() {
        let lines = HelpText.table([("--x", String(repeating: "word ", count: 40))])
        #expect(lines.count > 1 && lines.allSatisfy { $0.count <= HelpText.width })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: HelpText.column)) })
    }
}
