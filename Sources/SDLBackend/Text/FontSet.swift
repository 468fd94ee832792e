import SimKit

/// The bundled fonts opened per (pixel size, face), once: the drawing side and the measuring side
/// share one set, so layout matches what is drawn. Latin runs are drawn in Inter, Hangul runs in
/// NanumBarunGothic (`FontFace`); a line is laid out by `TextLine`.
///
///     let fonts = try FontSet(assets: assets, scale: 2)
///     let face = try fonts.font(for: .system(17, .bold), script: .latin)   // Inter Bold at 34 px
@MainActor
public final class FontSet {
    /// Pixels per point: a font of `size` points opens at `size × scale` pixels.
    public let scale: Double
    private let paths: [FontFace: String]
    private var open: [Key: TTFFont] = [:]

    private struct Key: Hashable { let pixels: Int; let face: FontFace }

    /// Checks that every font file exists (throwing a message naming the first missing one) and
    /// opens them lazily.
    public init(assets: AssetLocator, scale: Double) throws {
        // Fonts open through SDL_ttf, which must be initialised first, whoever made the set.
        try SDLRuntime.initialize(video: false)
        self.scale = scale
        var paths: [FontFace: String] = [:]
        for face in FontFace.allCases { paths[face] = try assets.fontPath(face.assetPath) }
        self.paths = paths
    }

    /// The pixel size a font request opens at.
    public func pixelSize(of font: Font) -> Int { max(1, Int((font.size * scale).rounded())) }

    /// The opened face that draws `script` for `font`.
    func font(for font: Font, script: ScriptRun.Script) throws -> TTFFont {
        let key = Key(pixels: pixelSize(of: font), face: FontFace(for: font, script: script))
        if let f = open[key] { return f }
        let f = try TTFFont(path: paths[key.face]!, pixelSize: key.pixels)
        open[key] = f
        return f
    }

    /// The face whose metrics set a line's box for `font`: the Latin one, as SF Pro's do on iOS
    /// whatever the script (Inter's ascender and descender, 0.97 and 0.24 em, are close to SF Pro's;
    /// Nanum's are 0.85 and 0.29), so a line is as tall in Korean as in English.
    func lineFace(for font: Font) throws -> TTFFont { try self.font(for: font, script: .latin) }
}
