@testable import AppStore
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport

/// Every line of text drawn over a card's artwork — the subtitle, title and blurb of each closed
/// card on Today, and of each open story in every style, with the status bar's time where it
/// stands on the artwork — keeps its contrast against the pixels that actually lie under it, on
/// every device and in both languages. Rendered headless with the software renderer; the backdrop
/// is the same frame drawn without its text.
@Suite("Text over artwork keeps its contrast", .serialized)
@MainActor
struct TextOverArtworkContrastTests {
    /// WCAG 2.2's minimum contrast (success criterion 1.4.3, level AA): 4.5:1 for text, 3:1 for
    /// large text, which WCAG puts at 18 pt regular or 14 pt bold. WCAG's points are CSS points
    /// (4/3 px); iOS's points are CSS pixels, so large here is 24 pt, or 18.5 pt bold.
    /// The subtitle (13 pt semibold), the blurb (15 pt) and the status bar (17 pt semibold) are
    /// text; the title (28 pt bold) is large.
    static let textMinimum = 4.5
    static let largeTextMinimum = 3.0
    static func minimum(for font: Font) -> Double {
        font.size >= 24 || (font.size >= 18.5 && font.weight == .bold) ? largeTextMinimum : textMinimum
    }

    /// Artwork is not a flat colour: a few pixels under a line (a star, a lit window, the edge of
    /// a shape) may be any colour. A line counts by the contrast that 98% of the pixels under its
    /// box reach, so a motif that runs through the text fails it (one dot under a 13 pt subtitle
    /// covers more than 2% of its box), and a star or two does not.
    static let coveredShare = 0.98

    /// One line's figure: the contrast that `coveredShare` of the backdrop pixels under its box reach.
    struct Measure: CustomStringConvertible {
        var where_: String
        var line: ArtworkText.Line
        var contrast: Double
        var minimum: Double
        var passes: Bool { contrast >= minimum }
        var description: String {
            "\(where_): \(line) contrast \(String(format: "%.2f", contrast)):1 (needs \(minimum))"
        }
    }

    static func measure(_ line: ArtworkText.Line, backdrop px: Pixels, scale: Double, where place: String) -> Measure {
        var ratios: [Double] = []
        let x0 = max(0, Int((line.box.minX * scale).rounded(.down))), x1 = min(px.width, Int((line.box.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((line.box.minY * scale).rounded(.down))), y1 = min(px.height, Int((line.box.maxY * scale).rounded(.up)))
        for y in y0..<max(y0, y1) {
            for x in x0..<max(x0, x1) {
                let c = px.rgb(x, y)
                ratios.append(ContrastRatio.ratio(ink: line.color, over: c.r, c.g, c.b))
            }
        }
        ratios.sort()
        let k = min(ratios.count - 1, Int(Double(ratios.count) * (1 - coveredShare)))
        return Measure(where_: place, line: line, contrast: ratios.isEmpty ? 0 : ratios[k], minimum: minimum(for: line.font))
    }

    /// Renders `scene` as it stands and measures every line over artwork that `keep` accepts.
    static func measureFrame(_ scene: AppStoreScene, canvas: OffscreenCanvas, where place: String,
                             keep: (ArtworkText.Line) -> Bool = { _ in true }) throws -> [Measure] {
        let commands = scene.render()
        let screen = Rect(origin: .zero, size: scene.device.size)
        let lines = ArtworkText.lines(in: commands, screen: screen, measurer: canvas.textMeasurer).filter(keep)
        let backdrop = try RenderProbe.render(canvas, ArtworkText.backdrop(commands))
        return lines.map { measure($0, backdrop: backdrop, scale: Double(canvas.pixelWidth) / screen.width, where: place) }
    }

    static func makeScene(_ device: Device, _ language: Language, style: CardTransitionStyle = .appstore,
                          canvas: OffscreenCanvas) throws -> AppStoreScene {
        var config = AppConfiguration(deck: try CardDeck.load(path: RepoPaths.cardsJSON), language: language, style: style)
        config.device = device
        return AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog)
    }

    /// Scrolls Today so that card `index` (from 0) lies whole between the status bar and the tab
    /// bar, and returns its frame on the screen.
    static func scrollIntoView(_ index: Int, scene: AppStoreScene, clock: FrameStepper) throws -> Rect {
        let today = scene.root.today
        let metrics = scene.root.metrics
        let scroll = today.scrollView!
        let cell = today.cells[index].frame
        let most = max(0, scroll.contentSize.height - scroll.bounds.height)
        scroll.contentOffset = Point(0, min(most, max(0, cell.minY - metrics.statusBarHeight - 16)))
        clock.settle()
        clock.step()
        let frame = today.cardFrameOnScreen(index)
        let list = (metrics.statusBarHeight, metrics.screen.height - metrics.tabBarHeight)
        try #require(frame.minY >= list.0 && frame.maxY <= list.1, "card \(index + 1) does not fit between the bars: \(frame)")
        return frame
    }

    /// Each closed card on Today, and each open story in `styles`.
    static func measureAll(_ device: Device, _ language: Language,
                           styles: [CardTransitionStyle] = CardTransitionStyle.allCases) throws -> [Measure] {
        let canvas = try RenderProbe.canvas(device.size.width, device.size.height, scale: 1)
        var all: [Measure] = []
        let scene = try makeScene(device, language, canvas: canvas)
        let clock = FrameStepper(scene: scene)
        clock.settle()
        let count = scene.inspector.cardCount
        for i in 0..<count {
            let frame = try scrollIntoView(i, scene: scene, clock: clock)
            all += try measureFrame(scene, canvas: canvas, where: "today card \(i + 1)") { frame.contains($0.box.center) }
        }
        for style in styles {
            let scene = try makeScene(device, language, style: style, canvas: canvas)
            let clock = FrameStepper(scene: scene)
            clock.settle()
            for i in 0..<count {
                _ = try scrollIntoView(i, scene: scene, clock: clock)
                clock.tap(try #require(scene.inspector.pointForCard(i + 1)))
                clock.settle()
                clock.step()
                try #require(scene.inspector.traceState().screen == "story", "\(style) card \(i + 1) did not open")
                all += try measureFrame(scene, canvas: canvas, where: "\(style) story \(i + 1)")
                clock.step([.key(.escape, time: clock.time)])
                clock.settle()
            }
        }
        return all
    }

    @Test("every line over artwork reaches WCAG AA's contrast against what lies under it",
          arguments: Device.all, Language.allCases)
    func contrast(device: Device, language: Language) throws {
        let measures = try Self.measureAll(device, language)
        #expect(!measures.isEmpty)
        // Each card's subtitle, title and blurb are found, closed and open, so no line escapes
        // the measure by being missed.
        let today = measures.filter { $0.where_.hasPrefix("today") }
        #expect(Set(today.map(\.where_)).count == 8, "\(today.map(\.where_))")
        if let worst = measures.min(by: { $0.contrast / $0.minimum < $1.contrast / $1.minimum }) {
            print("worst line over artwork, \(device) \(language): \(worst)")
        }
        for m in measures where !m.passes { Issue.record("\(device) \(language) \(m)") }
    }
}
