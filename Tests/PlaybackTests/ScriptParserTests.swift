import Testing
@testable import SimKit
@testable import Playback

/// Every command of the script language (docs/scripts.md), and every malformed line reported as
/// `FILE:LINE: message` before anything renders.
@Suite("Script parser")
struct ScriptParserTests {
    private func parse(_ text: String) throws(ScriptError) -> Script {
        try Script.parse(text, file: "demo.txt", cardCount: 3, tabCount: 5,
                         styleNames: ["appstore", "expand", "sheet", "slide", "zoom"])
    }

    private func error(_ text: String) -> ScriptError? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    @Test("every command parses, with its line number")
    func everyCommand() throws {
        let text = """
        # a tour
        wait 1.5
        tap 195 400   # a comment after a command
        tap card 2
        tap tab 5
        tap close
        tap back

        press 10 20
        move 30 40
        release
        drag 195 600 195 200
        drag 0 0 390 844 1.25
        scroll -120
        scroll 80 100 200
        key escape
        key esc
        key .
        key period
        key T
        screenshot shots/open card.png
        settle
        set speed 0.1
        set touches on
        set touches off
        hover 5 6
        set bezel on
        set style zoom
        set lang ko
        set appearance automatic
        set reduce-motion off
        """
        let script = try parse(text)
        let expected: [ScriptCommand] = [
            .wait(1.5), .tap(.point(Point(195, 400))), .tap(.card(2)), .tap(.tab(5)), .tap(.close), .tap(.back),
            .press(Point(10, 20)), .move(Point(30, 40)), .release,
            .drag(from: Point(195, 600), to: Point(195, 200), duration: 0.3),
            .drag(from: Point(0, 0), to: Point(390, 844), duration: 1.25),
            .scroll(dy: -120, at: nil), .scroll(dy: 80, at: Point(100, 200)),
            .key(.escape), .key(.escape), .key(.period), .key(.period), .key(.t),
            .screenshot("shots/open card.png"), .settle, .setSpeed(0.1), .setTouches(true), .setTouches(false),
            .hover(Point(5, 6)), .setBezel(true), .set(.style("zoom")), .set(.language("ko")),
            .set(.appearance("automatic")), .set(.reduceMotion(false)),
        ]
        #expect(script.commands == expected)
        #expect(script.entries.map(\.line) == [2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
                                               23, 24, 25, 26, 27, 28, 29, 30, 31])
        #expect(script.file == "demo.txt")
    }

    @Test("blank lines, comment lines, tabs and CRLF are fine")
    func whitespace() throws {
        let script = try parse("\n   \n# only a comment\n\twait\t2 \r\n#\r\nsettle\r\n")
        #expect(script.entries == [Script.Entry(line: 4, command: .wait(2)), Script.Entry(line: 6, command: .settle)])
        #expect(try parse("").entries.isEmpty)
    }

    @Test("errors say FILE:LINE: message", arguments: [
        ("wait 1\njump 3 4", "demo.txt:2: unknown command 'jump' (known: wait, tap, press, move, release, drag, scroll, key, screenshot, settle, set, hover, at, seek, end)"),
        ("wait", "demo.txt:1: missing argument: wait SECONDS"),
        ("wait 1 2", "demo.txt:1: too many arguments: wait SECONDS"),
        ("wait soon", "demo.txt:1: not a number: 'soon'"),
        ("wait nan", "demo.txt:1: not a number: 'nan'"),
        ("wait inf", "demo.txt:1: not a number: 'inf'"),
        ("\n\nwait -1", "demo.txt:3: wait takes 0 to 3600 seconds, got -1"),
        ("tap 195", "demo.txt:1: tap takes X Y, or card N, tab N, close, back (got 1 arguments)"),
        ("tap 400 10", "demo.txt:1: position 400 10 is off the screen (390 x 844 points)"),
        ("tap 10 -1", "demo.txt:1: position 10 -1 is off the screen (390 x 844 points)"),
        ("tap card 4", "demo.txt:1: there is no card 4 (there are 3 cards)"),
        ("tap card 0", "demo.txt:1: card numbers count from 1, got 0"),
        ("tap card two", "demo.txt:1: card number must be a whole number, got 'two'"),
        ("tap card", "demo.txt:1: missing argument: tap card N"),
        ("tap tab 6", "demo.txt:1: there is no tab 6 (there are 5 tabs)"),
        ("tap close now", "demo.txt:1: too many arguments: tap close"),
        ("press 1", "demo.txt:1: missing argument: press X Y"),
        ("move 1 2 3", "demo.txt:1: too many arguments: move X Y"),
        ("release 1", "demo.txt:1: release takes 0 or 2 arguments (release [X Y]), got 1"),
        ("drag 1 2 3", "demo.txt:1: drag takes 4 or 5 arguments (drag X1 Y1 X2 Y2 [SECONDS]), got 3"),
        ("drag 1 2 3 4 -0.5", "demo.txt:1: drag takes 0 to 60 seconds, got -0.5"),
        ("drag 1 2 3 900", "demo.txt:1: position 3 900 is off the screen (390 x 844 points)"),
        ("scroll", "demo.txt:1: scroll takes 1 or 3 arguments (scroll DY [X Y]), got 0"),
        ("scroll x", "demo.txt:1: not a number: 'x'"),
        ("key", "demo.txt:1: missing argument: key NAME"),
        ("key f13", "demo.txt:1: unknown key 'f13' (known: escape (esc), space, period (.), comma (,), t)"),
        ("screenshot", "demo.txt:1: screenshot needs a file name (screenshot FILE.png)"),
        ("screenshot shot.jpg", "demo.txt:1: screenshot file must end in .png, got 'shot.jpg'"),
        ("settle 3", "demo.txt:1: too many arguments: settle"),
        ("set speed 0", "demo.txt:1: set speed takes 0.001 to 100, got 0"),
        ("set date 2026-02-30", "demo.txt:1: set date takes a calendar date written YYYY-MM-DD, got '2026-02-30'"),
        ("set date tomorrow", "demo.txt:1: set date takes a calendar date written YYYY-MM-DD, got 'tomorrow'"),
        ("set date", "demo.txt:1: missing argument: set date YYYY-MM-DD"),
        ("set touches maybe", "demo.txt:1: set touches takes on or off, got 'maybe'"),
        ("set volume 3", "demo.txt:1: unknown setting 'volume' (set style NAME, set speed F, set touches on|off, "
            + "set bezel on|off, set lang en|ko, set appearance light|dark|automatic, set reduce-motion on|off, set date YYYY-MM-DD, set device NAME, set param STYLE.NAME VALUE, set transition FILE.swift)"),
        ("set", "demo.txt:1: set needs a setting (set style NAME, set speed F, set touches on|off, "
            + "set bezel on|off, set lang en|ko, set appearance light|dark|automatic, set reduce-motion on|off, set date YYYY-MM-DD, set device NAME, set param STYLE.NAME VALUE, set transition FILE.swift)"),
        ("\nset style fade", "demo.txt:2: set style takes appstore, expand, sheet, slide, zoom, got 'fade'"),

        ("set lang fr", "demo.txt:1: set lang takes en, ko, got 'fr'"),
        ("set appearance sepia", "demo.txt:1: set appearance takes light, dark, automatic, got 'sepia'"),
        ("set bezel", "demo.txt:1: missing argument: set bezel on|off"),
        ("set reduce-motion on now", "demo.txt:1: too many arguments: set reduce-motion on|off"),
        ("set reduce-motion yes", "demo.txt:1: set reduce-motion takes on, off, got 'yes'"),
        ("hover 391 0", "demo.txt:1: position 391 0 is off the screen (390 x 844 points)"),
    ])
    func errors(text: String, expected: String) {
        #expect(error(text)?.description == expected)
    }

    @Test("before the scene is known, set style takes any style-like word; the scene's styles check it later")
    func styleNamesBeforeTheScene() throws {
        #expect(try Script.parse("set style fade\n", file: "demo.txt").commands == [.set(.style("fade"))])
        #expect(throws: ScriptError(file: "demo.txt", line: 1, message: "set style takes a style's name, got 'zoom!'")) {
            try Script.parse("set style zoom!\n", file: "demo.txt")
        }
    }

    @Test("the first bad line is reported, even after good ones")
    func firstBadLine() {
        let e = error("wait 1\ntap 1 1\n# fine\nwait x\nwait y")
        #expect(e == ScriptError(file: "demo.txt", line: 4, message: "not a number: 'x'"))
    }

    private func error(bytes: [UInt8]) -> ScriptError? {
        do {
            _ = try Script.parse(bytes, file: "demo.txt", cardCount: 3, tabCount: 5,
                                 styleNames: ["appstore", "expand", "sheet", "slide", "zoom"])
            return nil
        } catch { return error }
    }

    @Test("a line that is not UTF-8 is reported in line order, its bytes escaped")
    func notUTF8() throws {
        let bad: [UInt8] = Array("fr".utf8) + [0xFF, 0xC3] + Array("ob".utf8)
        let e = try #require(error(bytes: Array("wait 1\n".utf8) + bad + Array("\nfrobnicate\n".utf8)))
        #expect(e.line == 2 && e.message.contains("fr\\xff\\xc3ob"), "\(e)")
        #expect(!e.description.contains("\u{FFFD}"))
        // An earlier bad line still comes first, and a later one after a good file's end.
        #expect(error(bytes: Array("frobnicate\n".utf8) + bad)?.line == 1)
        #expect(error(bytes: Array("wait 1\n# ".utf8) + bad)?.line == 2)
        #expect(try Script.parse(Array("wait 1\r\n# caf\u{e9}\n".utf8), file: "f").commands == [.wait(1)])
    }

    @Test("control characters in a line are escaped in the message, not sent to the terminal")
    func controlCharactersEscaped() throws {
        let e = try #require(error("wait 1\nfrob\u{1B}[31mred\u{7}\n"))
        #expect(e.line == 2 && e.description.contains("frob\\x1b[31mred\\x07"), "\(e)")
        #expect(!e.description.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test("without counts any card or tab number from 1 is accepted; the screen size is honoured")
    func limitsAreOptional() throws {
        let script = try Script.parse("tap card 40\ntap tab 9\ntap 500 1000", file: "f", screenSize: Size(800, 1200))
        #expect(script.commands == [.tap(.card(40)), .tap(.tab(9)), .tap(.point(Point(500, 1000)))])
        #expect(throws: ScriptError.self) { try Script.parse("tap card 1", file: "f", cardCount: 0) }
    }

    @Test("a command prints as a script line that parses back to itself")
    func roundTrip() throws {
        let text = "wait 0.25\ntap 1 2.5\ntap card 3\ntap tab 1\ntap close\ntap back\npress 1 2\nmove 3 4\nrelease\n"
            + "drag 1 2 3 4 0.5\nscroll -3.5\nscroll 7 8 9\nkey space\nscreenshot a.png\nsettle\nset speed 0.1\n"
            + "set touches off\nhover 1 1\nset bezel on\nset style slide\nset lang ko\nset appearance dark\n"
            + "set reduce-motion on\n"
        let script = try parse(text)
        #expect(script.text == text)
        #expect(try parse(script.text).commands == script.commands)
    }

    @Test("at SECONDS COMMAND stamps an instant command; release X Y lifts there")
    func timeStamped() throws {
        let text = "at 0.007 press 195.2 600.4\nat 0.0773 move 196.5 399.371\nat 0.0831 release 196.6 380.25\n"
            + "at 1.2345 scroll 40 200.4 300.6\nat 1.25 key space\nat 1.25 set lang ko\nat 2 screenshot a.png\n"
            + "at 2 hover 1 1\nrelease 3 4\nwait 0.5\n"
        let script = try parse(text)
        #expect(script.commands == [
            .at(0.007, .press(Point(195.2, 600.4))), .at(0.0773, .move(Point(196.5, 399.371))),
            .at(0.0831, .releaseAt(Point(196.6, 380.25))), .at(1.2345, .scroll(dy: 40, at: Point(200.4, 300.6))),
            .at(1.25, .key(.space)), .at(1.25, .set(.language("ko"))), .at(2, .screenshot("a.png")),
            .at(2, .hover(Point(1, 1))), .releaseAt(Point(3, 4)), .wait(0.5),
        ])
        #expect(script.text == text)
        #expect(script.estimatedDuration == 2.5)
        // Times read as decimals, never in exponent form, and still read back exactly.
        #expect(ScriptCommand.at(1.812e-6, .release).description == "at 0.000001812 release")
        #expect(ScriptCommand.wait(3600).description == "wait 3600")
        #expect(try parse("at 0.1234567891234 release").commands == [.at(0.1234567891234, .release)])
        let refused: [(String, String)] = [
            ("at 1", "demo.txt:1: missing argument: at SECONDS COMMAND"),
            ("at 1 tap 1 1", "demo.txt:1: at takes a command that takes no time, not 'tap'"),
            ("at 1 wait 2", "demo.txt:1: at takes a command that takes no time, not 'wait'"),
            ("at 1 at 2 release", "demo.txt:1: at takes a command that takes no time, not 'at'"),
            ("at -1 release", "demo.txt:1: at takes 0 to 86400 seconds, got -1"),
            ("at nan release", "demo.txt:1: not a number: 'nan'"),
            ("at 1 move 400 1", "demo.txt:1: position 400 1 is off the screen"),
            ("at 2 release\nat 1.5 release", "demo.txt:2: at 1.5 comes before the previous at 2; times must not go back"),
            ("release 1", "demo.txt:1: release takes 0 or 2 arguments (release [X Y]), got 1"),
        ]
        for (line, message) in refused {
            let e = error(line)
            #expect(e?.description.hasPrefix(message) == true, "\(line): \(String(describing: e))")
        }
    }

    @Test("estimated duration adds waits, taps and drags")
    func estimatedDuration() throws {
        let script = try parse("wait 1\ntap 1 1\ndrag 1 1 2 2\ndrag 1 1 2 2 0.5\nsettle")
        #expect(abs(script.estimatedDuration - (1 + 0.08 + 0.3 + 0.5)) < 1e-12)
    }
}
