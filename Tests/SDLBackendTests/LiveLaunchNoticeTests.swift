import AppStore
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend

/// Slow animations are stored across runs; a window that starts with them says so at once.
@Suite("Live window: starting with slow animations", .serialized)
@MainActor
struct LiveLaunchNoticeTests {
    func run(speed: Double) throws -> LiveRunner {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        var c = LiveRunner.Configuration()
        c.software = true
        c.scale = 1
        c.speed = speed
        c.quitsAfterScript = true
        c.script = ScriptSource(text: "wait 0.1\n", file: "short.txt")
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let runner = LiveRunner(configuration: c, assets: RenderProbe.assets) { measurer, images in
            AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: measurer, images: images)
        }
        try runner.run()
        return runner
    }

    @Test("at 0.1× the first frames say slow animations are on, and how to turn them off")
    func slowSaysSo() throws {
        let runner = try run(speed: 0.1)
        let toast = try #require(runner.toast)
        #expect(toast.message == "Slow animations on: T to turn off")
        #expect(toast.shownAt <= 0.05, "shown from the first frame: \(toast.shownAt)")
    }

    @Test("at normal speed nothing is said")
    func normalSaysNothing() throws {
        #expect(try run(speed: 1).toast == nil)
    }
}
