import SimKit

/// A row of an inset grouped list (iOS 15+): an optional icon, the title (and a wrapped line under
/// it), a value in secondary text, and a chevron, checkmark or switch at the right edge.
///
/// A selectable row highlights the moment it is pressed and lets go of the highlight when the
/// press turns into a scroll or a swipe back (the recogniser that claims the touch cancels it);
/// released on the row, it runs its action.
@MainActor
final class SettingsRowView: View {
    /// iOS's metrics: 44 pt rows, 16 pt margins, 29 pt icons with 15 pt to the text, 11 pt above
    /// and below a two-line row, a 0.33 pt separator drawn from the text's left edge.
    static let minHeight = 44.0, margin = 16.0, iconGap = 15.0, vPad = 11.0, subtitleGap = 2.0, valueGap = 8.0
    static let titleFont = Font(size: 17), subtitleFont = Font(size: 13)
    /// The highlight fades out over UITableView's deselection time.
    static let unhighlightDuration = 0.3

    private(set) var item: SettingsItem
    let titleLabel: Label, subtitleLabel: Label, valueLabel: Label
    private(set) var icon: SettingsIcon?
    private(set) var toggle: Switch?
    private(set) var isHighlighted = false
    /// Whether the separator under this row is drawn (not under a group's last row).
    var showsSeparator = true
    var palette: Palette { didSet { applyPalette() } }

    init(item: SettingsItem, palette: Palette, measurer: TextMeasurer) {
        self.item = item
        self.palette = palette
        titleLabel = Label(font: Self.titleFont, measurer: measurer)
        subtitleLabel = Label(font: Self.subtitleFont, lines: 0, measurer: measurer)
        valueLabel = Label(font: Self.titleFont, measurer: measurer)
        super.init()
        for l in [titleLabel, subtitleLabel, valueLabel] {
            l.isUserInteractionEnabled = false
            addSubview(l)
        }
        configure(item)
    }

    /// Shows `item`, reusing the icon and switch that are already there.
    func configure(_ item: SettingsItem) {
        self.item = item
        name = "row.\(item.id)"
        titleLabel.text = item.title
        subtitleLabel.text = item.subtitle ?? ""
        subtitleLabel.isHidden = item.subtitle == nil
        valueLabel.text = item.value ?? ""
        if let g = item.icon {
            if let icon { icon.glyph = g } else {
                let v = SettingsIcon(g)
                addSubview(v)
                icon = v
            }
        } else {
            icon?.removeFromSuperview()
            icon = nil
        }
        if case .toggle(let on) = item.accessory {
            let s = toggle ?? makeToggle()
            if s.isOn != on { s.setOn(on, animated: toggle != nil && clock != nil) }
            toggle = s
        } else {
            toggle?.removeFromSuperview()
            toggle = nil
        }
        applyPalette()
        setNeedsLayout()
    }

    private func makeToggle() -> Switch {
        let s = Switch()
        s.valueChanged = { [weak self] on in self?.item.toggled?(on) }
        if case .toggle(let on) = item.accessory { s.setOn(on, animated: false) }
        addSubview(s)
        return s
    }

    private func applyPalette() {
        titleLabel.textColor = palette.label
        subtitleLabel.textColor = palette.secondaryLabel
        valueLabel.textColor = palette.secondaryLabel
        toggle?.onTint = palette.switchOn
        toggle?.offTint = palette.switchOff
        if !isHighlighted { View.performWithoutAnimation { backgroundColor = .clear } }
    }

    /// The left edge of the text (and of the separator).
    var textX: Double { item.icon == nil ? Self.margin : Self.margin + SettingsIcon.side + Self.iconGap }
    /// The right edge the title and value stay left of: the accessory's left edge.
    var accessoryX: Double { accessoryX(width: bounds.width) }
    func accessoryX(width: Double) -> Double {
        switch item.accessory {
        case .none: return width - Self.margin
        case .disclosure: return width - Self.margin - 8 - 6
        case .checkmark: return width - Self.margin - 14 - 8
        case .toggle: return width - Self.margin - Switch.size.width - 8
        }
    }

    /// Whether the value goes under the title because the two do not fit side by side (UIKit's
    /// value cells stack the same way when the text is too long, as Korean or large text makes it).
    func stacksValue(width: Double) -> Bool {
        guard let value = item.value, !value.isEmpty else { return false }
        let m = titleLabel.measurer
        let right = accessoryX(width: width)
        return textX + m.size(of: item.title, font: Self.titleFont).width + Self.valueGap
            + m.size(of: value, font: Self.titleFont).width > right
    }

    /// The row's height for `width`: 44, or taller when a line wraps under the title.
    func height(forWidth width: Double) -> Double {
        let m = titleLabel.measurer, titleH = m.lineHeight(of: Self.titleFont)
        if stacksValue(width: width) {
            return (Self.vPad + titleH + Self.subtitleGap + titleH + Self.vPad).rounded(.up)
        }
        guard item.subtitle != nil else { return Self.minHeight }
        let textWidth = max(1, accessoryX(width: width) - textX)
        let h = Self.vPad + titleH + Self.subtitleGap + subtitleLabel.heightThatFits(width: textWidth) + Self.vPad
        return max(Self.minHeight, h.rounded(.up))
    }

    override func layoutSubviews() {
        let m = titleLabel.measurer, h = bounds.height
        let titleH = m.lineHeight(of: Self.titleFont)
        let valueW = item.value.map { m.size(of: $0, font: Self.titleFont).width } ?? 0
        let titleW = m.size(of: item.title, font: Self.titleFont).width
        if stacksValue(width: bounds.width) {
            titleLabel.frame = Rect(textX, Self.vPad, titleW, titleH)
            valueLabel.frame = Rect(textX, Self.vPad + titleH + Self.subtitleGap, valueW, titleH)
        } else if item.subtitle != nil {
            let textWidth = max(1, accessoryX - textX)
            titleLabel.frame = Rect(textX, Self.vPad, titleW, titleH)
            subtitleLabel.frame = Rect(textX, Self.vPad + titleH + Self.subtitleGap, textWidth,
                                       subtitleLabel.heightThatFits(width: textWidth))
            valueLabel.frame = Rect(accessoryX - valueW, Self.vPad, valueW, titleH)
        } else {
            titleLabel.frame = Rect(textX, (h - titleH) / 2, titleW, titleH)
            valueLabel.frame = Rect(accessoryX - valueW, (h - titleH) / 2, valueW, titleH)
        }
        icon?.frame = Rect(Self.margin, (h - SettingsIcon.side) / 2, SettingsIcon.side, SettingsIcon.side)
        toggle?.frame = Rect(bounds.width - Self.margin - Switch.size.width, (h - Switch.size.height) / 2,
                             Switch.size.width, Switch.size.height)
    }

    override func draw(in rect: Rect, canvas: Canvas) {
        if showsSeparator {
            canvas.fill(Rect(textX, rect.maxY - 0.5, rect.width - textX, 0.5), color: palette.separator)
        }
        let midY = rect.height / 2
        switch item.accessory {
        case .disclosure:
            // SF's chevron.right at 13 pt: two strokes meeting 8 pt right of where they start.
            let x = rect.width - Self.margin - 8
            canvas.line(from: Point(x, midY - 6.5), to: Point(x + 7, midY), width: 2.2, color: palette.chevron)
            canvas.line(from: Point(x + 7, midY), to: Point(x, midY + 6.5), width: 2.2, color: palette.chevron)
        case .checkmark(true):
            let x = rect.width - Self.margin - 14, y = item.subtitle == nil ? midY : Self.vPad + 10
            canvas.line(from: Point(x, y), to: Point(x + 5, y + 5), width: 2.4, color: palette.tint)
            canvas.line(from: Point(x + 5, y + 5), to: Point(x + 14, y - 6), width: 2.4, color: palette.tint)
        default: break
        }
    }

    // MARK: Pressing

    var isSelectable: Bool { item.action != nil }
    /// Runs after the action: the list decides when the highlight goes.
    var afterAction: (() -> Void)?

    func setHighlighted(_ on: Bool, animated: Bool) {
        isHighlighted = on
        let color = on ? palette.cellHighlight : Color.clear
        if animated {
            View.animate(withDuration: Self.unhighlightDuration) { self.backgroundColor = color }
        } else {
            View.performWithoutAnimation { backgroundColor = color }
        }
    }

    override func touchesBegan(_ touch: Touch) {
        guard isSelectable else { return super.touchesBegan(touch) }
        setHighlighted(true, animated: false)
    }

    override func touchesCancelled(_ touch: Touch) {
        guard isSelectable else { return super.touchesCancelled(touch) }
        setHighlighted(false, animated: true)
    }

    override func touchesEnded(_ touch: Touch) {
        guard isSelectable else { return super.touchesEnded(touch) }
        guard bounds.contains(touch.location(in: self)) else { return setHighlighted(false, animated: true) }
        item.action?()
        afterAction?()
    }
}
