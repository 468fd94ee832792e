import AppStore
import Foundation
import Testing
@testable import SimKit
@testable import Playback

/// The trace line (docs/trace.md): every field, in order, with explicit nulls.
@Suite("Trace line")
struct TraceLineTests {
    /// Every key of a line: the runner's frame and time, the app's fields, the frame's cost.
    static let keys = ["frame", "t"] + TraceState.keys + ["frameMs"]
    private let bars = (status: TraceState.Bar(y: 0, alpha: 1), tab: TraceState.Bar(y: 761, alpha: 1))

    @Test("a full line has docs/trace.md's keys and values, in order")
    func fullLine() throws {
        var state = TraceState(
            screen: "today",
            transition: .init(style: "appstore", direction: .present, interactive: false, progress: 0.42),
            scrollY: 120, card: .init(index: 2, x: 20, y: 96, w: 350, h: 420, scale: 1, radius: 20),
            statusBar: bars.status, tabBar: bars.tab, backdrop: 0,
            pointer: .init(x: 195, y: 400, down: true))
        state.tab = 1
        state.settings = .init(style: "zoom", speed: 0.25, touches: true, bezel: false, lang: "ko", appearance: "dark",
                               reduceMotion: true)
        state.device = .init(name: "iphone-se", w: 375, h: 667)
        let line = TraceLine(frame: 12, t: 0.2, state: state, frameMs: 2.1).jsonLine()
        #expect(line == #"{"frame":12,"t":0.2,"screen":"today","tab":1,"# +
            #""transition":{"style":"appstore","direction":"present","interactive":false,"progress":0.42},"# +
            #""scrollY":120.0,"card":{"index":2,"x":20.0,"y":96.0,"w":350.0,"h":420.0,"scale":1.0,"radius":20.0,"alpha":1.0},"# +
            #""statusBar":{"y":0.0,"alpha":1.0},"tabBar":{"y":761.0,"alpha":1.0},"backdrop":0.0,"# +
            #""pointer":{"x":195.0,"y":400.0,"down":true},"presenter":null,"reference":null,"zoomDelegateHeld":false,"# +
            #""nav":{"depth":1,"top":"today"},"# +
            #""settings":{"style":"zoom","speed":0.25,"touches":true,"bezel":false,"lang":"ko","appearance":"dark","# +
            #""reduceMotion":true},"device":{"name":"iphone-se","w":375.0,"h":667.0},"frameMs":2.1}"#)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(object.keys) == Set(Self.keys))
        // In order.
        let order = Self.keys.compactMap { line.range(of: "\"\($0)\":")?.lowerBound }
        #expect(order.count == Self.keys.count && order == order.sorted())
    }

    @Test("a status bar's material is written after its alpha, a bar without one writes none")
    func material() throws {
        let state = TraceState(screen: "today", scrollY: 6, statusBar: .init(y: 0, alpha: 1, material: 0.5),
                               tabBar: bars.tab, backdrop: 0)
        let line = TraceLine(frame: 0, t: 0, state: state, frameMs: 0).jsonLine()
        #expect(line.contains(#""statusBar":{"y":0.0,"alpha":1.0,"material":0.5},"tabBar":{"y":761.0,"alpha":1.0}"#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect((object["statusBar"] as? [String: Any])?["material"] as? Double == 0.5)
    }

    @Test("nil transition, card and pointer are written as null, not left out")
    func nulls() throws {
        let state = TraceState(screen: "story", scrollY: 0, statusBar: bars.status, tabBar: bars.tab, backdrop: 1)
        let line = TraceLine(frame: 0, t: 0, state: state, frameMs: 0).jsonLine()
        #expect(!line.contains("\n"))
        #expect(line.contains(#""transition":null"#) && line.contains(#""card":null"#) && line.contains(#""pointer":null"#))
        #expect(line.contains(#""tab":null"#) && line.contains(#""settings":null"#) && line.contains(#""device":null"#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(object.keys) == Set(Self.keys))
        #expect(object["card"] is NSNull && object["pointer"] is NSNull)
    }

    @Test("numbers are rounded to 1e-4 and always valid JSON", arguments: [
        (0.1 + 0.2, "0.3"), (1.0 / 3, "0.3333"), (-0.0, "0.0"), (-0.00001, "0.0"), (761, "761.0"),
        (12.34567, "12.3457"), (Double.nan, "null"), (-Double.infinity, "null"),
    ])
    func numbers(value: Double, text: String) {
        #expect(JSONText.format(value) == text)
    }

    @Test("strings are escaped")
    func escaping() throws {
        var j = JSONText()
        j.string("a\"b\\c\nd\u{1}é")
        #expect(j.text == #""a\"b\\c\nd\u0001é""#)
    }
}
