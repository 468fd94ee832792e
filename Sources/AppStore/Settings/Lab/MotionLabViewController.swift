import Motion
import SimKit

/// The Motion Lab: the Lab's page for the App Store style's present, its plot and the part of its
/// table the plot reads. Four sliders (the parameters `AppStoreCardNumbers.table.plot` names: the
/// top spring's duration, damping and initial velocity, and the size curve's duration, each with
/// the table's range) drive a live
/// plot of the curves and, through `onChange`, the settings the next present reads; Preview runs
/// the present and close on the real Today screen; Copy as Swift hands the matching UIKit call and
/// its SwiftUI and iOS 17 equivalents (Motion's `SpringEquivalents`) to `copy`; Reset restores
/// the App Store post's numbers.
///
/// It knows nothing of the scene: whoever pushes it passes closures (`AppStoreScene.makeMotionLab()`
/// wires them to the scene's settings, the Today tab and the clipboard).
///
///     let lab = scene.makeMotionLab()
///     settingsNavigation.pushViewController(lab, animated: true)
@MainActor
public final class MotionLabViewController: ViewController {
    /// Reads the present's numbers in force from their owner (the scene): the Lab keeps no copy.
    private let read: () -> PresentTuning
    /// The numbers in force, as the sliders and the plot show them.
    public var tuning: PresentTuning { read() }
    var environment: AppEnvironment
    var metrics: Metrics { environment.metrics }
    private let onChange: (PresentTuning) -> Void
    private let preview: () -> Void
    private let copy: (String) -> Void

    let plot: SpringPlotView
    /// The rows of the parameters the App Store table plots (``StylePlot``), in its order: the
    /// spring's duration, damping and velocity, and the size curve's duration.
    let rows: [LabSliderRow]
    var durationRow: LabSliderRow { rows[0] }
    var dampingRow: LabSliderRow { rows[1] }
    var velocityRow: LabSliderRow { rows[2] }
    var sizeRow: LabSliderRow { rows[3] }
    private(set) var actionRows: [LabActionRow] = []
    let sectionLabel: Label
    let sliderGroup = View()
    let actionGroup = View()

    /// - Parameters:
    ///   - environment: language, palette and text measurer.
    ///   - tuning: reads the numbers in force from their owner; the Lab draws from it.
    ///   - onChange: told the tuning the user asked for (a slider moved, Reset), once a change; the
    ///     owner carries it out (the next present uses it) and the Lab draws what it then holds.
    ///   - preview: runs the present and close on the Today screen (with the tuning `onChange` gave).
    ///   - copy: receives the Swift text of Copy as Swift, for the clipboard and stdout.
    public init(environment: AppEnvironment, tuning: @escaping () -> PresentTuning, onChange: @escaping (PresentTuning) -> Void,
                preview: @escaping () -> Void, copy: @escaping (String) -> Void) {
        self.environment = environment
        read = tuning
        let tuning = tuning()
        self.onChange = onChange
        self.preview = preview
        self.copy = copy
        let s = environment.strings, m = environment.measurer
        plot = SpringPlotView(environment: environment, tuning: tuning)
        rows = Self.rowValues(tuning).map { name, v in
            LabSliderRow(parameter: Self.parameter(name), value: v, showsSource: false, measurer: m, strings: s)
        }
        for (row, name) in zip(rows, [s.springDuration, s.springDamping, s.springVelocity, s.sizeDuration]) {
            row.titleLabel.text = name
        }
        sectionLabel = Label(text: s.motionLabSection, font: Font(size: 13), measurer: m)
        super.init()
        title = s.motionLab
        for (row, key) in zip(rows, [\PresentTuning.duration, \.damping, \.velocity, \.sizeDuration]) {
            row.onChange = { [weak self] v in self?.change { $0[keyPath: key] = v } }
        }
        actionRows = [LabActionRow(title: s.preview, measurer: m) { [weak self] in self?.preview() },
                      LabActionRow(title: s.copyAsSwift, measurer: m) { [weak self] in self?.copyAsSwift() },
                      LabActionRow(title: s.reset, measurer: m) { [weak self] in self?.reset() }]
    }

    public override func makeView() -> View { buildView() }

    /// The App Store table's plot: the parameters these rows tune, by name.
    static var plot: StylePlot {
        guard let plot = AppStoreCardNumbers.table.plot else { preconditionFailure("the App Store table declares its plot") }
        return plot
    }

    /// The App Store parameter `name`, from its table.
    static func parameter(_ name: String) -> StyleParameter {
        guard let p = AppStoreCardNumbers.table.parameter(named: name) else { preconditionFailure("appstore has no \(name)") }
        return p
    }

    /// Each row's parameter name and its value in `tuning`.
    static func rowValues(_ tuning: PresentTuning) -> [(String, Double)] {
        zip(plot.names, [tuning.duration, tuning.damping, tuning.velocity, tuning.sizeDuration]).map { ($0, $1) }
    }

    /// The finger moved a slider: the owner is asked for the numbers with it, once, and the Lab
    /// draws what the owner then holds.
    private func change(_ edit: (inout PresentTuning) -> Void) {
        var next = tuning
        edit(&next)
        ask(next)
    }

    private func ask(_ next: PresentTuning) {
        onChange(next)
        show(tuning)
    }

    /// The sliders and the plot drawn from `tuning`; drawing tells no one.
    private func show(_ tuning: PresentTuning) {
        plot.tuning = tuning
        for (row, (_, v)) in zip(rows, Self.rowValues(tuning)) { row.show(v) }
    }

    /// Reset: the App Store post's numbers, asked of the owner and drawn.
    public func reset() { ask(.standard) }

    /// Copy as Swift: the text for the clipboard and stdout (`swiftCode`), handed to `copy`, and a
    /// "Copied" confirmation over the screen, as iOS shows after a copy.
    public func copyAsSwift() {
        copy(swiftCode)
        ConfirmationHUD.show(environment.strings.copied, over: view, environment: environment)
    }

    /// The UIKit calls of the present with these numbers, and the spring in SwiftUI's two forms.
    public var swiftCode: String { tuning.swiftCode }
}
