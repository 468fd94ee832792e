import AppStore
import Foundation
@testable import SDLBackend
import SimKit
import Testing
import TestSupport

/// Memory and soak: every cache keeps to its bound in `CacheBudget` under churn, artwork
/// is kept at the size it can be drawn, and the soak that `cardsim bench` runs finds its cycles.
@Suite("Memory: caches keep to their budget") @MainActor
struct CacheBudgetTests {
    static let artworks = ["aurora", "city", "coffee", "ocean", "peaks", "pixel", "planets", "shapes"].map { "Art/\($0).png" }

    /// One card-sized image at `y` points, rounded like a card.
    static func card(_ name: String, y: Double = 20, width: Double = 350, height: Double = 450) -> DrawCommand {
        .image(name: name, dest: Rect(20, y, width, height), clip: RoundedRect(Rect(20, y, width, height), radius: 20), alpha: 1)
    }

    @Test("artwork past the budget is dropped at the end of a frame, never while drawn, and loaded again when drawn again")
    func imagesKeepToTheBudget() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let images = canvas.displayList.images
        // 700 × 900 at 2 px/pt is drawn at its own size: 2.5 MB each. The budget holds all eight
        // cards; a budget of four makes them churn.
        let each = 700 * 900 * 4
        #expect(CacheBudget.imageBytes / each >= Self.artworks.count, "the bundled deck fits")
        let fits = 4
        images.budget = fits * each
        for round in 0..<2 {
            for name in Self.artworks {
                try canvas.render([Self.card(name)])
                #expect(images.keptBytes <= images.budget, "round \(round), \(name)")
            }
        }
        #expect(canvas.displayList.work.imagesDecoded == 2 * Self.artworks.count, "each drawn again after it was dropped")
        // The most recent ones are still there: drawing them again decodes nothing.
        let loads = canvas.displayList.work.imagesDecoded
        for name in Self.artworks.suffix(fits) { try canvas.render([Self.card(name)]) }
        #expect(canvas.displayList.work.imagesDecoded == loads)
        // A frame that draws more than the budget keeps all of them until it is over.
        try canvas.render(Self.artworks.enumerated().map { Self.card($0.element, y: Double($0.offset) * 40, height: 60) })
        #expect(images.keptCount == Self.artworks.count)
        try canvas.render([Self.card(Self.artworks[0])])
        #expect(images.keptBytes <= images.budget)
    }

    @Test("prefetched artwork is decoded ahead within the budget, and draws the same pixels as artwork decoded when drawn")
    func prefetchWithinTheBudget() throws {
        let ahead = try RenderProbe.canvas(390, 844, scale: 2), late = try RenderProbe.canvas(390, 844, scale: 2)
        let images = ahead.displayList.images
        images.budget = 3 * 700 * 900 * 4
        images.prefetch(Self.artworks + ["Art/missing.png"])
        #expect(images.decodingCount == 3, "only what fits the budget is decoded ahead")
        images.prefetch(Self.artworks)
        #expect(images.decodingCount == 3, "asking again starts nothing twice")
        for name in Self.artworks.prefix(3) {
            let a = try RenderProbe.render(ahead, [Self.card(name)]), b = try RenderProbe.render(late, [Self.card(name)])
            #expect(a.bytes == b.bytes, "\(name)")
        }
        #expect(images.decodingCount == 0 && ahead.displayList.work.imagesDecoded == 3,
                "each drawn card took its decode, none was decoded twice")
        // Kept now: the budget is full, so nothing more is started.
        images.prefetch(Self.artworks)
        #expect(images.decodingCount == 0)
    }

    @Test("the Today list's artwork near the screen is being decoded before the first frame is drawn")
    func todayPrefetchesItsCards() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let scene = AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: FixedWidthTextMeasurer(),
                                  images: canvas.displayList.images)
        let commands = scene.render()
        let images = canvas.displayList.images
        #expect(images.decodingCount >= 3 && images.decodingCount < deck.cards.count)
        try canvas.render(commands)
        let drawn = Set(commands.compactMap { if case let .image(name, _, _, _) = $0 { name } else { nil } })
        let decoded = canvas.displayList.work.imagesDecoded
        #expect(drawn.count >= 2 && decoded >= drawn.count && decoded <= drawn.count + 1,
                "each image drawn became a texture once, and at most one decoded ahead did after the frame")
        // Quick frames take the rest in, one a frame, none decoded twice (the frame's end is called
        // directly: whether a rendered frame counts as quick depends on the machine).
        let near = images.keptCount + images.decodingCount
        for _ in 0..<400 where images.decodingCount > 0 {
            images.endFrame(drawMs: 0)
            usleep(5_000)
        }
        #expect(images.decodingCount == 0 && images.keptCount == near && canvas.displayList.work.imagesDecoded == near)
    }

    @Test("a finished decode becomes a texture after a quick frame, not after a slow one")
    func slowFramesTakeNothingIn() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let images = canvas.displayList.images
        images.prefetch(["Art/ocean.png"])
        for _ in 0..<1000 where images.decodedCount == 0 { usleep(10_000) }
        images.endFrame(drawMs: 2 * ImageCache.adoptWithinMs)
        #expect(images.keptCount == 0 && images.decodingCount == 1)
        images.endFrame(drawMs: ImageCache.adoptWithinMs / 2)
        #expect(images.keptCount == 1 && images.decodingCount == 0 && canvas.displayList.work.imagesDecoded == 1)
    }

    @Test("artwork is kept no larger than the screen, and its size is the file's, read from the header")
    func artworkAtTheSizeItIsDrawn() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 1)
        let images = canvas.displayList.images
        #expect(images.imageSize("Art/ocean.png") == Size(700, 900))
        #expect(canvas.displayList.work.imagesDecoded == 0, "the size comes from the PNG header, without decoding")
        try canvas.render([Self.card("Art/ocean.png")])
        let texture = try #require(images.image(named: "Art/ocean.png")).texture
        #expect(texture.width == 390 && texture.height == 501, "700 × 900 fitted to a 390 × 844 screen")
        #expect(images.imageSize("Art/ocean.png") == Size(700, 900), "layout keeps the file's proportions")
    }

    @Test("an image whose header is not read (a BMP) is sized by decoding it: the file's size, not the fitted one")
    func sizeByDecoding() throws {
        // A 24-bit BMP, 600 × 2 pixels: wider than a 390 × 844 screen at 1 px/pt, so it is kept fitted.
        let w = 600, h = 2, row = (w * 3 + 3) / 4 * 4
        func le(_ v: Int, _ n: Int) -> [UInt8] { (0..<n).map { UInt8((v >> (8 * $0)) & 0xFF) } }
        let bmp: [UInt8] = Array("BM".utf8) + le(54 + row * h, 4) + le(0, 4) + le(54, 4) + le(40, 4) + le(w, 4) + le(h, 4)
            + le(1, 2) + le(24, 2) + le(0, 4) + le(row * h, 4) + le(2835, 4) + le(2835, 4) + le(0, 4) + le(0, 4)
            + [UInt8](repeating: 0x80, count: row * h)
        let path = NSTemporaryDirectory() + "cardsim-size-\(getpid()).bmp"
        try Data(bmp).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let canvas = try RenderProbe.canvas(390, 844, scale: 1)
        let images = canvas.displayList.images
        #expect(images.imageSize(path) == Size(600, 2))
        #expect(canvas.displayList.work.imagesDecoded == 1)
        #expect(try #require(images.image(named: path)).texture.width == 390)
    }

    @Test("image headers: PNG and JPEG sizes without decoding, nothing for other bytes")
    func headers() {
        let png = RenderProbe.assets.resolve("Art/avatar.png")
        #expect(ImageHeader.size(atPath: png).map { [$0.width, $0.height] } == [128, 128])
        // A JPEG: SOI, an APP0 segment of 16 bytes, then SOF0 with height 300 and width 200.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
            + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x2C, 0x00, 0xC8, 0x03] + Array(repeating: 0, count: 16)
        #expect(ImageHeader.size(of: jpeg[...]).map { [$0.width, $0.height] } == [200, 300])
        #expect(ImageHeader.size(of: Array("not an image at all, just some text".utf8)[...]) == nil)
        #expect(ImageHeader.size(of: jpeg.prefix(8)) == nil, "a header cut short")
    }

    @Test("a card drawn at a new size every frame keeps the stretch cache to its slots, each at most the screen and its room for an overshoot")
    func scaledImagesKeepToTheirSlots() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let scaled = canvas.displayList.scaledImages
        let w = canvas.pixelWidth, h = canvas.pixelHeight
        let slot = TextureSlots<Int>.side(w + 1, screen: w) * TextureSlots<Int>.side(h + 1, screen: h)
        for step in 0..<40 {
            // A card growing open, then shrinking back: a new pixel size each frame.
            let t = Double(step < 20 ? step : 40 - step) / 20
            try canvas.render([Self.card("Art/ocean.png", y: 20 * (1 - t), width: 350 + 40 * t, height: 450 + 394 * t)])
            #expect(scaled.keptPixels <= CacheBudget.scaledImageSlots * slot, "step \(step)")
        }
        #expect(canvas.displayList.work.imagesStretched >= 30, "every size was stretched")
    }

    @Test("rendered text keeps to its byte budget, not only its count, while every frame shows new strings")
    func textKeepsToItsBytes() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let texts = canvas.displayList.texts
        var largest = 0
        for i in 0..<60 {
            // A story paragraph's worth of pixels a frame, each string new: 60 of them hold far more than the budget.
            let run = TextRun("Paragraph \(i): green curtains ripple above the pines", font: .system(48, .bold), color: .black,
                              origin: Point(0, 20))
            try canvas.render([.text(run)])
            let size = try #require(texts.cachedSize(of: run, fonts: canvas.displayList.fonts))
            largest = max(largest, size.width * size.height * 4)
            #expect(texts.bytes <= CacheBudget.textBytes + largest, "frame \(i)")
        }
        #expect(60 * largest > 2 * CacheBudget.textBytes, "the strings outgrow the budget")
    }

    @Test("soak growth is measured from one cycle's sample to another's")
    func soakGrowth() {
        let samples = [100, 104, 110, 99]
        #expect(Soak.growth(samples, from: 1, to: 3) == 0.1)
        #expect(Soak.growth(samples, from: 2, to: 2) == 0)
        #expect(Soak.growth(samples, from: 3, to: 4).map { $0 < 0 } == true, "memory handed back is negative growth")
        #expect(Soak.growth(samples, from: 1, to: 5) == nil && Soak.growth(samples, from: 0, to: 2) == nil)
        #expect(Soak.growth([0, 10], from: 1, to: 2) == nil)
    }

    @Test("a short soak of the App Store scene samples memory once per present and dismiss")
    func shortSoak() throws {
        var soak = Soak(cycles: 3, assets: RenderProbe.assets, makeScene: try Self.appStoreScenes())
        soak.scale = 1
        let result = try soak.run()
        #expect(result.resident.count == 3)
        #expect(result.resident.allSatisfy { $0 > 0 })
        #expect(result.frames > 3 * 8, "both transitions of every cycle were rendered")
    }

    @Test("a short long scrub counts each present and close, then scrubs the last present back frame by frame")
    func shortLongScrub() throws {
        var scrub = LongScrub(cycles: 2, assets: RenderProbe.assets, makeScene: try Self.appStoreScenes())
        scrub.scale = 1
        scrub.runs = 1
        let result = try scrub.run()
        #expect(result.resident.count == 2)
        #expect(result.journalEntries > 0)
        #expect(result.seekMs.count == 1)
        #expect((result.seekMs.first?.count ?? 0) > 8, "every frame of the last present was sought")
    }

    /// App Store scenes on the offscreen video driver, for a soak or a long scrub.
    static func appStoreScenes() throws -> HeadlessRunner.SceneFactory {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        return { measurer, images in AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: measurer, images: images) }
    }
}
