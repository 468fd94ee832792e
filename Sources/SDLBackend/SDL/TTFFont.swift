import CSDL2

/// An owned SDL_ttf font at one pixel size.
final class TTFFont {
    /// The font; valid for the wrapper's lifetime.
    let handle: OpaquePointer
    /// The size it was opened at, in pixels (SDL_ttf points at 72 dpi).
    let pixelSize: Int

    /// Opens `path` at `pixelSize`.
    init(path: String, pixelSize: Int) throws {
        guard let f = TTF_OpenFont(path, Int32(pixelSize)) else { throw SDLError.last("TTF_OpenFont(\(path))") }
        handle = f
        self.pixelSize = pixelSize
    }

    /// Whether the face has a glyph for `scalar` (else SDL_ttf draws its missing-glyph box).
    func provides(_ scalar: Unicode.Scalar) -> Bool { TTF_GlyphIsProvided32(handle, scalar.value) != 0 }

    /// The box one line of `text` occupies when rendered, in pixels.
    func size(of text: String) -> (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        if text.isEmpty || TTF_SizeUTF8(handle, text, &w, &h) != 0 { return (0, Int(TTF_FontHeight(handle))) }
        return (Int(w), Int(h))
    }

    /// The recommended distance between baselines, in pixels.
    var lineSkip: Int { Int(TTF_FontLineSkip(handle)) }
    /// From the top of a rendered line to its baseline, in pixels.
    var ascent: Int { Int(TTF_FontAscent(handle)) }
    /// The height of a rendered line, in pixels.
    var height: Int { Int(TTF_FontHeight(handle)) }

    /// `text` rendered anti-aliased in `color` (alpha ignored: callers fade with alpha modulation).
    func render(_ text: String, r: UInt8, g: UInt8, b: UInt8) throws -> SDLSurface {
        try SDLSurface(taking: TTF_RenderUTF8_Blended(handle, text, SDL_Color(r: r, g: g, b: b, a: 255)),
                       "TTF_RenderUTF8_Blended")
    }

    deinit { TTF_CloseFont(handle) }
}
