import AppStore
import CSDL2
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport

/// Dark appearance: Today and a story in the App Store's dark palette, checked by pixels
/// and against golden images, and the live switch that gives the same frame as a dark launch.
@Suite("Dark appearance pixels", .serialized)
@MainActor
struct DarkAppearancePixelTests {
    /// The scene in `appearance`, with an open story when `story` is set, rendered at `scale`.
    func render(_ appearance: AppSettings.Appearance, story: Bool = false, switchLive: Bool = false,
                scale: Double = 1) throws -> (Pixels, OffscreenCanvas) {
        let canvas = try RenderProbe.canvas(390, 844, scale: scale)
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        var config = AppConfiguration(deck: deck, avatarPath: RepoPaths.assets + "/Art/avatar.png")
        config.settings.appearance = switchLive ? .light : appearance
        let scene = AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog)
        let clock = FrameStepper(scene: scene, fps: 60)
        clock.settle()
        if story {
            clock.tap(try #require(scene.inspector.pointForCard(1)))
            clock.settle()
        }
        if switchLive { scene.apply(.appearance(appearance.rawValue)) }
        return (try RenderProbe.render(canvas, scene.render()), canvas)
    }

    func luminance(_ c: (r: Int, g: Int, b: Int)) -> Int { (c.r + c.g + c.b) / 3 }

    @Test("dark Today: black behind the list, white title and status bar, a dark tab bar, a light home indicator")
    func darkToday() throws {
        let (px, _) = try render(.dark)
        #expect(px.isColor(5, 400, 0, 0, 0, tolerance: 2), "the list's background is black")
        #expect(px.isColor(21, 144, 0, 0, 0, tolerance: 40), "the card's rounded corner shows black")
        // "Today" and "9:41" are drawn light on black.
        var light = 0
        for y in 81..<121 { for x in 20..<120 where luminance(px.rgb(x, y)) > 200 { light += 1 } }
        #expect(light > 150)
        var clock = 0
        for y in 18..<34 { for x in 36..<72 where luminance(px.rgb(x, y)) > 200 { clock += 1 } }
        #expect(clock > 20)
        // The bar's material is dark, its selected item the dark systemBlue (0A84FF).
        #expect(luminance(px.rgb(195, 800)) < 60)
        let today = px.rgb(97, 774)
        #expect(today.b > 200 && today.r < 60)
        #expect(luminance(px.rgb(195, 844 - 10)) > 200, "home indicator light on dark")
    }

    @Test("a dark story has a black page and light body text")
    func darkStory() throws {
        let (px, _) = try render(.dark, story: true)
        // Below the artwork (500 pt) the page is black, with light text lines.
        let y0 = Int(Metrics.storyHeaderHeight) + 30
        var lightText = 0, black = 0
        for y in y0..<(y0 + 200) {
            for x in 20..<370 {
                let l = luminance(px.rgb(x, y))
                if l > 100 { lightText += 1 } else if l < 5 { black += 1 }
            }
        }
        #expect(lightText > 500 && black > 350 * 200 / 2)
    }

    @Test("switching to dark live draws the same pixels as launching dark, on Today and on a story",
          arguments: [false, true])
    func liveSwitch(story: Bool) throws {
        let (live, _) = try render(.dark, story: story, switchLive: true)
        let (launched, _) = try render(.dark, story: story)
        #expect(live.bytes == launched.bytes)
        let (light, _) = try render(.light, story: story)
        #expect(light.bytes != launched.bytes)
    }

    @Test("Automatic follows the desktop when it is known, else light")
    func automatic() throws {
        let canvas = try RenderProbe.canvas(390, 844)
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        func frame(systemIsDark: Bool?) -> [DrawCommand] {
            var config = AppConfiguration(deck: deck)
            config.settings.appearance = .automatic
            config.systemIsDark = systemIsDark
            return AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog).render()
        }
        func fixed(_ a: AppSettings.Appearance) -> [DrawCommand] {
            var config = AppConfiguration(deck: deck)
            config.settings.appearance = a
            return AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog).render()
        }
        #expect(frame(systemIsDark: true) == fixed(.dark))
        #expect(frame(systemIsDark: false) == fixed(.light))
        #expect(frame(systemIsDark: nil) == fixed(.light))
    }

    @Test("dark Today and a dark story match their golden images", arguments: ["today-dark", "story-dark"])
    func golden(name: String) throws {
        let (px, canvas) = try render(.dark, story: name == "story-dark", scale: 2)
        try GoldenImage.check(name, pixels: px, canvas: canvas)
    }
}
