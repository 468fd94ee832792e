@testable import SDLBackend
import SimKit
import Testing

/// SDL frees a renderer's textures with it, so a texture must never outlive its
/// renderer. A scene keeps the canvas's image catalog (and its textures) after the canvas is gone.
@Suite("Textures go before their renderer") @MainActor
struct TextureLifetimeTests {
    @Test("an image kept past its canvas keeps the renderer alive until the image goes")
    func textureHoldsItsRenderer() throws {
        var canvas: OffscreenCanvas? = try RenderProbe.canvas(40, 40, scale: 1)
        var images: ImageCache? = canvas!.displayList.images
        weak let renderer = canvas!.displayList.renderer
        #expect(images?.image(named: "Art/pixel.png") != nil)
        canvas = nil
        #expect(renderer != nil, "the image's texture still holds its renderer")
        images = nil
        #expect(renderer == nil, "the last texture gone, the renderer goes")
    }
}
