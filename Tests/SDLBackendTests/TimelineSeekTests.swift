import AppStore
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport
import Playback
import Session

/// Time runs backwards in the tool: `seek T` shows the frame a straight run draws at T, byte for
/// byte, in every style, in the middle of a drag, after going back and forward again.
@Suite("Timeline: seek", .serialized)
@MainActor
struct TimelineSeekTests {
    /// Records `script` in `style` as PNG frames; returns the folder's files in order.
    func frames(_ script: String, style: CardTransitionStyle = .appstore, into dir: String) throws -> [String] {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        var c = HeadlessRunner.Configuration()
        c.scale = 0.25
        c.script = ScriptSource(text: script, file: "seek.txt")
        c.record = dir + "/"
        c.showProgress = false
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        _ = try HeadlessRunner(configuration: c, assets: RenderProbe.assets) { measurer, images in
            AppStoreScene(configuration: AppConfiguration(deck: deck, style: style), measurer: measurer, images: images)
        }.run()
        return try FileManager.default.contentsOfDirectory(atPath: dir).sorted().map { dir + "/" + $0 }
    }

    static let straight = "wait 0.1\ntap card 1\nwait 0.8\ndrag 195 300 195 520 0.3\nsettle\n"

    /// The straight run's frame k is at k / 60 s; after `seek k/60` every frame shows it.
    func expectSeek(to k: Int, after prefix: String, style: CardTransitionStyle = .appstore) throws {
        let dir = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = try frames(Self.straight, style: style, into: dir + "/a")
        let b = try frames(prefix + "seek \(Double(k) / 60)\nwait 0.05\n", style: style, into: dir + "/b")
        let shown = try #require(b.last)
        #expect(FileManager.default.contents(atPath: shown) == FileManager.default.contents(atPath: a[k]),
                "\(style) seek to frame \(k): \(shown) vs \(a[k])")
    }

    @Test("back into the present, in every style", arguments: ["appstore", "expand", "sheet", "slide", "zoom"])
    func backIntoThePresent(style: String) throws {
        try expectSeek(to: 18, after: "wait 0.1\ntap card 1\nwait 0.6\n", style: try #require(CardTransitionStyle(rawValue: style)))
    }

    @Test("back into a drag to dismiss, under the finger and after it lets go")
    func backIntoTheDrag() throws {
        let prefix = "wait 0.1\ntap card 1\nwait 0.8\ndrag 195 300 195 520 0.3\nwait 0.5\n"
        try expectSeek(to: 66, after: prefix)   // the finger on the story
        try expectSeek(to: 82, after: prefix)   // let go, on its way into the card
    }

    @Test("back, then forward again through the same future")
    func backThenForward() throws {
        try expectSeek(to: 70, after: "wait 0.1\ntap card 1\nwait 0.8\ndrag 195 300 195 520 0.3\nwait 0.5\nseek 0.4\nseek 0.9\n")
    }

    @Test("resumed after a seek, the clock plays the kept future: the recorded tap opens the story again")
    func resumePlaysTheFuture() throws {
        let dir = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = try frames("wait 0.1\ntap card 1\nwait 1.2\n", into: dir + "/a")
        // Back before the tap, on again: 1.2 s later the story is where the straight run had it.
        let b = try frames("wait 0.1\ntap card 1\nwait 1.2\nseek 0.05\nkey space\nwait 1.25\nkey space\n", into: dir + "/b")
        #expect(FileManager.default.contents(atPath: try #require(b.last)) == FileManager.default.contents(atPath: a[80]))
    }

    @Test("input after a seek starts a new history from the time shown")
    func inputAfterSeekBranches() throws {
        let dir = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Seek back before the tap, resume, and tap another card: the story of card 2 opens.
        let b = try frames("wait 0.1\ntap card 1\nwait 1\nseek 0.05\nkey space\ntap card 2\nwait 1\n", into: dir + "/b")
        let a = try frames("wait 0.1\ntap card 2\nwait 1\n", into: dir + "/a")
        #expect(FileManager.default.contents(atPath: try #require(b.last)) == FileManager.default.contents(atPath: try #require(a.last)))
    }
}
