/// Measures text for layout. The backend answers with the real font; tests use a deterministic fake.
/// The core never loads fonts itself, which keeps it free of SDL.
@MainActor
public protocol TextMeasurer: AnyObject {
    /// The size of one line of `text` in points, unscaled.
    func size(of text: String, font: Font) -> Size
    /// The distance between baselines of consecutive lines, in points.
    func lineHeight(of font: Font) -> Double
}
