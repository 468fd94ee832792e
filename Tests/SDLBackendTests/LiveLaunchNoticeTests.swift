import AppStore
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
import Session

/// Slow animations are stored across runs; a window that starts with them says so at once.
@Suite("Live window: starting with slow animations", .serialized)
@MainActor
struct LiveLaunchNoticeTests {
    func run(speed: Double, language: Language = .en) throws -> LiveSession {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        var c = LiveRunner.Configuration()
        c.software = true
        c.scale = 1
        c.speed = speed
        c.quitsAfterScript = true
        c.script = ScriptSource(text: "wait 0.1\n", file: "short.txt")
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let runner = LiveRunner(configuration: c, assets: RenderProbe.assets) { measurer, images in
            AppStoreScene(configuration: AppConfiguration(deck: deck, language: language), measurer: measurer, images: images)
        }
        try runner.run()
        return try #require(runner.session)
    }

    @Test("at 0.1× the first frames say slow animations are on, and how to turn them off")
    func slowSaysSo() throws {
        let runner = try run(speed: 0.1)
        let toast = try #require(runner.toasts.current)
        #expect(toast.message == "Slow animations on: T to turn off")
        #expect(toast.shownAt <= 0.05, "shown from the first frame: \(toast.shownAt)")
    }

    @Test("at normal speed nothing is said")
    func normalSaysNothing() throws {
        #expect(try run(speed: 1).toasts.current == nil)
    }

    @Test("in Korean, the notice is Korean, as every toast of a Korean session is")
    func korean() throws {
        #expect(try run(speed: 0.1, language: .ko).toasts.current?.message == "느린 애니메이션 켜짐: T로 끄기")
    }

    @Test("a toast never names the renderer (that is -v's), and follows the scene's language")
    func toastWords() throws {
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let ko = AppStoreScene(configuration: AppConfiguration(deck: deck, language: .ko), measurer: FixedWidthTextMeasurer(),
                               images: FixedImageCatalog())
        let words = ToastText(scene: ko)
        #expect(words.style("슬라이드", key: 4) == "카드 전환: 슬라이드 (Ctrl+4)")
        #expect(words.slowAnimations(on: true) == "느린 애니메이션 켬 (10×)")
        let en = ToastText(scene: try TestScenes.appStore())
        #expect(en.slowAnimations(on: true) == "Slow animations on (10×)")
        for name in ["OpenGL", "software", "opengl"] { #expect(!en.slowAnimations(on: true).contains(name)) }
    }
}
