import SimKit

/// Measures text with the same SDL_ttf faces the renderer draws with, in points: each script run in
/// its own face (`TextLine`), so `TextLayout` wraps mixed Latin and Hangul as it is drawn.
///
///     let m = SDLTextMeasurer(fonts: fonts)
///     m.size(of: "Today", font: .system(34, .bold))   // width and line height in points
@MainActor
public final class SDLTextMeasurer: TextMeasurer {
    /// The pixels per point text is measured at, for every output scale, so layout never depends
    /// on how sharp the output is.
    public static let layoutScale = 2.0
    /// The shared font set (its scale converts pixels back to points).
    public let fonts: FontSet
    private var sizes: [Key: Size] = [:]
    private struct Key: Hashable { let text: String; let font: Font }
    /// Layout asks for the same strings every frame; past this many we start over rather than grow.
    private let capacity = 4096
    private var wrapped: [WrapKey: [String]] = [:]
    private struct WrapKey: Hashable { let text: String; let font: Font; let width: Double; let maxLines: Int }

    /// A measurer over `fonts`.
    public init(fonts: FontSet) { self.fonts = fonts }

    /// The size of one line of `text`, unscaled, in points; an estimate if the font cannot open.
    public func size(of text: String, font: Font) -> Size {
        let key = Key(text: text, font: font)
        if let s = sizes[key] { return s }
        let s: Size
        if let line = try? TextLine(text, font: font, fonts: fonts) {
            s = Size(Double(line.width) / fonts.scale, Double(line.height) / fonts.scale)
        } else {
            s = Size(Double(text.count) * font.size * 0.6, font.size * 1.2)
        }
        if sizes.count >= capacity { sizes.removeAll(keepingCapacity: true) }
        sizes[key] = s
        return s
    }

    /// The lines of `text` within `width`, remembered: the same answer every time, for the sizes
    /// it is made of are.
    public func lines(of text: String, font: Font, width: Double, maxLines: Int) -> [String] {
        let key = WrapKey(text: text, font: font, width: width, maxLines: maxLines)
        if let lines = wrapped[key] { return lines }
        let lines = TextLayout.wrap(text, font: font, width: width, measurer: self, maxLines: maxLines)
        if wrapped.count >= capacity { wrapped.removeAll(keepingCapacity: true) }
        wrapped[key] = lines
        return lines
    }

    /// The distance between baselines, in points.
    public func lineHeight(of font: Font) -> Double {
        guard let face = try? fonts.lineFace(for: font) else { return font.size * 1.2 }
        return Double(face.lineSkip) / fonts.scale
    }
}
