import SimKit
import Testing
import TestSupport
@testable import Playback

/// `set transition FILE.swift[:Class]`: a user's transition file, named in a script. The parser
/// checks the line's shape; the runner compiles the files before the first frame; playing the
/// line makes the file's style the one the next tap uses.
@Suite("Scripts: set transition")
struct ScriptTransitionLineTests {
    @Test("the line reads back as written, lists its file and line, and runs as the file's name")
    func readsBack() throws {
        let script = try Script.parse("set speed 1\nset transition Transitions/FadeScale.swift:Fade\n"
            + "tap card 1\nat 2 set transition Other.swift\n", file: "t.txt")
        #expect(script.commands[1] == .setTransition("Transitions/FadeScale.swift:Fade"))
        #expect(try Script.parse(script.text, file: "again.txt").commands == script.commands)
        #expect(script.transitionFiles.map(\.file) == ["Transitions/FadeScale.swift:Fade", "Other.swift"])
        #expect(script.transitionFiles.map(\.line) == [2, 4])
        #expect(ScriptCommand.transitionStyleName("Transitions/FadeScale.swift:Fade") == "FadeScale.swift")
        #expect(ScriptCommand.transitionStyleName("/a:b/My.swift") == "My.swift")
    }

    @Test("a missing, extra or non-Swift argument is an error at its line")
    func errors() {
        func message(_ text: String) -> String? {
            do { _ = try Script.parse(text, file: "t.txt"); return nil } catch { return error.description }
        }
        #expect(message("set transition\n") == "t.txt:1: missing argument: set transition FILE.swift")
        #expect(message("wait 1\nset transition A.swift B.swift\n") == "t.txt:2: too many arguments: set transition FILE.swift")
        #expect(message("set transition notes.txt\n")
            == "t.txt:1: set transition takes a Swift file (FILE.swift or FILE.swift:ClassName), got 'notes.txt'")
    }

    @Test("playing it sets the style named after the file")
    @MainActor
    func plays() throws {
        let player = ScriptPlayer(script: try Script.parse("set transition dir/FadeScale.swift\n", file: "t.txt"), fps: 60)
        #expect(player.step(at: 0, scene: FakeScene()) == [.setScene(.style("FadeScale.swift"))])
    }
}
