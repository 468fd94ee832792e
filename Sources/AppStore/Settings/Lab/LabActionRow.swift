import SimKit

/// A tappable row of a Lab in the tint colour (Preview, the copies, Save Preset, Reset), highlighted
/// while pressed.
@MainActor
final class LabActionRow: View {
    static let height = 44.0
    let titleLabel: Label
    private var palette = Palette.light
    private var isPressed = false { didSet { backgroundColor = isPressed ? palette.separator.withAlpha(0.25) : .clear } }

    init(title: String, measurer: TextMeasurer, action: @escaping () -> Void) {
        titleLabel = Label(text: title, font: Fonts.body, color: .systemBlue, measurer: measurer)
        super.init()
        addSubview(titleLabel)
        titleLabel.isUserInteractionEnabled = false
        addGestureRecognizer(TapGestureRecognizer { _ in action() })
    }

    override func layoutSubviews() {
        let lh = titleLabel.measurer.lineHeight(of: Fonts.body)
        titleLabel.frame = Rect(16, (bounds.height - lh) / 2, bounds.width - 32, lh)
    }

    override func touchesBegan(_ touch: Touch) { isPressed = true }
    override func touchesMoved(_ touch: Touch) { isPressed = bounds.contains(touch.location(in: self)) }
    override func touchesEnded(_ touch: Touch) { isPressed = false }
    override func touchesCancelled(_ touch: Touch) { isPressed = false }

    func apply(palette: Palette) {
        self.palette = palette
        titleLabel.textColor = palette.tint
    }
}
