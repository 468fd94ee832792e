import Foundation
import SimKit
import Testing
import TestSupport
@testable import Playback

/// `set device NAME`: the device a whole run simulates, named at the script's start, before any
/// line that acts or takes time; later positions are checked against that device's screen.
@Suite("Scripts: set device")
struct ScriptDeviceTests {
    func parse(_ text: String) throws(ScriptError) -> Script { try Script.parse(text, file: "d.txt") }

    func message(_ text: String) -> String? {
        do { _ = try parse(text); return nil } catch { return error.description }
    }

    @Test("named at the start, after other set lines too; the script knows its device and line")
    func atTheStart() throws {
        let s = try parse("# a demo on the SE\nset lang ko\nset device iphone-se\nwait 0.5\ntap 370 660\n")
        let (device, line) = try #require(s.device)
        #expect(device == .iPhoneSE && line == 3)
        #expect(s.commands.first { if case .setDevice = $0 { true } else { false } }?.description == "set device iphone-se")
        #expect(try parse(s.text) == Script(file: "d.txt", entries: s.entries.enumerated().map {
            Script.Entry(line: $0.offset + 1, command: $0.element.command)
        }), "the text reads back to the same commands")
        #expect(try parse("wait 1\n").device == nil)
    }

    @Test("positions are checked against the device the script sets")
    func positionsFollowTheDevice() {
        #expect(message("set device iphone-se\ntap 380 100\n")?.hasPrefix("d.txt:2:") == true, "380 is off a 375 pt screen")
        #expect(message("set device ipad-11\ntap 800 1100\n") == nil, "on the iPad's screen")
        #expect(message("tap 800 1100\n")?.hasPrefix("d.txt:1:") == true, "off the default phone")
    }

    @Test("refused after a line that acts or takes time, twice, under at, or with an unknown name")
    func refusals() {
        #expect(message("wait 0.1\nset device iphone-se\n")
            == "d.txt:2: set device must come before the script's first command that is not a set line (line 1): a run has one screen size")
        #expect(message("set device iphone-se\nset device ipad-11\n") == "d.txt:2: the device is already set on line 1")
        #expect(message("at 0 set device ipad-11\n")?.hasPrefix("d.txt:1:") == true)
        let unknown = message("set device iphone-3g\n")
        #expect(unknown?.hasPrefix("d.txt:1: set device takes iphone-se, iphone-14,") == true, "\(unknown ?? "")")
        #expect(message("set device\n") == "d.txt:1: missing argument: set device NAME")
    }

    @Test("playing it does nothing: the runner made the scene for it before the first frame")
    @MainActor
    func playingDoesNothing() throws {
        let script = try parse("set device iphone-14\nset lang ko\n")
        let player = ScriptPlayer(script: script, fps: 60)
        let actions = player.step(at: 0, scene: FakeScene())
        #expect(actions == [.setScene(.language("ko"))])
    }

    @Test("the bundled demos play on every device: their positions lie on the smallest screen",
          arguments: ["tour.txt", "compare.txt"])
    func demosFitEveryDevice(name: String) throws {
        let path = RepoPaths.assets + "/Demos/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for device in Device.all {
            #expect(throws: Never.self, "\(name) on \(device.name)") {
                _ = try Script.parse(text, file: name, screenSize: device.size)
            }
        }
    }
}
