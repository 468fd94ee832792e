import CSDL2
import SimKit

/// One line of text as the backend measures and draws it: its script runs (`ScriptRun`, plus any
/// character Inter lacks and Nanum has), each in its own face, side by side on one baseline. The
/// line's box (ascent, height, line skip) is the Latin face's whatever the runs, so layout's line
/// heights do not depend on the language.
///
///     let line = try TextLine("Today 투데이", font: .system(34, .bold), fonts: fonts)
///     line.width                              // pixels: Inter's "Today " plus Nanum's "투데이"
///     let surface = try line.render(r: 0, g: 0, b: 0)
@MainActor
struct TextLine {
    /// A run placed on the line.
    struct Piece {
        let text: String
        let face: TTFFont
        /// Left edge, in pixels from the line's start.
        let x: Int
    }

    let pieces: [Piece]
    /// The face that sets the box.
    let lineFace: TTFFont
    /// The advance of the whole line, in pixels: the sum of its runs' advances (kerning stops at a
    /// change of script, as it does between two fonts anywhere).
    let width: Int

    /// `text` split into runs and measured with `fonts`.
    init(_ text: String, font: Font, fonts: FontSet) throws {
        lineFace = try fonts.lineFace(for: font)
        var pieces: [Piece] = []
        var x = 0
        // The Hangul face is opened only for a line that needs it.
        let hangul = { try fonts.font(for: font, script: .hangul) }
        for run in ScriptRun.split(text) {
            for part in try Self.fallback(run, latin: lineFace, hangul: hangul) {
                let face = try fonts.font(for: font, script: part.script)
                pieces.append(Piece(text: part.text, face: face, x: x))
                x += face.size(of: part.text).width
            }
        }
        self.pieces = pieces
        width = x
    }

    /// The height of the line's box, in pixels.
    var height: Int { lineFace.height }

    /// The line drawn anti-aliased in one colour (alpha in the pixels' alpha only, as SDL_ttf does;
    /// callers fade with alpha modulation). A line that is one Latin run is SDL_ttf's own surface.
    func render(r: UInt8, g: UInt8, b: UInt8) throws -> SDLSurface {
        if pieces.count == 1, pieces[0].face === lineFace { return try lineFace.render(pieces[0].text, r: r, g: g, b: b) }
        var drawn: [(surface: SDLSurface, x: Int, y: Int)] = []
        var right = width, bottom = height
        for piece in pieces {
            var s = try piece.face.render(piece.text, r: r, g: g, b: b)
            if s.format != SDL_PIXELFORMAT_ARGB8888 {
                s = try s.converted(to: SDL_PIXELFORMAT_ARGB8888)
            }
            // Every run on the line box's baseline; a face with a deeper descender (Nanum) may
            // reach below the box, and the surface grows to keep it.
            let y = max(0, lineFace.ascent - piece.face.ascent)
            drawn.append((s, piece.x, y))
            right = max(right, piece.x + s.width)
            bottom = max(bottom, y + s.height)
        }
        let out = try SDLSurface(width: right, height: bottom, format: SDL_PIXELFORMAT_ARGB8888)
        let rgb = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        try out.withPixels { dst, stride in
            // Transparent pixels carry the text's colour too, so linear filtering never darkens an edge.
            dst.update(repeating: rgb, count: stride * out.height)
            for (s, x0, y0) in drawn {
                try s.withPixels { src, srcStride in
                    // Runs may overhang each other by a pixel: keep the stronger coverage.
                    for y in 0..<s.height {
                        let from = src + y * srcStride, to = dst + (y0 + y) * stride + x0
                        for x in 0..<s.width where from[x] > 0x00FF_FFFF {
                            let a = from[x] >> 24
                            if a > to[x] >> 24 { to[x] = a << 24 | rgb }
                        }
                    }
                }
            }
        }
        return out
    }

    /// `run` with the characters its Latin face lacks and the Hangul face has moved to the Hangul
    /// face: Nanum draws circled numbers, box drawing and many symbols that Inter has no glyph for,
    /// and a box would be worse than a change of face.
    static func fallback(_ run: ScriptRun, latin: TTFFont, hangul: () throws -> TTFFont) throws -> [ScriptRun] {
        guard run.script == .latin else { return [run] }
        var out: [ScriptRun] = []
        for ch in run.text {
            let first = ch.unicodeScalars.first!
            let script: ScriptRun.Script = try !latin.provides(first) && hangul().provides(first) ? .hangul : .latin
            if out.last?.script == script { out[out.count - 1].text.append(ch) } else { out.append(ScriptRun(String(ch), script)) }
        }
        return out
    }

}
