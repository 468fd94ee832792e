import Foundation
#if canImport(Glibc)
import Glibc
#endif
import CSDL2
@testable import SDLBackend
import SimKit
import Testing

/// Latin is drawn in Inter (its Display cut from 20 pt, as SF Pro's), Hangul in
/// NanumBarunGothic, on one baseline; measuring sums the runs, so layout matches what is drawn.
@Suite("Text: Latin in Inter, Hangul in NanumBarunGothic") @MainActor
struct TextFontTests {
    /// `face` opened straight from the Assets folder at `pixels`, bypassing FontSet.
    static func face(_ face: FontFace, _ pixels: Int) throws -> TTFFont {
        try TTFFont(path: RenderProbe.assets.resolve(face.assetPath), pixelSize: pixels)
    }

    /// How many pixels of `px` (black text on white from `(x0, y0)`) differ by more than 2 levels
    /// from `text` drawn by SDL_ttf in `face` and blended on white by hand.
    static func mismatch(_ px: Pixels, x0: Int, y0: Int, _ text: String, in face: TTFFont) throws -> Int {
        let s = try face.render(text, r: 0, g: 0, b: 0).converted(to: SDL_PIXELFORMAT_ARGB8888)
        let p = s.handle.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
        var off = 0
        for y in 0..<px.height - y0 {
            for x in 0..<px.width - x0 {
                let a = x < s.width && y < s.height ? Int(p[y * s.pitch / 4 + x] >> 24) : 0
                if abs(px.rgb(x0 + x, y0 + y).r - (255 - a)) > 2 { off += 1 }
            }
        }
        return off
    }

    @Test("\"Today\" at the large title's size is Inter Display Bold, pixel for pixel, not NanumBarunGothic")
    func todayIsInter() throws {
        let canvas = try RenderProbe.canvas(120, 50, scale: 2)
        let px = try RenderProbe.render(canvas, [.text(TextRun("Today", font: .system(34, .bold), color: .black, origin: Point(2, 2)))])
        #expect(try Self.mismatch(px, x0: 4, y0: 4, "Today", in: Self.face(.interDisplayBold, 68)) == 0)
        let nanum = try Self.mismatch(px, x0: 4, y0: 4, "Today", in: Self.face(.nanumBold, 68))
        #expect(nanum > 500, "only \(nanum) pixels tell Nanum from what was drawn")
        // Its width is Inter's advance (187 px at 68 px), not Nanum's (189).
        let width = canvas.textMeasurer.size(of: "Today", font: .system(34, .bold)).width
        #expect(width * 2 == Double(try Self.face(.interDisplayBold, 68).size(of: "Today").width))
        #expect(width * 2 != Double(try Self.face(.nanumBold, 68).size(of: "Today").width))
    }

    @Test("each weight and size picks its Inter cut; Hangul keeps Nanum's two weights")
    func faces() {
        #expect(FontFace(for: .system(17), script: .latin) == .interRegular)
        #expect(FontFace(for: .system(17, .semibold), script: .latin) == .interSemibold)
        #expect(FontFace(for: .system(13, .bold), script: .latin) == .interBold)
        #expect(FontFace(for: .system(19.9, .bold), script: .latin) == .interBold)
        #expect(FontFace(for: .system(20, .semibold), script: .latin) == .interDisplaySemibold)
        #expect(FontFace(for: .system(28, .bold), script: .latin) == .interDisplayBold)
        #expect(FontFace(for: .system(34), script: .latin) == .interDisplayRegular)
        #expect(FontFace(for: .system(34, .bold), script: .hangul) == .nanumBold)
        #expect(FontFace(for: .system(13, .semibold), script: .hangul) == .nanumBold)
        #expect(FontFace(for: .system(17), script: .hangul) == .nanumRegular)
    }

    @Test("Hangul is drawn in NanumBarunGothic on the Latin baseline")
    func hangulIsNanum() throws {
        let canvas = try RenderProbe.canvas(120, 50, scale: 2)
        let font = Font.system(17, .bold)
        let px = try RenderProbe.render(canvas, [.text(TextRun("투데이", font: font, color: .black, origin: Point(2, 2)))])
        let inter = try Self.face(.interBold, 34), nanum = try Self.face(.nanumBold, 34)
        let drop = inter.ascent - nanum.ascent
        #expect(drop > 0)
        #expect(try Self.mismatch(px, x0: 4, y0: 4 + drop, "투데이", in: nanum) == 0)
        #expect(px.inkCount(x: 0, y: 0, w: 240, h: 4 + drop) == 0, "nothing above Nanum's own box")
    }

    @Test("a mixed line measures as the sum of its runs, with one line height for every script")
    func mixedWidth() throws {
        let m = try RenderProbe.canvas(10, 10, scale: 2).textMeasurer
        for font in [Font.system(13, .semibold), .system(17), .system(34, .bold)] {
            let whole = m.size(of: "Today 투데이 9:41", font: font)
            let parts = ["Today ", "투데이", " 9:41"].map { m.size(of: $0, font: font).width }.reduce(0, +)
            #expect(whole.width == parts)
            #expect(whole.height == m.size(of: "Today", font: font).height)
            #expect(m.size(of: "투데이", font: font).height == whole.height)
            #expect(m.lineHeight(of: font) >= whole.height)
        }
    }

    @Test("layout breaks mixed text across runs at the drawn widths")
    func wrapsMixed() throws {
        let m = try RenderProbe.canvas(10, 10, scale: 2).textMeasurer
        let font = Font.system(15)
        let text = "Skyglow 스카이글로우가 turns space weather 우주 날씨를 into a simple 예보로 forecast."
        for width in [120.0, 180, 260] {
            let lines = TextLayout.wrap(text, font: font, width: width, measurer: m)
            #expect(lines.count > 1)
            #expect(lines.joined(separator: " ") == text, "broken only at spaces")
            #expect(lines.allSatisfy { m.size(of: $0, font: font).width <= width })
            // Each line is as long as it can be: the next word would not have fitted.
            for (line, next) in zip(lines, lines.dropFirst()) {
                let word = next.split(separator: " ").first.map(String.init) ?? ""
                #expect(m.size(of: line + " " + word, font: font).width > width, "\(line) | \(word)")
            }
        }
    }

    @Test("the measurer's remembered lines are the wrap's, for each width and line limit asked")
    func remembersLines() throws {
        let m = try RenderProbe.canvas(10, 10, scale: 2).textMeasurer
        let font = Font.system(15)
        let text = "Skyglow 스카이글로우가 turns space weather 우주 날씨를 into a simple 예보로 forecast."
        // Twice over, so the second round is answered from memory; widths and limits interleaved,
        // so an answer kept under too small a key shows.
        for _ in 0..<2 {
            for width in [120.0, 180, 260] {
                for maxLines in [2, Int.max] {
                    #expect(m.lines(of: text, font: font, width: width, maxLines: maxLines)
                            == TextLayout.wrap(text, font: font, width: width, measurer: m, maxLines: maxLines))
                }
            }
            #expect(m.lines(of: text, font: .system(15, .bold), width: 180, maxLines: .max)
                    == TextLayout.wrap(text, font: .system(15, .bold), width: 180, measurer: m))
        }
    }

    @Test("a symbol Inter has no glyph for (⑩, box drawing) falls back to Nanum, not a missing-glyph box")
    func fallback() throws {
        let fonts = try FontSet(assets: RenderProbe.assets, scale: 2)
        let font = Font.system(17)
        let inter = try fonts.font(for: font, script: .latin), nanum = try fonts.font(for: font, script: .hangul)
        #expect(!inter.provides("⑩") && nanum.provides("⑩") && inter.provides("A"))
        let line = try TextLine("A⑩┃B", font: font, fonts: fonts)
        #expect(line.pieces.map(\.text) == ["A", "⑩┃", "B"])
        #expect(line.pieces.map { $0.face === nanum } == [false, true, false])
        #expect(line.width == inter.size(of: "A").width + nanum.size(of: "⑩┃").width + inter.size(of: "B").width)
        // A character neither face has stays with Inter (one box either way).
        #expect(try TextLine("A\u{1F600}", font: font, fonts: fonts).pieces.count == 1)
    }

    @Test("a missing Inter file names the file and the fix")
    func missingInter() throws {
        // An Assets folder with only Nanum: the check must go on to name the first missing Inter file.
        let dir = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        mkdir(dir + "/Fonts", 0o755)
        for f in [FontFace.nanumRegular, .nanumBold] {
            symlink(RenderProbe.assets.resolve(f.assetPath), dir + "/" + f.assetPath)
        }
        let error = #expect(throws: SDLError.self) { _ = try FontSet(assets: AssetLocator(root: dir), scale: 1) }
        let text = error.map { "\($0)" } ?? ""
        #expect(text.contains(dir + "/Fonts/Inter-Regular.otf") && text.contains("CARDSIM_ASSETS"), "\(text)")
    }
}
