import SimKit

/// NSTextAlignment: where a label's lines sit across its width. `.natural` and `.justified` are
/// the left edge (CardSim lays out left-to-right text and does not stretch lines).
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// UILabel: text in a font and colour, wrapped to `numberOfLines` (0: as many as it needs) and
/// centred vertically in its bounds, as UIKit's label draws it; each line placed by
/// `textAlignment`. It is measured and drawn with the window's text, so a label outside a window
/// draws nothing. Lines that do not fit are cut off, not ended with "…".
///
///     let title = UILabel()
///     title.text = "Today"
///     title.font = UIFont.systemFont(ofSize: 34, weight: .bold)
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor! = UIColor.black
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1

    public override init(frame: CGRect = .zero) { super.init(frame: frame) }

    open override func draw(in rect: CGRect, canvas: Canvas) {
        guard let text, !text.isEmpty, let measurer = hostWindow?.textMeasurer else { return }
        let drawn = (font ?? UIFont.systemFont(ofSize: 17)).font
        let lines = numberOfLines == 1 ? [text]
            : measurer.lines(of: text, font: drawn, width: rect.width, maxLines: numberOfLines <= 0 ? .max : numberOfLines)
        let lineHeight = measurer.lineHeight(of: drawn)
        let top = rect.minY + (rect.height - lineHeight * CGFloat(lines.count)) / 2
        let across: CGFloat = switch textAlignment {
        case .center: 0.5
        case .right: 1
        case .left, .justified, .natural: 0
        }
        for (i, line) in lines.enumerated() {
            let x = rect.minX + (rect.width - measurer.size(of: line, font: drawn).width) * across
            canvas.text(line, font: drawn, color: textColor ?? .black, at: CGPoint(x, top + lineHeight * CGFloat(i)))
        }
    }
}

extension UIView {
    /// The window this view is in, through its superviews; nil outside one.
    var hostWindow: Window? {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        return root as? Window
    }
}
