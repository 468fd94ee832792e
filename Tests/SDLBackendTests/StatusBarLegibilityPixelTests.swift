@testable import AppStore
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport

/// "9:41" and the status icons stay readable over a dark card scrolled under them,
/// because the bar material comes in behind the status bar (software renderer, headless).
@Suite("Status bar legible over scrolled content", .serialized)
@MainActor
struct StatusBarLegibilityPixelTests {
    /// The Today screen with card 1 (the dark aurora) scrolled `offset` pt, in `appearance`: the
    /// frame, the frame without the status bar's glyphs (the ground they stand on), and their colour.
    func render(offset: Double, appearance: AppSettings.Appearance = .light) throws -> (Pixels, Pixels, Color) {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let config = AppConfiguration(deck: deck, language: .en, avatarPath: RepoPaths.assets + "/Art/avatar.png")
        let scene = AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog)
        scene.settings.appearance = appearance
        scene.advance(to: 0)
        scene.root.today.scrollView.contentOffset = Point(0, offset)
        let commands = scene.render()
        let bar = Canvas()
        bar.screen = Rect(0, 0, 390, 844)
        scene.statusBar.render(into: bar)
        let glyphs = Set(bar.commands.filter { if case .clip = $0 { return false }; return true })
        let frame = try RenderProbe.render(canvas, commands)
        let ground = try RenderProbe.render(canvas, commands.filter { !glyphs.contains($0) })
        return (frame, ground, scene.statusBar.tint)
    }

    static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        func lin(_ s: Double) -> Double { s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }

    /// WCAG's contrast ratio between the glyphs' colour and the mean luminance of the ground under
    /// `box` (points, at 2 px/pt).
    static func contrast(ground px: Pixels, ink: Color, box: Rect) -> Double {
        var sum = 0.0, n = 0
        for y in Int(box.minY * 2)..<Int(box.maxY * 2) {
            for x in Int(box.minX * 2)..<Int(box.maxX * 2) {
                let c = px.rgb(x, y)
                sum += luminance(Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255)
                n += 1
            }
        }
        let a = sum / Double(n), b = luminance(ink.r, ink.g, ink.b)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// "9:41", and the signal, Wi-Fi and battery glyphs.
    static let time = Rect(32, 16, 46, 20), icons = Rect(290, 14, 78, 24)

    @Test("over the dark card: the time and the icons keep a contrast of at least 4.5:1 (WCAG AA)",
          arguments: [AppSettings.Appearance.light, .dark])
    func legibleOverDarkCard(appearance: AppSettings.Appearance) throws {
        // Card 1's top is at 143 pt: scrolled 200 pt, its dark sky lies under the status bar.
        let (frame, ground, ink) = try render(offset: 200, appearance: appearance)
        for (name, box) in [("time", Self.time), ("icons", Self.icons)] {
            let c = Self.contrast(ground: ground, ink: ink, box: box)
            #expect(c >= 4.5, "\(appearance) \(name): contrast \(c)")
            // And the glyphs are drawn: some pixels in the box are the ink's colour.
            let inkPixels = (Int(box.minY * 2)..<Int(box.maxY * 2)).flatMap { y in
                (Int(box.minX * 2)..<Int(box.maxX * 2)).filter { x in
                    frame.isColor(x, y, Int(ink.r * 255), Int(ink.g * 255), Int(ink.b * 255), tolerance: 24)
                }
            }
            #expect(inkPixels.count > 40, "\(appearance) \(name): \(inkPixels.count) ink pixels")
        }
    }

    @Test("over an open story's dark artwork (styles that keep the status bar): at least 4.5:1",
          arguments: [CardTransitionStyle.expand, .slide, .zoom])
    func legibleOverStory(style: CardTransitionStyle) throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let config = AppConfiguration(deck: deck, language: .en, style: style)
        let scene = AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog)
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        let commands = scene.render()
        let bar = Canvas()
        bar.screen = Rect(0, 0, 390, 844)
        scene.statusBar.render(into: bar)
        let glyphs = Set(bar.commands.filter { if case .clip = $0 { return false }; return true })
        let ground = try RenderProbe.render(canvas, commands.filter { !glyphs.contains($0) })
        for (name, box) in [("time", Self.time), ("icons", Self.icons)] {
            let c = Self.contrast(ground: ground, ink: scene.statusBar.tint, box: box)
            #expect(c >= 4.5, "\(style) \(name): contrast \(c)")
        }
    }

    @Test("at the top of the list the status bar stands on the plain background, as before")
    func clearAtRest() throws {
        let (frame, ground, ink) = try render(offset: 0)
        #expect(Self.contrast(ground: ground, ink: ink, box: Self.time) >= 15)
        // Beside the text the background is the list's own grey, untinted by any material.
        #expect(frame.isColor(2 * 120, 2 * 24, 0xF2, 0xF2, 0xF7, tolerance: 1))
    }
}
