#if canImport(Glibc)
import Glibc
#endif
@testable import SDLBackend
import SimKit
import Foundation
import Testing

/// Text (Latin and Hangul) through SDL_ttf with a bounded cache, images
/// clipped to rounded shapes, the backdrop blur, PNG export and the benchmark floor.
@Suite("Render: text, images, blur") @MainActor
struct RenderTextureTests {
    @Test("Latin and Hangul text draw ink inside their measured box", arguments: ["Today", "투데이"])
    func textDraws(_ string: String) throws {
        let canvas = try RenderProbe.canvas(200, 60, scale: 2)
        let font = Font.system(20, .bold)
        let size = canvas.textMeasurer.size(of: string, font: font)
        #expect(size.width > 20 && size.height > 15)
        let px = try RenderProbe.render(canvas, [.text(TextRun(string, font: font, color: .black, origin: Point(10, 10)))])
        let ink = px.inkCount(x: 20, y: 20, w: Int(size.width * 2), h: Int(size.height * 2))
        #expect(ink > 100, "\(string): \(ink) inked pixels")
        #expect(px.inkCount(x: 0, y: 0, w: 400, h: 18) == 0, "nothing above the line box")
    }

    @Test("Hangul syllables are real glyphs, not identical missing-glyph boxes")
    func hangulGlyphsDiffer() throws {
        let canvas = try RenderProbe.canvas(60, 40, scale: 2)
        let font = Font.system(24)
        func draw(_ s: String) throws -> [UInt8] {
            try RenderProbe.render(canvas, [.text(TextRun(s, font: font, color: .black, origin: Point(4, 4)))])
                .region(x: 0, y: 0, w: 120, h: 80)
        }
        #expect(try draw("투") != draw("데"))
        #expect(try draw("데") != draw("이"))
    }

    @Test("drawing the same frame twice adds nothing to the text cache")
    func textCacheStable() throws {
        let canvas = try RenderProbe.canvas(200, 100)
        let frame: [DrawCommand] = (0..<5).map {
            .text(TextRun("Line \($0)", font: .system(15), color: .black, origin: Point(5, Double($0) * 18)))
        }
        let list = canvas.displayList, texts = list.texts
        try list.draw(frame)
        let first = texts.bytes
        try list.draw(frame)
        for case let .text(run) in frame { #expect(texts.cachedSize(of: run, fonts: list.fonts) != nil, "\(run.text) is kept") }
        #expect(first > 0)
        #expect(texts.bytes == first, "the same strings drawn again take no more memory")
    }

    @Test("the text cache's memory stays bounded by its count of strings when every frame shows new strings")
    func textCacheBounded() throws {
        let canvas = try RenderProbe.canvas(100, 40)
        let list = canvas.displayList, texts = list.texts
        var smallest = Int.max, largest = 0
        for i in 0..<700 {
            // Strings of one length, so each takes about the same memory.
            let run = TextRun("n" + String(1000 + i), font: .system(12), color: .black, origin: .zero)
            try list.draw([.text(run)])
            let size = try #require(texts.cachedSize(of: run, fonts: list.fonts))
            smallest = min(smallest, size.width * size.height * 4)
            largest = max(largest, size.width * size.height * 4)
        }
        #expect(700 * smallest > CacheBudget.textStrings * largest, "the strings outnumber what the cache keeps")
        #expect(texts.bytes <= CacheBudget.textStrings * largest)
    }

    /// Writes a solid green PNG of 40 x 40 pixels and returns its path.
    private func greenImage(in dir: String) throws -> String {
        let maker = try RenderProbe.canvas(40, 40)
        try maker.render([.fill(RoundedRect(Rect(0, 0, 40, 40)), Color(r: 0, g: 1, b: 0))])
        let path = dir + "/green.png"
        try maker.savePNG(path)
        return path
    }

    @Test("an image is stretched onto dest and drawn only inside its rounded clip")
    func imageClipped() throws {
        let scratch = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let path = try greenImage(in: scratch)
        let canvas = try RenderProbe.canvas()
        #expect(canvas.catalog.imageSize(path) == Size(40, 40))
        #expect(canvas.catalog.imageSize("/nonexistent/none.png") == nil)
        let px = try RenderProbe.render(canvas, [
            .image(name: path, dest: Rect(0, 0, 100, 100), clip: RoundedRect(Rect(10, 10, 80, 80), radius: 20), alpha: 1),
        ])
        #expect(px.isColor(50, 50, 0, 255, 0))
        #expect(px.isColor(11, 50, 0, 255, 0) && px.isColor(50, 88, 0, 255, 0))
        #expect(px.isWhite(11, 11) && px.isWhite(88, 88), "rounded corners clip")
        #expect(px.isWhite(5, 50) && px.isWhite(95, 50), "outside the clip")
    }

    @Test("an image's alpha blends it over the background")
    func imageAlpha() throws {
        let scratch = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let path = try greenImage(in: scratch)
        let canvas = try RenderProbe.canvas()
        let px = try RenderProbe.render(canvas, [
            .image(name: path, dest: Rect(0, 0, 100, 100), clip: RoundedRect(Rect(0, 0, 100, 100), radius: 10), alpha: 0.5),
        ])
        #expect(px.isColor(50, 50, 128, 255, 128, tolerance: 3))
    }

    @Test("backdropBlur turns a sharp edge under it into a gradient, then tints it")
    func backdropBlurs() throws {
        let canvas = try RenderProbe.canvas(200, 100, scale: 2)
        let edge: [DrawCommand] = [.fill(RoundedRect(Rect(0, 0, 100, 100)), .black)]
        let sharp = try RenderProbe.render(canvas, edge)
        func midtones(_ px: Pixels) -> Int { (0..<400).filter { let g = px.rgb($0, 100).g; return g > 30 && g < 225 }.count }
        #expect(midtones(sharp) == 0)
        let area = RoundedRect(Rect(0, 0, 200, 100))
        let blurred = try RenderProbe.render(canvas, edge + [.backdropBlur(area, radius: 20, tint: .clear, alpha: 1)])
        #expect(midtones(blurred) >= 16, "a gradient across the edge: \(midtones(blurred)) mid-tone pixels")
        #expect(blurred.rgb(10, 100).g < 30 && blurred.rgb(390, 100).g > 225, "far from the edge stays put")
        let values = (150..<250).map { blurred.rgb($0, 100).g }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 2 }, "the gradient rises monotonically")
        let tinted = try RenderProbe.render(canvas, edge + [.backdropBlur(area, radius: 20, tint: Color(white: 1, alpha: 0.5), alpha: 1)])
        #expect(abs(tinted.rgb(10, 100).g - 128) <= 8, "a half-white tint lightens the black side")
    }

    @Test("backdropBlur stays inside its rounded area")
    func backdropBlurClipped() throws {
        let canvas = try RenderProbe.canvas(200, 100, scale: 2)
        let px = try RenderProbe.render(canvas, [
            .fill(RoundedRect(Rect(0, 0, 100, 100)), .black),
            .backdropBlur(RoundedRect(Rect(50, 20, 100, 60), radius: 20), radius: 20, tint: .red(), alpha: 1),
        ])
        #expect(px.isWhite(298, 42), "outside the rounded corner on the white side")
        #expect(px.rgb(200, 100).r > 200 && px.rgb(200, 100).g < 30, "opaque red tint inside")
    }

    @Test("a small round blur (a close button) has an anti-aliased rim")
    func smallRoundBlurIsSmooth() throws {
        let canvas = try RenderProbe.canvas(100, 100, scale: 2)
        // A red disc of radius 15 pt (30 px) centred at (50, 50) pt over white.
        let px = try RenderProbe.render(canvas, [
            .backdropBlur(RoundedRect(Rect(35, 35, 30, 30), radius: 15), radius: 10, tint: .red(), alpha: 1),
        ])
        #expect(px.rgb(100, 100).r > 240 && px.rgb(100, 100).g < 20, "red inside")
        #expect(px.isWhite(72, 72), "white outside the disc, inside its square")
        // Every pixel is red and white mixed by how much of it the disc covers: round, and
        // anti-aliased along the rim (facets or stair steps would be off by half a pixel or more).
        var worst = 0
        for y in 66..<134 {
            for x in 66..<134 {
                let dx = Double(x) + 0.5 - 100, dy = Double(y) + 0.5 - 100
                let coverage = max(0, min(1, 30.5 - (dx * dx + dy * dy).squareRoot()))
                worst = max(worst, abs(px.rgb(x, y).g - Int((255 * (1 - coverage)).rounded())))
            }
        }
        #expect(worst <= 48, "a rim pixel is off by \(worst) levels")
    }

    @Test("savePNG writes through a temporary file and fails cleanly")
    func savePNG() throws {
        let dir = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let canvas = try RenderProbe.canvas(20, 10)
        try canvas.render([.fill(RoundedRect(Rect(0, 0, 10, 10)), .black)])
        try canvas.savePNG(dir + "/shot.png")
        #expect(access(dir + "/shot.png", R_OK) == 0)
        #expect(throws: SDLError.self) { try canvas.savePNG(dir + "/missing-dir/shot.png") }
        #expect(access(dir + "/missing-dir", F_OK) != 0)
        try PNGExport.write(commands: [.fill(RoundedRect(Rect(0, 0, 5, 5)), .black)], size: Size(10, 10), scale: 1,
                            to: dir + "/export.png")
        #expect(access(dir + "/export.png", R_OK) == 0)
    }

    @Test("a missing font names the file and the fix")
    func missingFont() {
        let error = #expect(throws: SDLError.self) { _ = try FontSet(assets: AssetLocator(root: "/nonexistent"), scale: 1) }
        let text = error.map { "\($0)" } ?? ""
        #expect(text.contains("NanumBarunGothic.ttf") && text.contains("CARDSIM_ASSETS"))
    }

    @Test("the floor is measured per iteration")
    func floor() throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 2)
        let times = try canvas.measureFloor(iterations: 3)
        #expect(times.count == 3 && times.allSatisfy { $0 > 0 && $0 < 1000 })
    }
}

private extension Color {
    static func red() -> Color { Color(r: 1, g: 0, b: 0) }
}
