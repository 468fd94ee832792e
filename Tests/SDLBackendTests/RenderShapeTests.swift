import SDLBackend
import SimKit
import Testing

/// "The window and the renderer": rounded rectangles, translucency, clips and the simple
/// shapes draw where the display list says, headless on the software renderer.
@Suite("Render: shapes") @MainActor
struct RenderShapeTests {
    let red = Color(r: 1, g: 0, b: 0)

    @Test("a rounded rect fills its middle and leaves its corner to the background")
    func roundedCorner() throws {
        let canvas = try RenderProbe.canvas()
        let px = try RenderProbe.render(canvas, [.fill(RoundedRect(Rect(10, 10, 60, 60), radius: 20), red)])
        #expect(px.isColor(40, 40, 255, 0, 0))
        #expect(px.isColor(11, 40, 255, 0, 0), "straight left edge is filled")
        #expect(px.isColor(40, 69, 255, 0, 0), "straight bottom edge is filled")
        #expect(px.isWhite(11, 11), "corner pixel (1,1) of the rect stays background")
        #expect(px.isWhite(68, 68), "bottom-right corner stays background")
        #expect(px.isWhite(9, 40) && px.isWhite(71, 40), "nothing outside the rect")
    }

    @Test("at 2x the corner is round and anti-aliased")
    func roundedCornerAtScale() throws {
        let canvas = try RenderProbe.canvas(scale: 2)
        let px = try RenderProbe.render(canvas, [.fill(RoundedRect(Rect(10, 10, 60, 60), radius: 20), red)])
        #expect(px.isColor(80, 80, 255, 0, 0))
        #expect(px.isWhite(21, 21))
        // Along the diagonal of the corner arc there is at least one blended (pink) pixel.
        let blended = (20..<60).contains { i in let p = px.rgb(i, i); return p.r >= 250 && p.g > 20 && p.g < 235 }
        #expect(blended)
    }

    @Test("translucent fills blend over what is below")
    func translucency() throws {
        let canvas = try RenderProbe.canvas()
        let px = try RenderProbe.render(canvas, [
            .fill(RoundedRect(Rect(0, 0, 50, 100)), .black),
            .fill(RoundedRect(Rect(20, 20, 60, 60), radius: 8), red.withAlpha(0.5)),
        ])
        #expect(px.isColor(30, 50, 128, 0, 0, tolerance: 3), "half red over black")
        #expect(px.isColor(70, 50, 255, 128, 128, tolerance: 3), "half red over white")
    }

    @Test("a clip limits later commands; an empty clip hides them")
    func clipping() throws {
        let canvas = try RenderProbe.canvas()
        let px = try RenderProbe.render(canvas, [
            .clip(Rect(25, 25, 50, 50)), .fill(RoundedRect(Rect(0, 0, 100, 100)), red),
            .clip(Rect(0, 0, 0, 0)), .fill(RoundedRect(Rect(0, 0, 100, 100)), .black),
            .clip(nil), .fill(RoundedRect(Rect(0, 90, 10, 10)), .black),
        ])
        #expect(px.isColor(50, 50, 255, 0, 0))
        #expect(px.isWhite(10, 10) && px.isWhite(80, 50))
        #expect(px.isColor(5, 95, 0, 0, 0), "clip(nil) restores drawing everywhere")
    }

    @Test("polygons, discs, rings and lines draw")
    func simpleShapes() throws {
        let canvas = try RenderProbe.canvas(scale: 2)
        let px = try RenderProbe.render(canvas, [
            .polygon([Point(5, 5), Point(30, 5), Point(5, 30)], .black),
            .circle(center: Point(70, 20), radius: 10, lineWidth: 0, color: red),
            .circle(center: Point(30, 70), radius: 15, lineWidth: 2, color: .black),
            .line(from: Point(50, 60), to: Point(95, 60), width: 2, color: .black),
            .line(from: Point(50, 70), to: Point(95, 95), width: 2, color: .black),
        ])
        #expect(px.isColor(20, 20, 0, 0, 0) && px.isWhite(50, 50), "triangle covers its own corner only")
        #expect(px.isColor(140, 40, 255, 0, 0) && px.isWhite(140, 10))
        #expect(px.isColor(60, 110, 0, 0, 0), "ring outline at the radius")
        #expect(px.isWhite(60, 140), "ring is hollow")
        #expect(px.isColor(150, 120, 0, 0, 0) && px.isWhite(150, 126))
        #expect(px.inkCount(x: 140, y: 150, w: 20, h: 20) > 10, "diagonal line")
    }

    @Test("a shadow darkens around its rect and fades with distance")
    func shadow() throws {
        let canvas = try RenderProbe.canvas(scale: 2)
        let px = try RenderProbe.render(canvas, [
            .shadow(RoundedRect(Rect(30, 30, 40, 40), radius: 10), blur: 8, offset: Point(0, 0), color: .black.withAlpha(0.5)),
        ])
        let centre = px.rgb(100, 100).g, near = px.rgb(100, 58).g, far = px.rgb(100, 40).g
        #expect(abs(centre - 128) <= 3, "interior at the shadow colour")
        #expect(centre < near && near < far, "soft falloff outwards: \(centre) \(near) \(far)")
        #expect(px.isWhite(100, 5), "nothing far away")
    }

    @Test("a shadow under an opaque shape still shows around it, above and below")
    func coveredShadow() throws {
        let canvas = try RenderProbe.canvas(scale: 2)
        let card = RoundedRect(Rect(30, 30, 40, 40), radius: 10)
        let px = try RenderProbe.render(canvas, [
            .shadow(card, blur: 8, offset: Point(0, 4), color: .black.withAlpha(0.5)), .fill(card, red),
        ])
        #expect(px.isColor(100, 100, 255, 0, 0))
        #expect(px.rgb(100, 145).g < 200 && px.rgb(100, 56).g < 250, "shade below and above the card")
        #expect(px.rgb(56, 100).g < 240 && px.rgb(144, 100).g < 240, "shade at the sides")
    }

    @Test("content clipped to a card's rect stops where the card's snapped edge does")
    func clipMatchesSnappedShape() throws {
        // At 2x the card's bottom edge (60.7 pt) snaps to pixel row 121; the row below (121.4 pt
        // would round outward to 122) must not show the text cut by the clip.
        let card = Rect(10, 10.3, 80, 50.4)
        let canvas = try RenderProbe.canvas(scale: 2)
        let px = try RenderProbe.render(canvas, [
            .fill(RoundedRect(card), Color(r: 0, g: 0, b: 1)),
            .clip(card),
            .text(TextRun("MM", font: .system(17, .bold), color: .black, origin: Point(14, 52))),
            .clip(nil),
        ])
        #expect(px.isColor(170, 120, 0, 0, 255), "the card's last row")
        #expect(px.inkCount(x: 20, y: 121, w: 160, h: 1) == 0, "nothing of the text below the card")
        let dark = (28..<100).contains { x in let p = px.rgb(x, 119); return p.r < 60 && p.g < 60 && p.b < 60 }
        #expect(dark, "the text shows down to the card's last rows")
    }

    @Test("a separator thinner than a pixel is one pixel row at its coverage, not dropped", arguments: [1.0, 1.066])
    func hairline(scale: Double) throws {
        let canvas = try RenderProbe.canvas(100, 40, scale: scale)
        // iOS's separator: 0.5 pt under a row, grey at 29% over white.
        let px = try RenderProbe.render(canvas, [.fill(RoundedRect(Rect(10, 20, 80, 0.5)), Color(white: 0))])
        let row = Int((20.25 * scale).rounded(.down)), x = Int(50 * scale)
        let ink = 255 - px.rgb(x, row).r
        let coverage = 0.5 * scale
        #expect(abs(Double(ink) - 255 * coverage) <= 2, "row \(row): \(px.rgb(x, row)) for coverage \(coverage)")
        #expect(px.isWhite(x, row - 1) && px.isWhite(x, row + 1), "one row only")
    }
}
