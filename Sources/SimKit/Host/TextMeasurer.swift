/// Measures text for layout. The backend answers with the real font; tests use a deterministic fake.
/// The core never loads fonts itself, which keeps it free of SDL.
@MainActor
public protocol TextMeasurer: AnyObject {
    /// The size of one line of `text` in points, unscaled.
    func size(of text: String, font: Font) -> Size
    /// The distance between baselines of consecutive lines, in points.
    func lineHeight(of font: Font) -> Double
    /// `text` broken into lines that fit `width` (``TextLayout/wrap(_:font:width:measurer:maxLines:)``).
    /// A measurer that lives across scenes may remember the answers: a scrub rebuilds the scene
    /// for every frame it goes back, and wrapping the stories' bodies was most of that rebuild.
    func lines(of text: String, font: Font, width: Double, maxLines: Int) -> [String]
}

extension TextMeasurer {
    public func lines(of text: String, font: Font, width: Double, maxLines: Int) -> [String] {
        TextLayout.wrap(text, font: font, width: width, measurer: self, maxLines: maxLines)
    }
}
