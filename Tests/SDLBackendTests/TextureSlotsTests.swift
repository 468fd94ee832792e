@testable import SDLBackend
import SimKit
import Testing

/// Scratch slots are made only when two drawings are live at once, and a small drawing
/// does not spend a screen-sized slot (a slot made mid-frame faults fresh memory in). Each is
/// checked on what the slots keep, in pixels (their memory), and how often they draw (`fills`,
/// the renderer's work figure).
@Suite("Scratch slots: small drawings apart, stale slots reused") @MainActor
struct TextureSlotsTests {
    static func slots(_ canvas: OffscreenCanvas) -> TextureSlots<Int> {
        TextureSlots<Int>(screenWidth: canvas.pixelWidth, screenHeight: canvas.pixelHeight, capacity: 2, staleAfter: 30, linear: false)
    }

    @Test("a drawing no larger than the small side takes a small slot, a larger one a screen-sized slot")
    func smallDrawingsTakeSmallSlots() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let slots = Self.slots(canvas), renderer = canvas.displayList.renderer
        let side = TextureSlots<Int>.smallSide
        let (avatar, _) = try slots.texture(for: 1, width: 72, height: 72, renderer: renderer) { _ in }
        #expect(avatar.width == side && avatar.height == side)
        let (card, _) = try slots.texture(for: 2, width: 700, height: 880, renderer: renderer) { _ in }
        #expect(card.width == canvas.pixelWidth && card.height == canvas.pixelHeight)
        #expect(slots.keptPixels == side * side + canvas.pixelWidth * canvas.pixelHeight)
        // Another small drawing in the same frame: a second small slot, the large one untouched.
        let (close, _) = try slots.texture(for: 3, width: side, height: 90, renderer: renderer) { _ in }
        #expect(close.width == side && slots.keptPixels == 2 * side * side + canvas.pixelWidth * canvas.pixelHeight)
    }

    @Test("a drawing growing a pixel a frame past the screen (a spring's overshoot) keeps the slot it grew into")
    func overshootKeepsItsSlot() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let slots = Self.slots(canvas), renderer = canvas.displayList.renderer
        var textures: [SDLTexture] = []
        for grow in 1...6 {
            let (t, _) = try slots.texture(for: grow, width: canvas.pixelWidth, height: canvas.pixelHeight + grow,
                                           renderer: renderer) { _ in }
            textures.append(t)
            slots.endFrame()
        }
        // Two live drawings in turn take two slots; each is made once, not again a frame.
        let distinct = textures.reduce(into: [SDLTexture]()) { seen, t in if !seen.contains(where: { $0 === t }) { seen.append(t) } }
        #expect(distinct.count == 2, "\(distinct.count) textures made for 6 frames")
        #expect(textures[0].height == 1728 && textures[0].width == canvas.pixelWidth, "the next 64 px past the screen")
        #expect(TextureSlots<Int>.side(canvas.pixelHeight, screen: canvas.pixelHeight) == canvas.pixelHeight)
    }

    @Test("a drawing within the screen never lands in a slot grown past it: a GPU samples by the texture's size")
    func grownSlotIsNotReusedSmaller() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let slots = TextureSlots<Int>(screenWidth: canvas.pixelWidth, screenHeight: canvas.pixelHeight, capacity: 1,
                                      staleAfter: 1, linear: true)
        let renderer = canvas.displayList.renderer
        let (grown, _) = try slots.texture(for: 1, width: canvas.pixelWidth, height: canvas.pixelHeight + 10,
                                           renderer: renderer) { _ in }
        #expect(grown.height == 1728)
        for _ in 0..<2 { slots.endFrame() }
        // The stale slot is taken, at the screen's size: a texture 40 rows taller put every
        // texel's coordinate elsewhere in [0, 1], and OpenGL's linear sampling of a window at
        // 0.82 px/pt came out one level off in a row here and there.
        let (screen, _) = try slots.texture(for: 2, width: 700, height: 880, renderer: renderer) { _ in }
        #expect(screen.width == canvas.pixelWidth && screen.height == canvas.pixelHeight)
        #expect(slots.keptPixels == canvas.pixelWidth * canvas.pixelHeight, "the grown slot was remade, not kept beside")
    }

    @Test("where the slot's size does not change the pixels (software), a grown slot keeps any drawing that fits")
    func grownSlotKeepsSmallerWhereSizeDoesNotMatter() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let slots = TextureSlots<Int>(screenWidth: canvas.pixelWidth, screenHeight: canvas.pixelHeight, capacity: 1,
                                      staleAfter: 1, linear: true, sampledBySize: false)
        let renderer = canvas.displayList.renderer
        // A zoom's overshoot alternating with the screen's size, then a card's size: one texture.
        var textures: [SDLTexture] = []
        for (i, height) in [canvas.pixelHeight + 3, canvas.pixelHeight, canvas.pixelHeight + 5, 880].enumerated() {
            textures.append(try slots.texture(for: i, width: height == 880 ? 700 : canvas.pixelWidth, height: height,
                                              renderer: renderer) { _ in }.0)
            for _ in 0..<2 { slots.endFrame() }
        }
        #expect(textures.allSatisfy { $0 === textures[0] }, "a texture made anew for a smaller drawing")
        #expect(textures[0].height == 1728)
    }

    @Test("where the slot's size does not change the pixels, the slot made ahead has room for an overshoot: crossing the screen's edge makes no texture")
    func preparedSlotFitsAnOvershoot() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let w = canvas.pixelWidth, h = canvas.pixelHeight
        let slots = TextureSlots<Int>(screenWidth: w, screenHeight: h, capacity: 1, staleAfter: 1, linear: true,
                                      sampledBySize: false)
        let renderer = canvas.displayList.renderer
        try slots.prepare(renderer: renderer)
        let made = slots.keptPixels
        // A sheet's presenter at the end of its dismiss, frame by frame.
        var textures: [SDLTexture] = []
        for (i, (width, height)) in [(w - 1, h - 2), (w, h), (w, h + 1), (w + 1, h + 1), (w, h)].enumerated() {
            textures.append(try slots.texture(for: i, width: width, height: height, renderer: renderer) { _ in }.0)
            slots.endFrame()
        }
        #expect(textures.allSatisfy { $0 === textures[0] }, "a texture made for an overshoot")
        #expect(slots.keptPixels == made)
        #expect(textures[0].width == 832 && textures[0].height == 1728, "the next 64 px past the screen")
        // Where the size changes the pixels (a GPU), the slot is the screen's size.
        let sampled = TextureSlots<Int>(screenWidth: w, screenHeight: h, capacity: 1, staleAfter: 1, linear: true)
        try sampled.prepare(renderer: renderer)
        #expect(sampled.keptPixels == w * h)
    }

    @Test("a slot unused for staleAfter drawn frames is taken by the next drawing; two live drawings get two slots")
    func staleSlotsAreReused() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let slots = Self.slots(canvas), renderer = canvas.displayList.renderer
        _ = try slots.texture(for: 1, width: 700, height: 880, renderer: renderer) { _ in }
        slots.endFrame()
        // The next frame draws another layer while the first is still recent: both are kept.
        let screen = canvas.pixelWidth * canvas.pixelHeight
        _ = try slots.texture(for: 2, width: 700, height: 880, renderer: renderer) { _ in }
        #expect(slots.keptPixels == 2 * screen)
        for _ in 0...slots.staleAfter {
            _ = try slots.texture(for: 2, width: 700, height: 880, renderer: renderer) { _ in }
            slots.endFrame()
        }
        // Layer 1 has not been drawn for staleAfter frames: the third layer takes its slot.
        let before = slots.fills
        _ = try slots.texture(for: 3, width: 700, height: 880, renderer: renderer) { _ in }
        #expect(slots.keptPixels == 2 * screen && slots.fills == before + 1)
        _ = try slots.texture(for: 2, width: 700, height: 880, renderer: renderer) { _ in }
        #expect(slots.fills == before + 1, "layer 2, drawn lately, kept its slot")
    }

    @Test("with one slot, a new layer after a stale one makes no slot")
    func oneSlotServesSuccessiveLayers() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let slots = Self.slots(canvas), renderer = canvas.displayList.renderer
        try slots.prepare(renderer: renderer)
        _ = try slots.texture(for: 1, width: 700, height: 880, renderer: renderer) { _ in }
        for _ in 0...slots.staleAfter { slots.endFrame() }
        _ = try slots.texture(for: 2, width: 700, height: 880, renderer: renderer) { _ in }
        #expect(slots.keptPixels == canvas.pixelWidth * canvas.pixelHeight, "the pressed card of a moment ago gave its slot to the next one")
    }

    @Test("stretches stale after one frame: a card scaling for 40 frames keeps one slot, a second image in a frame makes the second")
    func scalingCardKeepsOneSlot() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let renderer = canvas.displayList.renderer
        let slots = TextureSlots<Int>(screenWidth: canvas.pixelWidth, screenHeight: canvas.pixelHeight, capacity: 2,
                                      staleAfter: 1, linear: false)
        try slots.prepare(renderer: renderer)
        for step in 0..<40 {
            _ = try slots.texture(for: step, width: 600 + step, height: 800 + step, renderer: renderer) { _ in }
            slots.endFrame()
        }
        let screen = canvas.pixelWidth * canvas.pixelHeight
        #expect(slots.keptPixels == screen && slots.fills == 40)
        _ = try slots.texture(for: 100, width: 700, height: 900, renderer: renderer) { _ in }
        _ = try slots.texture(for: 101, width: 780, height: 1000, renderer: renderer) { _ in }
        #expect(slots.keptPixels == 2 * screen, "two stretches in one frame take two slots")
    }

    /// The iPad at 2 px/pt: its screen-sized slot is 16.8 MB, so stretches are kept in slots sized
    /// to them under the bytes of two such slots.
    static func sizedSlots(_ canvas: OffscreenCanvas) -> (TextureSlots<Int>, budget: Int) {
        let screen = TextureSlots<Int>.screenSlotBytes(width: canvas.pixelWidth, height: canvas.pixelHeight)
        #expect(screen > CacheBudget.sizedSlotBytes, "the renderer sizes this screen's stretches to them")
        let budget = CacheBudget.scaledImageSlots * screen
        return (TextureSlots<Int>(screenWidth: canvas.pixelWidth, screenHeight: canvas.pixelHeight,
                                  capacity: CacheBudget.scaledImageSlots, staleAfter: 1, linear: false, sampledBySize: false,
                                  sizedBudget: budget), budget)
    }

    @Test("on a large screen, six grid cards stretched in every frame keep six slots sized to them: each is stretched once")
    func gridCardsKeepSizedSlots() throws {
        let canvas = try RenderProbe.canvas(834, 1194, scale: 2)
        let (slots, budget) = Self.sizedSlots(canvas)
        let renderer = canvas.displayList.renderer
        for _ in 0..<10 {
            for card in 0..<6 { _ = try slots.texture(for: card, width: 740, height: 951, renderer: renderer) { _ in } }
            slots.endFrame()
        }
        #expect(slots.fills == 6, "\(slots.fills) stretches for six cards over ten frames")
        #expect(slots.keptPixels == 6 * 768 * 960, "each slot the card's size in 64 px steps")
        #expect(slots.keptPixels * 4 <= budget)
    }

    @Test("on an iPad, the grid's six cards scrolled for ten frames are stretched once each, and every frame is the plain render's")
    func gridStretchedOnceByTheRenderer() throws {
        let kept = try RenderProbe.canvas(834, 1194, scale: 2), plain = try RenderProbe.canvas(834, 1194, scale: 2)
        plain.isPlain = true
        func grid(scrolled y: Double) -> [DrawCommand] {
            (0..<6).map { i in
                let dest = Rect(i % 2 == 0 ? 37 : 427, 20 + Double(i / 2) * 495 - y, 370, 475.5)
                return .image(name: CacheBudgetTests.artworks[i], dest: dest, clip: RoundedRect(dest, radius: 20), alpha: 1)
            }
        }
        let before = kept.displayList.work
        for frame in 0..<10 {
            let a = try RenderProbe.render(kept, grid(scrolled: Double(frame) * 3))
            let b = try RenderProbe.render(plain, grid(scrolled: Double(frame) * 3))
            #expect(a.bytes == b.bytes, "frame \(frame)")
        }
        let done = kept.displayList.work - before
        #expect(done.imagesStretched == 6, "\(done.imagesStretched) stretches for six cards over ten frames")
        #expect(done.imagesDecoded == 6)
    }

    @Test("on a large screen, the stretches stay within their bytes when every frame draws more than they hold")
    func sizedSlotsKeepToTheirBytes() throws {
        let canvas = try RenderProbe.canvas(834, 1194, scale: 2)
        let (slots, budget) = Self.sizedSlots(canvas)
        for step in 0...40 {
            // The grid and a card growing from its place to the whole screen, all in every frame.
            _ = try Self.gridAndCard(slots, canvas, step: step, grid: 0..<6)
            #expect(slots.keptPixels * 4 <= budget, "step \(step): \(slots.keptPixels * 4) bytes")
            slots.endFrame()
        }
    }

    @Test("on a large screen, a card growing open over the grid remakes its slot a few times, not every frame")
    func growingCardRemakesItsSlotAFewTimes() throws {
        let canvas = try RenderProbe.canvas(834, 1194, scale: 2)
        let (slots, _) = Self.sizedSlots(canvas)
        var made: [ObjectIdentifier] = []
        for step in 0...40 {
            // The grid is drawn while the card leaves it; then the card covers it.
            let flying = try Self.gridAndCard(slots, canvas, step: step, grid: step < 10 ? 0..<6 : 0..<0)
            if made.last != ObjectIdentifier(flying) { made.append(ObjectIdentifier(flying)) }
            slots.endFrame()
        }
        #expect(made.count <= 6, "the growing card's slot changed \(made.count) times in 41 frames")
    }

    /// Stretches `grid` cards at a grid card's size, then a card `step` fortieths of the way from
    /// that size to the screen's; returns the card's slot.
    static func gridAndCard(_ slots: TextureSlots<Int>, _ canvas: OffscreenCanvas, step: Int, grid: Range<Int>) throws -> SDLTexture {
        let renderer = canvas.displayList.renderer
        for card in grid { _ = try slots.texture(for: card, width: 740, height: 951, renderer: renderer) { _ in } }
        let t = Double(step) / 40
        return try slots.texture(for: 100 + step, width: Int(740 + Double(canvas.pixelWidth - 740) * t),
                                 height: Int(951 + Double(canvas.pixelHeight - 951) * t), renderer: renderer) { _ in }.0
    }
}
