/// UILabel: wrapped text in a font and colour, drawn from the top-left of its bounds.
@MainActor
public final class Label: View {
    public var text: String { didSet { if text != oldValue { cache = nil } } }
    public var font: Font { didSet { if font != oldValue { cache = nil } } }
    public var textColor: Color
    public var numberOfLines: Int
    /// Extra space between lines, in points.
    public var lineSpacing = 0.0
    public let measurer: TextMeasurer
    private var cache: (width: Double, lines: [String])?

    public init(text: String = "", font: Font, color: Color = .label, lines: Int = 1, measurer: TextMeasurer) {
        self.text = text; self.font = font; textColor = color; numberOfLines = lines; self.measurer = measurer
        super.init()
    }

    /// The lines as laid out for `width` (cached per width).
    public func lines(forWidth width: Double) -> [String] {
        if let cache, cache.width == width { return cache.lines }
        let lines = numberOfLines == 1 ? [text]
            : measurer.lines(of: text, font: font, width: width, maxLines: numberOfLines == 0 ? .max : numberOfLines)
        cache = (width, lines)
        return lines
    }

    /// The height needed for `width`.
    public func heightThatFits(width: Double) -> Double {
        let n = Double(lines(forWidth: width).count)
        return n * measurer.lineHeight(of: font) + max(0, n - 1) * lineSpacing
    }

    public override func draw(in rect: Rect, canvas: Canvas) {
        let lh = measurer.lineHeight(of: font) + lineSpacing
        for (i, line) in lines(forWidth: rect.width).enumerated() {
            let origin = Point(rect.minX, rect.minY + Double(i) * lh)
            // Long bodies are mostly clipped away: emit only the lines that can show.
            guard canvas.isVisible(Rect(origin.x, origin.y, rect.width, lh)) else { continue }
            canvas.text(line, font: font, color: textColor, at: origin)
        }
    }
}
