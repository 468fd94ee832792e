@testable import SDLBackend
import SimKit
import Testing

/// What the renderer leaves out under a card (the middle of its shadow, the white fill
/// under its artwork) never changes a pixel, and a card drawn scaled is stretched once per size.
@Suite("Render: culling under cards and scaled artwork") @MainActor
struct RenderCullingTests {
    /// A card as the Today screen draws it: shadow, a clip to the visible part, the white fill,
    /// then artwork a little taller than the card, clipped to its rounded shape.
    static func card(y: Double, scale s: Double, clipBottom: Double) -> [DrawCommand] {
        let rect = Rect(20 + 175 * (1 - s), y, 350 * s, 440 * s)
        let shape = RoundedRect(rect, radius: 20 * s)
        let visible = Rect(rect.minX, rect.minY, rect.width, min(rect.height, clipBottom - rect.minY))
        return [
            .fill(RoundedRect(Rect(0, 0, 390, 600), radius: 0), Color(r: 0.95, g: 0.95, b: 0.97)),
            .shadow(shape, blur: 14 * s, offset: Point(0, 6 * s), color: Color(white: 0, alpha: 0.16)),
            .clip(visible),
            .fill(shape, .white),
            .clip(nil),
            .image(name: "Art/peaks.png", dest: Rect(rect.minX, rect.minY - 5 * s, rect.width, 450 * s),
                   clip: RoundedRect(visible, radius: 20 * s), alpha: 1),
            .text(TextRun("Card", font: .system(14, .bold), color: .white, origin: Point(rect.minX + 20, rect.minY + 20))),
        ]
    }

    @Test("culled and unculled frames are byte-identical", arguments: [(1.0, 400.0), (0.96, 400.0), (1.0, 600.0), (0.9731, 520.0)])
    func cullingKeepsPixels(scale: Double, clipBottom: Double) throws {
        let list = Self.card(y: 60.3, scale: scale, clipBottom: clipBottom)
        let culled = try RenderProbe.canvas(390, 600, scale: 2)
        let reference = try RenderProbe.canvas(390, 600, scale: 2)
        reference.displayList.culls = false
        let got = try RenderProbe.render(culled, list)
        let want = try RenderProbe.render(reference, list)
        #expect(got.bytes == want.bytes)
        // The shadow is really there: below the card, darker than the background.
        let below = got.rgb(195 * 2, Int((60.3 + 440 * scale + 8) * 2))
        if clipBottom > 60.3 + 440 * scale + 10 { #expect(below.r < 240) }
    }

    @Test("a scaled card is stretched once and reused while its size holds")
    func scaledArtworkIsCached() throws {
        let canvas = try RenderProbe.canvas(390, 600, scale: 2)
        let list = Self.card(y: 60, scale: 0.96, clipBottom: 600)
        let first = try RenderProbe.render(canvas, list)
        #expect(canvas.displayList.work.imagesStretched == 1)
        // The same size again, one pixel lower: the scratch texture is reused, the card just moves.
        let moved = try RenderProbe.render(canvas, Self.card(y: 60.5, scale: 0.96, clipBottom: 600))
        #expect(canvas.displayList.work.imagesStretched == 1)
        #expect(first.bytes != moved.bytes)
        // Drawn fresh, the same frame is identical.
        let fresh = try RenderProbe.render(try RenderProbe.canvas(390, 600, scale: 2), Self.card(y: 60.5, scale: 0.96, clipBottom: 600))
        #expect(fresh.bytes == moved.bytes)
        // Unscaled artwork needs no scratch texture.
        let plain = try RenderProbe.canvas(390, 600, scale: 2)
        _ = try RenderProbe.render(plain, Self.card(y: 60, scale: 1, clipBottom: 600))
        #expect(plain.displayList.work.imagesStretched == 0)
    }
}
