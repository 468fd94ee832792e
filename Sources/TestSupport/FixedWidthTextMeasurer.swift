import SimKit

/// A deterministic text measurer for tests: every character is 2/3 of the point size wide and a
/// line is 1.2 × the size tall (swift-cross-ui's fake), so layout never depends on a font file.
@MainActor
public final class FixedWidthTextMeasurer: TextMeasurer {
    public init() {}
    public func size(of text: String, font: Font) -> Size {
        Size(Double(text.count) * font.size * 2 / 3, lineHeight(of: font))
    }
    public func lineHeight(of font: Font) -> Double { (font.size * 1.2).rounded() }
}

/// Reports every image as 700 x 900 pixels (the bundled artwork's size) without loading it.
@MainActor
public final class FixedImageCatalog: ImageCatalog {
    public var size: Size
    public init(size: Size = Size(700, 900)) { self.size = size }
    public func imageSize(_ name: String) -> Size? { size }
}
