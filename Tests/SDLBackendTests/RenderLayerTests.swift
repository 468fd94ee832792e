@testable import SDLBackend
import SimKit
import Testing

/// A `.layer` is rasterised once and stretched; it looks like its content
/// drawn scaled in place, and a layer that only moves or rescales is not drawn again.
@Suite("Render: rasterised layers") @MainActor
struct RenderLayerTests {
    /// A card's content in its own points: white, an image band, a title.
    static let content: [DrawCommand] = [
        .fill(RoundedRect(Rect(0, 0, 160, 120)), .white),
        .fill(RoundedRect(Rect(0, 0, 160, 70)), Color(r: 0.2, g: 0.4, b: 0.9)),
        .text(TextRun("Card", font: .system(20, .bold), color: .black, origin: Point(12, 80))),
    ]

    static func layer(scale s: Double, at origin: Point = Point(20, 30), radius: Double = 16) -> DrawCommand {
        let dest = Rect(origin.x, origin.y, 160 * s, 120 * s)
        return .layer(RasterizedLayer(content: content, size: Size(160, 120), dest: dest,
                                      clip: RoundedRect(dest, radius: radius * s), alpha: 1, isOpaque: true))
    }

    /// The same content drawn directly, scaled about the same origin.
    static func direct(scale s: Double, at o: Point = Point(20, 30), radius: Double = 16) -> [DrawCommand] {
        let dest = Rect(o.x, o.y, 160 * s, 120 * s)
        return [.fill(RoundedRect(dest, radius: radius * s), .white),
                .clip(dest),
                .fill(RoundedRect(Rect(o.x, o.y, 160 * s, 70 * s)), Color(r: 0.2, g: 0.4, b: 0.9)),
                .text(TextRun("Card", font: .system(20, .bold), color: .black, origin: Point(o.x + 12 * s, o.y + 80 * s), scale: s)),
                .clip(nil)]
    }

    @Test("a scaled layer looks like its content drawn scaled")
    func matchesDirectDrawing() throws {
        let viaLayer = try RenderProbe.render(try RenderProbe.canvas(200, 180, scale: 2), [Self.layer(scale: 0.9)])
        let direct = try RenderProbe.render(try RenderProbe.canvas(200, 180, scale: 2), Self.direct(scale: 0.9))
        // Away from the rounded corners (the reference does not round the band's corners) and the
        // title (whose edges land a fraction of a pixel apart), the two agree within resampling.
        let card = (x0: 40, y0: 60, x1: 40 + 288, y1: 60 + 216), corner = 32
        let title = (x0: 54, y0: 196, x1: 180, y1: 260)
        var worst = 0
        for y in 0..<direct.height {
            for x in 0..<direct.width {
                let nearX = x < card.x0 + corner || x >= card.x1 - corner, nearY = y < card.y0 + corner || y >= card.y1 - corner
                let inTitle = x >= title.x0 && x < title.x1 && y >= title.y0 && y < title.y1
                if (nearX && nearY) || inTitle { continue }
                let i = (y * direct.width + x) * 4
                worst = max(worst, (0..<3).map { abs(Int(viaLayer.bytes[i + $0]) - Int(direct.bytes[i + $0])) }.max()!)
            }
        }
        #expect(worst <= 8, "differ by \(worst) outside the corners and the title")
        // The title: as much ink, give or take its resampled edges.
        let inkLayer = viaLayer.inkCount(x: title.x0, y: title.y0, w: title.x1 - title.x0, h: title.y1 - title.y0)
        let inkDirect = direct.inkCount(x: title.x0, y: title.y0, w: title.x1 - title.x0, h: title.y1 - title.y0)
        #expect(inkDirect > 300 && abs(inkLayer - inkDirect) * 10 < inkDirect, "title ink \(inkLayer) against \(inkDirect)")
        #expect(viaLayer.isColor(100, 80, 51, 102, 230, tolerance: 3), "the image band")
        #expect(viaLayer.isWhite(40 + 2, 60 + 2), "the rounded corner shows the background")
    }

    @Test("a layer that only moves or rescales is rasterised once")
    func rasterIsKept() throws {
        let canvas = try RenderProbe.canvas(200, 180, scale: 2)
        for (i, s) in [0.96, 0.97, 0.98, 0.99].enumerated() {
            _ = try RenderProbe.render(canvas, [Self.layer(scale: s, at: Point(20, 30 + Double(i)), radius: 16 + Double(i))])
        }
        #expect(canvas.displayList.rasters.rasterizations == 1)
        var changed = Self.content
        changed[2] = .text(TextRun("Other", font: .system(20, .bold), color: .black, origin: Point(12, 80)))
        let dest = Rect(20, 30, 150, 110)
        _ = try RenderProbe.render(canvas, [.layer(RasterizedLayer(content: changed, size: Size(160, 120), dest: dest,
                                                                    clip: RoundedRect(dest, radius: 15), alpha: 1, isOpaque: true))])
        #expect(canvas.displayList.rasters.rasterizations == 2, "new content is drawn again")
    }
}
