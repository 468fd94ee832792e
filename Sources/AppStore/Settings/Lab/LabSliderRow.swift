import Motion
import SimKit

/// One parameter of the Lab: its name and value, a slider over the table's range and where the
/// number comes from (the post's line, or CardSim's decision) in a line under it.
/// The row draws what it is given (`show(_:)`) and tells `onChange` what the finger chose; it
/// never writes a value back into the slider that told it.
@MainActor
final class LabSliderRow: View {
    static let height = 84.0
    static let captionFont = Font(size: 12)
    let parameter: StyleParameter
    let titleLabel: Label
    let valueLabel: Label
    let captionLabel: Label
    let slider: Slider
    /// Told the value the finger chose, on the parameter's grid.
    var onChange: ((Double) -> Void)?
    /// The language's words: the unit and the source.
    var strings: Strings {
        didSet {
            updateValueLabel()
            layoutIfNeeded()
        }
    }

    init(parameter: StyleParameter, value: Double, measurer: TextMeasurer,
         strings: Strings = Strings(.en)) {
        self.parameter = parameter
        self.strings = strings
        titleLabel = Label(text: parameter.name, font: Fonts.body, measurer: measurer)
        valueLabel = Label(font: Fonts.body, color: .secondaryLabel, measurer: measurer)
        captionLabel = Label(font: Self.captionFont, color: .secondaryLabel, measurer: measurer)
        // Continuous: the slider snaps (`snapped`), on a grid from zero that always holds the default.
        slider = Slider(value: value, in: parameter.range)
        super.init()
        slider.snapping = { [parameter] in Self.snapped($0, parameter) }
        slider.onValueChanged = { [weak self] v in
            self?.updateValueLabel()
            self?.onChange?(v)
        }
        for v in [titleLabel, valueLabel, captionLabel, slider] as [View] { addSubview(v) }
        updateValueLabel()
    }

    /// Shows `value` (the model's: a Reset, a preset chosen, another screen's change) without
    /// telling `onChange`, which only hears the finger.
    func show(_ value: Double) {
        guard slider.value != value else { return }
        slider.value = value
        updateValueLabel()
    }

    /// Steps that keep an exported number short: hundredths of a second or a ratio, whole points,
    /// tenths of a relative velocity, tens of points a second; never more than 400 steps a range.
    static func step(for p: StyleParameter) -> Double {
        let base: Double = switch p.unit {
        case .seconds, .ratio: 0.01
        case .points: 1
        case .relativeVelocity: 0.1
        case .pointsPerSecond: 10
        }
        let span = p.range.upperBound - p.range.lowerBound
        return max(base, (span / 400 / base).rounded(.up) * base)
    }

    /// `v` on the parameter's step from zero, in range; near the default, the default itself.
    static func snapped(_ v: Double, _ parameter: StyleParameter) -> Double {
        let step = step(for: parameter)
        if abs(v - parameter.value) < step / 2 { return parameter.value }
        let on = ((v / step).rounded() * step * 1e6).rounded() / 1e6
        return min(max(on, parameter.range.lowerBound), parameter.range.upperBound)
    }

    func snapped(_ v: Double) -> Double { Self.snapped(v, parameter) }

    func updateValueLabel() {
        let v = slider.value
        // A tuned value is marked ("0.5 s •"), as the preset it would go into differs there.
        let text = strings.value(StyleCode.literal(v), parameter.unit)
        valueLabel.text = v == parameter.value ? text : text + " •"
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let m = titleLabel.measurer, lh = m.lineHeight(of: Fonts.body)
        let vw = m.size(of: valueLabel.text, font: Fonts.body).width
        valueLabel.frame = Rect(bounds.width - 16 - vw, 8, vw, lh)
        titleLabel.frame = Rect(16, 8, max(0, bounds.width - 40 - vw), lh)
        slider.frame = Rect(16, 30, bounds.width - 32, 31)
        let width = bounds.width - 32
        captionLabel.text = Self.fitted(caption, width: width, measurer: m)
        captionLabel.frame = Rect(16, 62, width, m.lineHeight(of: Self.captionFont))
    }

    /// "post: UIView.animate(…)" or "decided: why…", as the table has it, in the language's words.
    var caption: String { strings.source(parameter.source) }

    /// `text` cut to `width` with an ellipsis; the whole source is in `cardsim styles` and the docs.
    static func fitted(_ text: String, width: Double, measurer: TextMeasurer) -> String {
        guard width > 0, measurer.size(of: text, font: captionFont).width > width else { return text }
        var chars = Array(text)
        while !chars.isEmpty && measurer.size(of: String(chars) + "…", font: captionFont).width > width { chars.removeLast(max(1, chars.count / 20)) }
        return String(chars) + "…"
    }

    func apply(palette: Palette) {
        titleLabel.textColor = palette.label
        valueLabel.textColor = palette.secondaryLabel
        captionLabel.textColor = palette.secondaryLabel
        slider.minimumTrackColor = palette.tint
        slider.maximumTrackColor = palette.fill
    }
}
