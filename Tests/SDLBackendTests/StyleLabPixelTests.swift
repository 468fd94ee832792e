import AppStore
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport

/// The Lab's App Store page: the screen as pushed from Settings (a navigation bar with a back
/// button over the Lab), with the present's plot over its table, checked against golden images in
/// English and Korean, and in the dark palette.
@Suite("Style Lab pixels", .serialized)
@MainActor
struct StyleLabPixelTests {
    /// The Lab pushed (without animation) on a navigation stack whose root is titled Settings, drawn
    /// full screen with the scene's status bar area left to the background, at `scale`; and where
    /// its group of parameter rows lies on the screen.
    func render(language: Language = .en, appearance: AppSettings.Appearance = .light,
                scale: Double = 1) throws -> (Pixels, OffscreenCanvas, rowGroup: Rect) {
        let canvas = try RenderProbe.canvas(390, 844, scale: scale)
        var config = AppConfiguration(deck: try CardDeck.load(path: RepoPaths.cardsJSON), language: language)
        config.settings.appearance = appearance
        let scene = AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog)
        let lab = scene.makeStyleLab()
        let settings = ViewController()
        settings.title = Strings(language).settings
        let nav = NavigationController(rootViewController: settings, measurer: canvas.textMeasurer)
        let window = Window(size: Metrics.standard.screen)
        nav.window = window
        window.addSubview(nav.view)
        nav.pushViewController(lab, animated: false)
        lab.view.frame = window.bounds
        window.advance(to: 0)
        window.layoutIfNeeded()
        let c = Canvas()
        c.screen = window.bounds
        window.render(into: c)
        let rowGroup = try #require(lab.view.subviews.first?.subviews.first { $0.name == "styleLabRows" }).screenRect
        return (try RenderProbe.render(canvas, c.commands), canvas, rowGroup)
    }

    @Test("the App Store page matches its golden images in English and Korean", arguments: ["stylelab-appstore-en", "stylelab-appstore-ko"])
    func golden(name: String) throws {
        let (px, canvas, _) = try render(language: name.hasSuffix("ko") ? .ko : .en, scale: 2)
        try GoldenImage.check(name, pixels: px, canvas: canvas)
    }

    @Test("the plot shows the present's spring in the tint colour with its overshoot above the target line")
    func plotPixels() throws {
        let (px, _, row) = try render()
        // The plot card spans 103…293 pt; the spring's blue (007AFF) crosses it.
        var blue = 0
        for y in 103..<293 { for x in 16..<374 where px.isColor(x, y, 0, 122, 255, tolerance: 30) { blue += 1 } }
        #expect(blue > 150)
        // The groups are white on the grouped grey.
        let y = Int(row.minY) + 4
        #expect(px.isColor(5, y, 242, 242, 247) && px.isColor(Int(row.maxX) - 8, y, 255, 255, 255))
    }

    @Test("dark: black behind the groups, dark grey rows, light labels")
    func dark() throws {
        let (px, _, row) = try render(appearance: .dark)
        let y = Int(row.minY) + 4
        #expect(px.isColor(5, y, 0, 0, 0) && px.isColor(Int(row.maxX) - 8, y, 0x1C, 0x1C, 0x1E))
        var light = 0
        for y in Int(row.minY) + 8..<Int(row.minY) + 28 { for x in 30..<200 where px.rgb(x, y).r > 200 { light += 1 } }
        #expect(light > 40, "the row titles are drawn light on dark")
    }
}
