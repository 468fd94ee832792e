import SimKit

/// One row of the Motion Lab's slider group: the name on the left, the value on the right and a
/// full-width slider under them.
@MainActor
final class MotionLabSliderRow: View {
    static let height = 64.0
    let titleLabel: Label
    let valueLabel: Label
    let slider: Slider
    /// How the value reads ("0.60 s", "0.70").
    var format: (Double) -> String { didSet { updateValueLabel() } }

    init(title: String, value: Double, range: ClosedRange<Double>, step: Double, measurer: TextMeasurer,
         format: @escaping (Double) -> String) {
        titleLabel = Label(text: title, font: Fonts.body, measurer: measurer)
        valueLabel = Label(font: Fonts.body, color: .secondaryLabel, measurer: measurer)
        slider = Slider(value: value, in: range, step: step)
        self.format = format
        super.init()
        for v in [titleLabel, valueLabel, slider] as [View] { addSubview(v) }
        updateValueLabel()
    }

    func updateValueLabel() {
        valueLabel.text = format(slider.value)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let m = titleLabel.measurer, lh = m.lineHeight(of: Fonts.body)
        let vw = m.size(of: valueLabel.text, font: Fonts.body).width
        valueLabel.frame = Rect(bounds.width - 16 - vw, 8, vw, lh)
        titleLabel.frame = Rect(16, 8, max(0, bounds.width - 40 - vw), lh)
        slider.frame = Rect(16, 30, bounds.width - 32, 31)
    }

    func apply(palette: Palette) {
        titleLabel.textColor = palette.label
        valueLabel.textColor = palette.secondaryLabel
        slider.minimumTrackColor = palette.tint
        slider.maximumTrackColor = palette.fill
    }
}
