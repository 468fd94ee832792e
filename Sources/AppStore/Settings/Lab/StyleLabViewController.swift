import Motion
import SimKit

/// The Lab: the selected style's whole table as a screen, built from the table (no screen per
/// style). A slider for each parameter with its source; a plot of the spring and the curve its
/// table declares (``StylePlot``: the App Store style's present spring and size curve); Preview, which replays the style's present and close on Today after each change; Copy as
/// UIKit and Copy as SwiftUI (`StyleCode`), with a "Copied" confirmation; Save Preset; Reset to the
/// post's numbers; and a Preset row, the preset a launch loads, which pushes the saved presets.
///
/// It knows nothing of the scene: `AppStoreScene.makeStyleLab()` passes the closures.
@MainActor
public final class StyleLabViewController: ViewController {
    public let style: CardTransitionStyle
    /// The settings in force, read from their owner (the scene): the Lab keeps no copy of them.
    private let settings: () -> AppSettings
    /// The tuning in force, as the sliders show it.
    public var tuning: StyleTuning { settings().tuning }
    var environment: AppEnvironment
    var metrics: Metrics { environment.metrics }
    private let onChange: (StyleTuning) -> Void
    private let preview: () -> Void
    private let copy: (String) -> Void
    private let savePreset: (StyleTuning) -> String?
    /// The chosen preset's row (its name, or None); a tap pushes the list of saved presets.
    let presetRow: SettingsRowView
    /// The chosen preset's file name; nil is None.
    var preset: String? { settings().preset }
    let presetGroup = View()

    let plot: SpringPlotView
    let headerLabel: Label
    /// A user's file: its name, reload state and last error, where a built-in style's plot is.
    let fileLabel: Label?
    private let file: UserFileSource?
    private(set) var rows: [LabSliderRow] = []
    private(set) var actionRows: [LabActionRow] = []
    let scroll = ScrollView()
    let rowGroup = View()
    let actionGroup = View()

    /// - Parameters:
    ///   - settings: reads the settings in force from their owner; the Lab draws from it.
    ///   - onChange: told the tuning the user asked for (a slider moved, Reset), once a change; the
    ///     owner carries it out and the Lab draws what the owner then holds.
    public init(environment: AppEnvironment, style: CardTransitionStyle, settings: @escaping () -> AppSettings,
                onChange: @escaping (StyleTuning) -> Void, preview: @escaping () -> Void,
                copy: @escaping (String) -> Void, savePreset: @escaping (StyleTuning) -> String?,
                choosePreset: @escaping () -> Void = {}, file: UserFileSource? = nil) {
        self.environment = environment
        self.style = style
        self.settings = settings
        self.onChange = onChange
        self.preview = preview
        self.copy = copy
        self.savePreset = savePreset
        let m = environment.measurer, now = settings()
        // A style with no numbers (a user's transition file) has no curve to show: its plot is
        // hidden (`makeView`), and the tuning it is made with is never drawn.
        plot = SpringPlotView(environment: environment, curves: PlotCurves(now.tuning.parameters(for: style)) ?? .resting)
        headerLabel = Label(text: environment.strings.styleLabHeader(style), font: Font(size: 13), measurer: m)
        presetRow = SettingsRowView(item: Self.presetItem(now.preset, environment.strings, choose: choosePreset),
                                    palette: environment.palette, measurer: m)
        presetRow.showsSeparator = false
        self.file = file
        fileLabel = file.map { Label(text: environment.strings.userFileStatus($0), font: Font(size: 13), lines: 6, measurer: m) }
        super.init()
        file?.observe(self) { [weak self] in self?.showFileStatus() }
        title = environment.strings.styleLab
        let p = now.tuning.parameters(for: style)
        for q in p.table.parameters {
            let row = LabSliderRow(parameter: q, value: p[q.name], measurer: m, strings: environment.strings)
            row.onChange = { [weak self] v in self?.change("\(style.rawValue).\(q.name)", to: v) }
            rows.append(row)
        }
        let s = environment.strings
        actionRows = [LabActionRow(title: s.preview, measurer: m) { [weak self] in self?.preview() },
                      LabActionRow(title: s.copyAsUIKit, measurer: m) { [weak self] in self?.copyCode(.uikit) },
                      LabActionRow(title: s.copyAsSwiftUI, measurer: m) { [weak self] in self?.copyCode(.swiftUI) },
                      LabActionRow(title: s.savePreset, measurer: m) { [weak self] in self?.save() },
                      LabActionRow(title: s.resetToPost, measurer: m) { [weak self] in self?.reset() }]
    }

    static func presetItem(_ preset: String?, _ s: Strings, choose: @escaping () -> Void) -> SettingsItem {
        SettingsItem(id: "preset", title: s.presetRow, value: preset.map(Strings.presetTitle) ?? s.presetNone,
                     accessory: .disclosure, action: choose)
    }

    /// Back from the preset list: the Preset row's highlight goes, as a list's does
    /// (`clearsSelectionOnViewWillAppear`).
    public override func viewWillAppear(_ animated: Bool) {
        if presetRow.isHighlighted { presetRow.setHighlighted(false, animated: animated) }
    }

    /// The settings changed (the user's own change carried out, a preset chosen in the list over
    /// the Lab): the sliders, the plot and the Preset row draw them. Drawing tells no one.
    public func follow(_ settings: AppSettings) {
        presetRow.configure(Self.presetItem(settings.preset, environment.strings, choose: presetRow.item.action ?? {}))
        let p = settings.tuning.parameters(for: style)
        for row in rows { row.show(p[row.parameter.name]) }
        if let curves = PlotCurves(p) { plot.curves = curves }
    }

    public override func makeView() -> View {
        let root = StyleLabRootView(frame: Rect(origin: .zero, size: metrics.screen))
        root.controller = self
        root.name = "styleLab"
        scroll.name = "styleLabScroll"
        root.addSubview(scroll)
        scroll.addSubview(plot)
        plot.isHidden = rows.isEmpty
        scroll.addSubview(headerLabel)
        if let fileLabel { scroll.addSubview(fileLabel) }
        presetGroup.addSubview(presetRow)
        for g in [presetGroup, rowGroup, actionGroup] {
            g.cornerRadius = 10
            g.clipsToBounds = true
            scroll.addSubview(g)
        }
        rowGroup.name = "styleLabRows"
        for row in rows { rowGroup.addSubview(row) }
        for row in actionRows { actionGroup.addSubview(row) }
        apply(palette: environment.palette, to: root)
        return root
    }

    /// Lays the plot, the parameters and the actions out down the scroll view.
    func layout(in bounds: Rect) {
        scroll.frame = bounds
        let w = bounds.width - 2 * LabLayout.margin
        var y = LabLayout.place(plot: plot, width: bounds.width, metrics: metrics)
        fileLabel?.frame = plot.frame.insetBy(dx: 16, dy: 0)
        y = LabLayout.place(group: presetGroup, rows: [presetRow], rowHeight: presetRow.height(forWidth: w), at: y, width: bounds.width) - 6
        y = LabLayout.place(sectionTitle: headerLabel, at: y, width: bounds.width)
        y = LabLayout.place(group: rowGroup, rows: rows, rowHeight: LabSliderRow.height, at: y, width: bounds.width)
        _ = LabLayout.place(group: actionGroup, rows: actionRows, rowHeight: LabActionRow.height, at: y, width: bounds.width)
        scroll.contentSize = Size(bounds.width, actionGroup.frame.maxY + 24 + metrics.tabBarHeight)
    }

    /// The finger moved a slider to `v`: the owner is asked for the tuning with it, then the Lab
    /// draws what the owner holds.
    private func change(_ fullName: String, to v: Double) {
        var next = tuning
        guard (try? next.set(fullName, to: v)) != nil else { return }
        ask(next)
    }

    /// Tells the owner the tuning the user asked for, once, and draws what it then holds.
    private func ask(_ next: StyleTuning) {
        onChange(next)
        follow(settings())
    }

    /// Copy as UIKit / SwiftUI: the style's file with these numbers, and "Copied" over the screen.
    public func copyCode(_ flavor: StyleCode.Flavor) {
        copy(StyleCode.file(for: style, parameters: tuning.parameters(for: style), flavor: flavor))
        ConfirmationHUD.show(environment.strings.copied, over: view, environment: environment)
    }

    /// Save Preset: the host writes the tuning as a preset file and says what it is called.
    public func save() {
        let name = savePreset(tuning) ?? environment.strings.notSaved
        ConfirmationHUD.show(name, over: view, environment: environment)
    }

    /// Reset: the style's numbers back to the table's (the post's and the decided ones).
    public func reset() {
        var next = tuning
        next.reset(style)
        ask(next)
    }

    func apply(palette: Palette, to root: View) {
        root.backgroundColor = palette.groupedBackground
        headerLabel.textColor = palette.secondaryLabel
        fileLabel?.textColor = palette.label
        for g in [presetGroup, rowGroup, actionGroup] { g.backgroundColor = palette.groupedRow }
        presetRow.palette = palette
        for row in rows { row.apply(palette: palette) }
        for row in actionRows { row.apply(palette: palette) }
        plot.apply(environment: environment)
    }

    /// A live appearance switch.
    public func apply(palette: Palette) {
        environment.palette = palette
        if isViewLoaded { apply(palette: palette, to: view) }
    }

    /// The lab in `language`: every label at once (a live language switch).
    public func apply(language: Language) {
        environment.language = language
        let s = environment.strings
        title = s.styleLab
        headerLabel.text = s.styleLabHeader(style)
        plot.apply(environment: environment)
        for row in rows { row.strings = s }
        for (row, name) in zip(actionRows, [s.preview, s.copyAsUIKit, s.copyAsSwiftUI, s.savePreset, s.resetToPost]) {
            row.titleLabel.text = name
        }
        presetRow.configure(Self.presetItem(preset, s, choose: presetRow.item.action ?? {}))
        showFileStatus()
        if isViewLoaded { view.setNeedsLayout() }
    }

    /// A user's file saved, compiled or failed: its label says so at once.
    func showFileStatus() {
        guard let file, let fileLabel else { return }
        fileLabel.text = environment.strings.userFileStatus(file)
    }
}

/// The Style Lab's root view: lays its scroll view and rows out for the size it is given.
@MainActor
final class StyleLabRootView: View {
    weak var controller: StyleLabViewController?

    override func layoutSubviews() { controller?.layout(in: bounds) }
}
