import AppStore
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport

/// The Settings tab drawn with the real font, light and dark, against golden images
/// (`CARDSIM_RECORD_GOLDEN=1` records them), and a few pixels that say it is the iOS 15 look.
@Suite("Settings pixels", .serialized)
@MainActor
struct SettingsPixelTests {
    func render(_ appearance: AppSettings.Appearance, scale: Double = 2) throws -> (Pixels, OffscreenCanvas) {
        let canvas = try RenderProbe.canvas(390, 844, scale: scale)
        var config = AppConfiguration(deck: try CardDeck.load(path: RepoPaths.cardsJSON))
        config.settings.appearance = appearance
        let scene = AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog)
        let clock = FrameStepper(scene: scene, fps: 60)
        clock.settle()
        clock.tap(try #require(scene.inspector.pointForTab(2)))
        clock.settle()
        clock.step()
        return (try RenderProbe.render(canvas, scene.render()), canvas)
    }

    @Test("light: grey behind, white rounded groups; dark: black behind, dark grey groups", arguments: [false, true])
    func look(dark: Bool) throws {
        let (px, _) = try render(dark ? .dark : .light, scale: 1)
        let behind = px.rgb(5, 400), group = px.rgb(200, 260)
        if dark {
            #expect(behind.r < 5 && behind.g < 5 && behind.b < 5)
            #expect(abs(group.r - 0x1C) <= 2 && abs(group.b - 0x1E) <= 2)
        } else {
            #expect(abs(behind.r - 0xF2) <= 2 && abs(behind.b - 0xF7) <= 2)
            #expect(group.r > 250 && group.g > 250 && group.b > 250)
        }
        // Inset 16 pt from the screen's edges.
        #expect(px.rgb(10, 260) == behind && px.rgb(20, 260) == group && px.rgb(380, 260) == behind)
    }

    @Test("Settings light and dark match their golden images", arguments: ["settings-light", "settings-dark"])
    func golden(name: String) throws {
        let (px, canvas) = try render(name == "settings-dark" ? .dark : .light)
        try GoldenImage.check(name, pixels: px, canvas: canvas)
    }
}
