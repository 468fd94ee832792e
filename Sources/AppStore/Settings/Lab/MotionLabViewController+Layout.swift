import SimKit

/// The lab's inset grouped layout (iOS 15+): the plot card, the slider group under its section
/// title, then the action group, all between the navigation bar and the tab bar, so nothing
/// scrolls on any device. And the live language and appearance switches.
extension MotionLabViewController {
    /// The root view with the plot and the groups in it (`makeView`).
    func buildView() -> View {
        let root = LabRootView(frame: Rect(origin: .zero, size: metrics.screen))
        root.controller = self
        root.name = "motionLab"
        root.addSubview(plot)
        root.addSubview(sectionLabel)
        for g in [sliderGroup, actionGroup] {
            g.cornerRadius = 10
            g.clipsToBounds = true
            root.addSubview(g)
        }
        sliderGroup.name = "motionLabSliders"
        actionGroup.name = "motionLabActions"
        for row in rows { sliderGroup.addSubview(row) }
        for row in actionRows { actionGroup.addSubview(row) }
        paint(root, palette: environment.palette)
        return root
    }

    /// Lays the groups out for the view's width.
    func layoutGroups(in bounds: Rect) {
        var y = LabLayout.place(plot: plot, width: bounds.width, metrics: metrics)
        y = LabLayout.place(sectionTitle: sectionLabel, at: y, width: bounds.width)
        y = LabLayout.place(group: sliderGroup, rows: rows, rowHeight: LabSliderRow.heightWithoutSource, at: y, width: bounds.width)
        _ = LabLayout.place(group: actionGroup, rows: actionRows, rowHeight: LabActionRow.height, at: y, width: bounds.width)
    }

    /// The lab in `palette` (a live appearance switch).
    public func apply(palette: Palette) {
        environment.palette = palette
        plot.apply(environment: environment)
        if isViewLoaded { paint(view, palette: palette) }
    }

    /// Every colour of the lab's views, `root` being its view (also while it is being made).
    private func paint(_ root: View, palette: Palette) {
        root.backgroundColor = palette.groupedBackground
        sectionLabel.textColor = palette.secondaryLabel
        for g in [sliderGroup, actionGroup] { g.backgroundColor = palette.groupedRow }
        for row in rows { row.apply(palette: palette) }
        for row in actionRows { row.apply(palette: palette) }
    }

    /// The lab in `language`: every label at once (a live language switch).
    public func apply(language: Language) {
        environment.language = language
        let s = environment.strings
        title = s.motionLab
        plot.apply(environment: environment)
        sectionLabel.text = s.motionLabSection
        for (row, name) in zip(rows, [s.springDuration, s.springDamping, s.springVelocity, s.sizeDuration]) {
            row.titleLabel.text = name
            row.strings = s
        }
        for (row, name) in zip(actionRows, [s.preview, s.copyAsSwift, s.reset]) { row.titleLabel.text = name }
        if isViewLoaded { view.setNeedsLayout() }
    }
}

/// The lab's root view: lays the groups out and draws the hairlines between rows.
@MainActor
final class LabRootView: View {
    weak var controller: MotionLabViewController?

    override func layoutSubviews() { controller?.layoutGroups(in: bounds) }

    override func drawOverlay(in rect: Rect, canvas: Canvas) {
        guard let c = controller else { return }
        let color = c.environment.palette.separator
        for group in [c.sliderGroup, c.actionGroup] {
            let f = group.frame
            for row in group.subviews.dropFirst() {
                let y = f.minY + row.frame.minY
                canvas.line(from: Point(f.minX + 16, y), to: Point(f.maxX, y), width: 0.5, color: color)
            }
        }
    }
}
