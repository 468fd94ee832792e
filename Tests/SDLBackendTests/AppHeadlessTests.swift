import AppStore
import CSDL2
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport
import Playback
import Session

/// The real app rendered headless is frame-exact and deterministic.
@Suite("App headless runs", .serialized)
@MainActor
struct AppHeadlessTests {
    static let script = """
    wait 0.1
    tap card 1
    wait 0.3
    drag 195 300 195 520 0.12
    settle
    """

    func run(record: String? = nil, trace: String? = nil, fps: Double = 60, script: String = Self.script) throws -> HeadlessRunner.Result {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        var c = HeadlessRunner.Configuration()
        c.fps = fps
        c.scale = 1
        c.script = ScriptSource(text: script, file: "test.txt")
        c.record = record
        c.trace = trace
        c.showProgress = false
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        return try HeadlessRunner(configuration: c, assets: RenderProbe.assets) { measurer, images in
            AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: measurer, images: images)
        }.run()
    }

    @Test("the same script recorded twice gives byte-identical frames")
    func deterministicFrames() throws {
        let dir = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = try run(record: dir + "/a/"), b = try run(record: dir + "/b/")
        #expect(a.frames == b.frames && a.frames > 30)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/a").sorted()
        #expect(files.count == a.frames)
        for f in files {
            let x = FileManager.default.contents(atPath: dir + "/a/" + f), y = FileManager.default.contents(atPath: dir + "/b/" + f)
            #expect(x == y, "\(f) differs")
        }
    }

    @Test("the trace follows the present and the drag-dismiss with every field", arguments: [60.0, 120.0])
    func traceOfPresentAndDismiss(fps: Double) throws {
        let scratch = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let path = scratch + "/trace.jsonl"
        let result = try run(trace: path, fps: fps)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == result.frames)
        let objects = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        let directions = objects.compactMap { ($0["transition"] as? [String: Any])?["direction"] as? String }
        #expect(directions.contains("present") && directions.contains("dismiss"))
        #expect(objects.contains { (($0["transition"] as? [String: Any])?["interactive"] as? Bool) == true })
        #expect(objects.last?["screen"] as? String == "today")
        for key in ["frame", "t", "screen", "transition", "scrollY", "card", "statusBar", "tabBar", "backdrop", "pointer", "frameMs"] {
            #expect(objects.allSatisfy { $0.keys.contains(key) }, "every line has \(key)")
        }
        for (k, o) in objects.enumerated() { #expect(abs((o["t"] as! Double) - Double(k) / fps) < 1e-4) }
    }

    @Test("a screenshot shows the screen where it stands in the script, before the input after it")
    func screenshotBeforeFollowingInput() throws {
        let dir = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try run(script: """
            wait 0.1
            press 195 420
            wait 0.6
            screenshot \(dir)/held.png
            release
            screenshot \(dir)/released.png
            wait 0.1
            """)
        func pixel(_ file: String, _ x: Int32, _ y: Int32) throws -> (UInt8, UInt8, UInt8) {
            let raw = try #require(IMG_Load(dir + "/" + file))
            defer { SDL_FreeSurface(raw) }
            let s = try #require(SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ABGR8888.rawValue, 0))
            defer { SDL_FreeSurface(s) }
            let p = s.pointee.pixels.assumingMemoryBound(to: UInt8.self) + Int(y) * Int(s.pointee.pitch) + Int(x) * 4
            return (p[0], p[1], p[2])
        }
        // The card is held at 0.96: its left edge moved in from 20 pt to 27 pt, so 23 pt on its
        // middle row shows the light background (under the shadow), not the dark artwork. After
        // the release it is back at its full width.
        #expect(try pixel("held.png", 23, 360).0 > 200, "the held card is pressed in")
        #expect(try pixel("released.png", 23, 360).0 < 60, "released, the card is full width again")
    }
}
