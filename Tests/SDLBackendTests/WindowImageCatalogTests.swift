import AppStore
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend

/// The scene's image catalog in the window is the cache the window draws from, whatever the
/// window's scale: layout measures at 2 px/pt, and a window at another scale draws through a
/// renderer of its own, whose cache the scene's prefetch must fill.
@Suite("Live window: the scene prefetches into the cache that draws", .serialized)
@MainActor
struct WindowImageCatalogTests {
    @Test func theScenesCatalogIsTheDrawingRenderersCache() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        // No scale: fitted to the (offscreen) display, so not the 2 px/pt layout measures at.
        let window = try LiveWindow(canvas: Metrics.standard.screen, screenOrigin: .zero, scale: nil, renderer: .software,
                                    assets: RenderProbe.assets)
        let config = AppConfiguration(deck: try CardDeck.load(path: RepoPaths.cardsJSON),
                                      avatarPath: RepoPaths.assets + "/Art/avatar.png")
        let scene = AppStoreScene(configuration: config, measurer: window.measurer, images: window.images)
        scene.advance(to: 0)
        try window.present(scene.render())
        try #require(window.list !== window.layoutList, "the window draws at its own scale")
        #expect(window.images.drawing === window.list.images)
        #expect(window.images.drawing !== window.layoutList.images)
        // Sizes are the files' whichever cache answers.
        let size = try #require(window.images.imageSize("Art/aurora.png"))
        #expect(size == window.layoutList.images.imageSize("Art/aurora.png"))
    }
}
