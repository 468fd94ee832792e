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
        #expect(canvas.displayList.work.rasterizations == 1)
        var changed = Self.content
        changed[2] = .text(TextRun("Other", font: .system(20, .bold), color: .black, origin: Point(12, 80)))
        let dest = Rect(20, 30, 150, 110)
        _ = try RenderProbe.render(canvas, [.layer(RasterizedLayer(content: changed, size: Size(160, 120), dest: dest,
                                                                    clip: RoundedRect(dest, radius: 15), alpha: 1, isOpaque: true))])
        #expect(canvas.displayList.work.rasterizations == 2, "new content is drawn again")
    }
}

/// A raster is drawn only where it can show and only where it changed: a layer sliding up draws
/// the rows that have come in, and a layer whose nested part moved draws that part's rows. Each
/// frame is the plain render's, pixel for pixel.
@Suite("Render: rasters drawn in part") @MainActor
struct RasterRowsTests {
    /// A screen-wide sheet: a background, a band of colour at its top, text in bands down it.
    static let sheet: [DrawCommand] = [.fill(RoundedRect(Rect(0, 0, 200, 300)), .white),
                                       .fill(RoundedRect(Rect(0, 0, 200, 60)), Color(r: 0.9, g: 0.3, b: 0.2))]
        + (0..<8).map { .text(TextRun("Line \($0)", font: .system(16), color: .black, origin: Point(12, 70 + Double($0) * 28))) }

    static func sheet(top: Double, content: [DrawCommand] = sheet) -> DrawCommand {
        let dest = Rect(0, top, 200, 300)
        return .layer(RasterizedLayer(content: content, size: Size(200, 300), dest: dest, clip: RoundedRect(dest, radius: 10),
                                      alpha: 1, isOpaque: true))
    }

    /// Renders `frames` on a kept canvas and on a plain one; returns the rows the kept one's
    /// rasters had drawn after each frame, and expects every frame to match.
    /// `ahead`: each frame's coming frames (none past its end).
    func rowsDrawn(_ frames: [[DrawCommand]], ahead: [[[DrawCommand]]] = [], scale: Double = 2) throws -> [Int] {
        let kept = try RenderProbe.canvas(200, 300, scale: scale)
        let plain = try RenderProbe.canvas(200, 300, scale: scale)
        plain.isPlain = true
        var rows: [Int] = []
        for (i, frame) in frames.enumerated() {
            let coming = ahead.indices.contains(i) ? ahead[i] : []
            let a = try RenderProbe.render(kept, frame, ahead: coming), b = try RenderProbe.render(plain, frame, ahead: coming)
            let same = a.bytes == b.bytes
            #expect(same, "frame \(i) differs from the plain render")
            rows.append(kept.displayList.work.rasterRows)
        }
        return rows
    }

    @Test("a layer sliding up draws the rows that have come in, once each")
    func slidingUp() throws {
        let tops = [270.0, 240, 200, 150, 90, 40, 10, 0]
        let rows = try rowsDrawn(tops.map { [.fill(RoundedRect(Rect(0, 0, 200, 300)), .black), Self.sheet(top: $0)] })
        // At 2 px/pt: the 60 rows that show, then the rest as they come in, each once, give or
        // take the margins of the visible part.
        #expect(rows[0] >= 60 && rows[0] <= 64, "the first frame drew \(rows[0]) rows")
        #expect(rows[1] >= 120 && rows[1] <= 128, "the second frame drew \(rows[1] - rows[0]) more")
        #expect(rows.last! >= 600 && rows.last! <= 600 + 4 * tops.count, "drew \(rows.last!) rows in all")
    }

    @Test("a blur inside a layer drawn in part is drawn whole, reading all it covers")
    func blurInPart() throws {
        let blur = DrawCommand.backdropBlur(RoundedRect(Rect(20, 50, 160, 60), radius: 12), radius: 10, tint: Color(r: 1, g: 1, b: 1, a: 0.3),
                                            alpha: 1)
        // The top's edge cuts through the blur (rows 50 to 110 of the sheet) in the first frames.
        let tops = [220.0, 200, 170, 120, 0]
        let rows = try rowsDrawn(tops.map { [.fill(RoundedRect(Rect(0, 0, 200, 300)), .black),
                                             Self.sheet(top: $0, content: Self.sheet + [blur])] })
        #expect(rows[0] >= 220, "the first frame drew \(rows[0]) rows: the 160 that show and the blur's own")
    }

    @Test("a layer a coming frame composites is drawn a quarter a frame from the next frame, and the frame that shows it draws nothing of it")
    func preparedAhead() throws {
        // The sheet, scaled (stretched: every row needed), as a zoomed story is in its first frame.
        let dest = Rect(20, 30, 160, 240)
        let story = RasterizedLayer(content: Self.sheet, size: Size(200, 300), dest: dest, clip: RoundedRect(dest, radius: 12),
                                    alpha: 1, isOpaque: true)
        // Under it, something that changes every frame (a card bouncing), so every frame is drawn.
        func under(_ i: Int) -> DrawCommand { .fill(RoundedRect(Rect(10, 10, 100 + Double(i), 50)), .black) }
        // While pressed, the coming frames (a tap's) composite it, after one that does not yet.
        let coming: [[DrawCommand]] = [[under(0)], [under(0), .layer(story)]]
        let press = (0..<5).map { [under($0)] }
        let rows = try rowsDrawn(press + [[under(5), .layer(story)]], ahead: Array(repeating: coming, count: 5))
        // 600 rows at 2 px/pt: none in the frame that first names it (a finger came down: that
        // frame draws the pressed card), then 150 a frame in four frames, and nothing in the
        // first frame that shows it; its pixels are the plain render's (checked by `rowsDrawn`).
        #expect(rows == [0, 150, 300, 450, 600, 600], "rows drawn after each frame: \(rows)")

        // A press too short to draw it all: the frame that shows it draws the rest.
        let short = try rowsDrawn([[under(0)], [under(1)], [under(2), .layer(story)]], ahead: [coming, coming])
        #expect(short == [0, 150, 600])

        // Drawn ahead and never shown: nothing is drawn of it in the plain render, and the frames
        // are still the plain render's.
        let plain = try RenderProbe.canvas(200, 300, scale: 2)
        plain.isPlain = true
        _ = try RenderProbe.render(plain, [under(0)], ahead: coming)
        #expect(plain.displayList.work.rasterRows == 0)
    }

    @Test("a layer coming frames composite that changes every frame is drawn but for what changed, and the frame that shows it draws that")
    func preparedAheadWhileChanging() throws {
        // A presenter under a sheet: its pressed card (rows 200 to 280 at 2 px/pt) grows a
        // point a frame; shown shrunk and faded, as the sheet's present shows it.
        func presenter(_ i: Int) -> RasterizedLayer {
            let card = DrawCommand.fill(RoundedRect(Rect(20, 100, 150 + Double(i), 40)), Color(r: 0.2, g: 0.4, b: 0.9))
            let dest = Rect(10, 15, 180, 270)
            return RasterizedLayer(content: Self.sheet + [card], size: Size(200, 300), dest: dest,
                                   clip: RoundedRect(dest, radius: 10), alpha: 0.8, isOpaque: true)
        }
        let black = DrawCommand.fill(RoundedRect(Rect(0, 0, 200, 300)), .black)
        let press = (0..<5).map { _ in [black] }
        let rows = try rowsDrawn(press + [[black, .layer(presenter(5))]], ahead: (0..<5).map { [[black, .layer(presenter($0))]] })
        // Nothing when first named; then a quarter (150 rows) a frame of the rows neither drawn
        // nor changed: the card's 80 (and the row each side its edges touch) are left out, so
        // four frames draw the other 518. The frame that shows it draws the card's rows: each
        // row drawn once in all.
        #expect(rows == [0, 150, 300, 450, 518, 600], "rows drawn after each frame: \(rows)")
    }

    @Test("a layer whose nested part moves draws only the rows it moved through")
    func nestedPartMoves() throws {
        let card = [DrawCommand.fill(RoundedRect(Rect(0, 0, 60, 40)), .white)]
        func frame(_ y: Double) -> [DrawCommand] {
            let dest = Rect(20, y, 60, 40)
            let nested = DrawCommand.layer(RasterizedLayer(content: card, size: Size(60, 40), dest: dest,
                                                           clip: RoundedRect(dest, radius: 8), alpha: 1, isOpaque: true))
            // Scaled, so the outer layer is stretched and needs every row.
            let dest2 = Rect(5, 5, 190, 285)
            return [.layer(RasterizedLayer(content: Self.sheet + [nested], size: Size(200, 300), dest: dest2,
                                           clip: RoundedRect(dest2, radius: 10), alpha: 0.8, isOpaque: true))]
        }
        let rows = try rowsDrawn([frame(100), frame(102), frame(104), frame(106)]).last!
        // The first frame draws the raster (600 rows) and the card's (80); each later one the
        // card's old and new rows (about 90), not the whole raster again.
        #expect(rows < 600 + 80 + 3 * 200, "drew \(rows) rows")
        #expect(rows > 600 + 80, "drew \(rows) rows")
    }
}
