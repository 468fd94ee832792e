/// One line of text to draw: rasterised once at `font` and scaled by `scale` when drawn, so that an
/// animated transform never forces the text to be rendered again.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: Font
    public var color: Color
    /// Top-left corner of the line box on screen, in points.
    public var origin: Point
    /// Uniform scale from the views' transforms.
    public var scale: Double
    public init(_ text: String, font: Font, color: Color, origin: Point, scale: Double = 1) {
        self.text = text; self.font = font; self.color = color; self.origin = origin; self.scale = scale
    }
}
