import Testing
@testable import cardsim

/// `cardsim styles NAME --param …`: a number that would not change what is printed is refused.
@Suite("cardsim styles: each --param tunes the style named")
struct StylesCommandTests {
    private func message(_ words: [String]) -> String? {
        do { _ = try StylesCommand.parse(words); return nil } catch { return error.message }
    }

    @Test("a --param of another style than the one shown or exported exits 2, saying whose it is",
          arguments: [["zoom", "--param", "appstore.present.damping=0.5"],
                      ["zoom", "--export", "swiftui", "--param", "appstore.present.damping=0.5"],
                      ["--param", "appstore.present.damping=0.5", "--export", "uikit", "zoom"]])
    func anotherStylesParameter(words: [String]) throws {
        let m = try #require(message(words), "\(words) was taken")
        #expect(m.hasPrefix("cardsim: --param: ") && m.contains("appstore.present.damping") && m.contains("zoom."), "\(m)")
    }

    @Test("a --param needs a style to tune; the style's own parameters are taken")
    func ownParameters() throws {
        #expect(message(["--param", "zoom.present.damping=0.6"])?.hasPrefix("cardsim: --param") == true)
        #expect(try StylesCommand.parse(["zoom", "--param", "zoom.present.damping=0.6"]).params == ["zoom.present.damping=0.6"])
    }
}
