import AppStore
import CSDL2
import Foundation
@testable import SDLBackend
import SimKit
import Testing
import TestSupport

/// A frame is drawn again only where it changed, and scrolled content is moved rather
/// than redrawn; the pixels are those of the frame drawn whole.
@Suite("Drawing only what changed", .serialized)
@MainActor
struct RenderDamageTests {
    static let screen = Size(390, 844)
    /// SDL's triangle rasteriser shades a rounded corner of a texture a few levels differently
    /// when the corner is cut by the edge of a band drawn again (some dozens of pixels, measured at
    /// most 99 at 2 px/pt). A stale area (a blur, a band not redrawn) is thousands of pixels.
    static let seamAllowance = 150
    // A corner moved by whole pixels is drawn with the same vertices and texture coordinates moved
    // (`UVMap`), so the avatar's disc no longer comes out one texel
    // off after a scroll (it did by up to 677 pixels at 2 px/pt and 858 at 3, which needed 700 and
    // 1,000 here): measured at most 79 pixels at 2 px/pt and 1 at 1 and 3: one allowance at every scale.

    func renderer(_ canvas: OffscreenCanvas) -> DisplayListRenderer { canvas.displayList }

    @Test("the same list twice changes nothing; one changed card redraws its rows only")
    func unchangedAndChanged() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let list = renderer(canvas)
        let a: [DrawCommand] = [.fill(RoundedRect(Rect(0, 0, 390, 844), radius: 0), .white),
                                .fill(RoundedRect(Rect(20, 100, 350, 200), radius: 20), .black),
                                .fill(RoundedRect(Rect(20, 500, 350, 200), radius: 20), .black)]
        #expect(list.damage(from: a, to: a)?.isEmpty == true)
        var b = a
        b[2] = .fill(RoundedRect(Rect(20, 500, 350, 200), radius: 20), Color(r: 1, g: 0, b: 0))
        let d = try #require(list.damage(from: a, to: b))
        #expect(d.shift == 0)
        #expect(d.bands.count == 1)
        #expect(d.bands[0].y0 <= 1000 && d.bands[0].y1 >= 1400 && d.rowCount < 420)
    }

    @Test("content moved by whole pixels is shifted, and the rows it uncovers and the chrome over it are redrawn")
    func scrolledContent() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let list = renderer(canvas)
        func frame(_ offset: Double) -> [DrawCommand] {
            var c: [DrawCommand] = [.fill(RoundedRect(Rect(0, 0, 390, 844), radius: 0), .white)]
            for k in 0..<4 {
                let y = 60 + Double(k) * 250 - offset
                c += [.shadow(RoundedRect(Rect(20, y, 350, 220), radius: 20), blur: 14, offset: Point(0, 6), color: Color(r: 0, g: 0, b: 0, a: 0.16)),
                      .fill(RoundedRect(Rect(20, y, 350, 220), radius: 20), Color(r: 0.2, g: 0.4, b: Double(k) / 4))]
            }
            c.append(.fill(RoundedRect(Rect(0, 0, 390, 47), radius: 0), Color(r: 1, g: 1, b: 1, a: 0.9)))
            return c
        }
        let d = try #require(list.damage(from: frame(100), to: frame(110.5)))
        #expect(d.shift == -21)
        // The translucent bar on top is square and uniform: only the rows along its lower edge,
        // where content moved in from outside it, and the 21 rows uncovered at the bottom.
        // (Bounds reach one pixel past a shape, for its anti-aliased edge.)
        #expect(d.bands == [FrameDamage.Band(y0: 94 - 21, y1: 95), FrameDamage.Band(y0: 1688 - 21, y1: 1688)])
        // Half a pixel is not a whole-pixel move: everything is redrawn.
        #expect(list.damage(from: frame(100), to: frame(100.25)) == nil)
    }

    @Test("a backdrop blur reaching past the screen is redrawn with what changed under it")
    func blurPastTheScreen() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let list = renderer(canvas)
        func frame(_ cardY: Double) -> [DrawCommand] {
            [.fill(RoundedRect(Rect(0, 0, 390, 844), radius: 0), .white),
             .fill(RoundedRect(Rect(20, cardY, 350, 200), radius: 20), .black),
             .backdropBlur(RoundedRect(Rect(0, 800, 390, 83), radius: 0), radius: 20, tint: Color(r: 1, g: 1, b: 1, a: 0.8), alpha: 1)]
        }
        let d = try #require(list.damage(from: frame(600), to: frame(610)))
        #expect(d.bands.last == FrameDamage.Band(y0: 1200 - 1, y1: 1688), "the card's rows and the whole visible blur")
    }

    @Test("the frame comparison counts pixels off by more than one level, in any row")
    func frameComparison() {
        let a = [UInt8](repeating: 200, count: 4 * 6 * 3)
        var b = a
        b[4 * 6 * 2 + 4 + 1] = 202   // row 2, pixel 1, green
        b[4 * 6 * 2 + 8 + 2] = 201   // row 2, pixel 2, blue: within one level
        b[3] = 0                     // alpha does not count
        #expect(RenderProbe.differingPixels(a, b, rowBytes: 4 * 6) == 1)
        #expect(RenderProbe.differingPixels(a, a, rowBytes: 4 * 6) == 0)
    }

    /// What drawing every frame of a run both in part and whole showed.
    struct Comparison {
        var frames = 0, shifted = 0, partialRows = 0, differing: [Int] = [], mostPixels = 0, height = 0
    }

    /// Plays `drive` on the app at `scale`, drawing each frame on one canvas in part (only what
    /// changed) and on another whole, and compares their pixels.
    func compareEveryFrame(scale: Double, _ drive: (FrameStepper) -> Void) throws -> Comparison {
        let partial = try RenderProbe.canvas(390, 844, scale: scale)
        let whole = try RenderProbe.canvas(390, 844, scale: scale)
        partial.drawsChangesOnly = true
        whole.drawsChangesOnly = false
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let config = AppConfiguration(deck: deck, avatarPath: RepoPaths.assets + "/Art/avatar.png")
        let scene = AppStoreScene(configuration: config, measurer: partial.textMeasurer, images: partial.catalog)
        let clock = FrameStepper(scene: scene)
        var c = Comparison(height: partial.pixelHeight)
        clock.onFrame = {
            let commands = scene.render()
            try partial.render(commands)
            try whole.render(commands)
            c.frames += 1
            if partial.lastDamage.shifted {
                c.shifted += 1
                c.partialRows += partial.lastDamage.rows
            }
            let bad = RenderProbe.differingPixels(try partial.readPixels(), try whole.readPixels(), rowBytes: partial.pixelWidth * 4)
            c.mostPixels = max(c.mostPixels, bad)
            if bad > Self.seamAllowance { c.differing.append(clock.frame) }
        }
        drive(clock)
        if let error = clock.frameError { throw error }
        return c
    }

    @Test("scrolling, a flick, a press, a present and a drag-dismiss: every frame drawn in part is the frame drawn whole")
    func partialFramesMatchWholeFrames() throws {
        let c = try compareEveryFrame(scale: 2) { clock in
            clock.step()
            clock.drag(from: Point(195, 700), to: Point(195, 300), duration: 0.12)
            for _ in 0..<40 { clock.step() }
            clock.drag(from: Point(195, 300), to: Point(195, 700), duration: 0.12)
            clock.settle()
            clock.send(.wheel(dx: 0, dy: 120, at: Point(195, 400), time: clock.time))
            clock.settle()
            clock.tap(Point(195, 420))
            clock.settle()
            clock.drag(from: Point(195, 250), to: Point(195, 650), duration: 0.5)
            clock.settle()
        }
        #expect(c.frames > 150)
        #expect(c.shifted > 40, "scrolled frames are moved, not redrawn")
        #expect(c.partialRows < c.shifted * c.height / 2, "a scrolled frame keeps most of its rows")
        #expect(c.differing.isEmpty, "frames \(c.differing) differ; at most \(c.mostPixels) pixels in a frame")
    }

    @Test("at 1 and 3 pixels a point too, a scroll moves the last frame and the pixels are those drawn whole", arguments: [1.0, 3.0])
    func scrollShortcutAtAnyScale(scale: Double) throws {
        let c = try compareEveryFrame(scale: scale) { clock in
            clock.step()
            clock.drag(from: Point(195, 700), to: Point(195, 300), duration: 0.12)
            for _ in 0..<30 { clock.step() }
        }
        #expect(c.shifted > 20, "scrolled frames are moved, not redrawn")
        #expect(c.partialRows < c.shifted * c.height / 2, "a scrolled frame keeps most of its rows")
        #expect(c.differing.isEmpty, "frames \(c.differing) differ; at most \(c.mostPixels) pixels in a frame")
    }
}
