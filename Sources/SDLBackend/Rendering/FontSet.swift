import SimKit

/// The bundled fonts opened per (pixel size, face), once: the drawing side and the measuring side
/// share one set, so layout matches what is drawn.
///
///     let fonts = try FontSet(assets: assets, scale: 2)
///     let face = try fonts.font(for: .system(17, .bold))   // NanumBarunGothicBold at 34 px
@MainActor
public final class FontSet {
    /// Pixels per point: a font of `size` points opens at `size × scale` pixels.
    public let scale: Double
    private let regularPath: String
    private let boldPath: String
    private var open: [Key: TTFFont] = [:]

    private struct Key: Hashable { let pixels: Int; let bold: Bool }

    /// Checks that both font files exist (throwing a message naming the missing one) and opens lazily.
    public init(assets: AssetLocator, scale: Double) throws {
        self.scale = scale
        regularPath = try assets.fontPath(bold: false)
        boldPath = try assets.fontPath(bold: true)
    }

    /// The pixel size a font request opens at.
    public func pixelSize(of font: Font) -> Int { max(1, Int((font.size * scale).rounded())) }

    /// The opened face for `font` (semibold uses the bold face).
    func font(for font: Font) throws -> TTFFont {
        let key = Key(pixels: pixelSize(of: font), bold: font.weight != .regular)
        if let f = open[key] { return f }
        let f = try TTFFont(path: key.bold ? boldPath : regularPath, pixelSize: key.pixels)
        open[key] = f
        return f
    }
}
