import AppStore
import CSDL2
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport

/// The Today screen drawn headless by the software renderer, checked by its pixels.
@Suite("Today screen pixels", .serialized)
@MainActor
struct AppScreenPixelTests {
    /// Renders the App Store scene at `scale` after `frames` idle frames; returns pixels and canvas.
    func render(language: Language = .en, scale: Double = 1) throws -> (Pixels, OffscreenCanvas) {
        let canvas = try RenderProbe.canvas(390, 844, scale: scale)
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let config = AppConfiguration(deck: deck, language: language, avatarPath: RepoPaths.assets + "/Art/avatar.png")
        let scene = AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog)
        scene.advance(to: 0)
        return (try RenderProbe.render(canvas, scene.render()), canvas)
    }

    @Test("status bar, header, rounded card corners, tab bar and home indicator are where they belong")
    func layoutPixels() throws {
        let (px, _) = try render()
        // Status bar: "9:41" has ink near (54, 26); the battery body is dark at its middle.
        #expect(px.inkCount(x: 36, y: 18, w: 36, h: 16) > 20)
        let battery = px.rgb(390 - 48 + 12, 26)
        #expect(battery.r < 60 && battery.g < 60 && battery.b < 60)
        // Card 1 occupies x 20...370 from y 143: its middle is artwork, its corner pixel is background.
        let top = Int(Metrics.standard.statusBarHeight + Metrics.headerHeight)
        #expect(!px.isColor(195, top + 200, 0xF2, 0xF2, 0xF7, tolerance: 8))
        #expect(px.isColor(21, top + 1, 0xF2, 0xF2, 0xF7, tolerance: 24), "rounded corner leaves the background")
        #expect(!px.isColor(24, top + 30, 0xF2, 0xF2, 0xF7, tolerance: 8), "just inside the corner is card")
        // Tab bar: a hairline at y = 761 and a light translucent bar below it.
        let hair = px.rgb(195, 761), bar = px.rgb(195, 800)   // between the two items
        #expect(hair.r < bar.r, "hairline darker than the bar")
        #expect(bar.r > 200 && bar.g > 200 && bar.b > 200)
        // Today is tinted blue, Settings grey.
        let today = px.rgb(97, 774)
        #expect(today.b > today.r + 80, "selected item tinted")
        // Home indicator: dark in the middle at the bottom.
        #expect(px.rgb(195, 844 - 10).r < 40)
    }

    @Test("Hangul draws under --lang ko: 투데이 in the large title and the tab bar")
    func hangulDraws() throws {
        let (ko, _) = try render(language: .ko)
        let (en, _) = try render(language: .en)
        // The large title's box differs between "Today" and "투데이" and has ink in both.
        let koInk = ko.inkCount(x: 20, y: 47 + 34, w: 150, h: 40)
        #expect(koInk > 200)
        var differ = 0
        for y in (47 + 34)..<(47 + 74) { for x in 20..<170 where ko.rgb(x, y) != en.rgb(x, y) { differ += 1 } }
        #expect(differ > 100)
    }

    @Test("a screenshot of the Today screen matches the golden image")
    func goldenToday() throws {
        let (px, canvas) = try render(scale: 2)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/today-en@2x.png").path
        if GoldenImage.isRecording { return try GoldenImage.record(golden, from: canvas) }
        let expected = try #require(loadPNG(golden), "missing golden; record with CARDSIM_RECORD_GOLDEN=1")
        #expect(expected.width == px.width && expected.height == px.height)
        var worst = 0, off = 0
        for i in stride(from: 0, to: min(px.bytes.count, expected.bytes.count), by: 4) {
            let d = max(abs(Int(px.bytes[i]) - Int(expected.bytes[i])), abs(Int(px.bytes[i + 1]) - Int(expected.bytes[i + 1])),
                        abs(Int(px.bytes[i + 2]) - Int(expected.bytes[i + 2])))
            worst = max(worst, d)
            if d > 0 { off += 1 }
        }
        #expect(off == 0, "\(off) pixels differ, worst by \(worst)")
    }

    /// Loads a PNG into RGBA bytes with SDL_image.
    func loadPNG(_ path: String) -> Pixels? {
        guard let raw = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(raw) }
        guard let s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(s) }
        let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        let src = s.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h { for x in 0..<(w * 4) { bytes[y * w * 4 + x] = src[y * pitch + x] } }
        return Pixels(bytes: bytes, width: w, height: h)
    }
}
