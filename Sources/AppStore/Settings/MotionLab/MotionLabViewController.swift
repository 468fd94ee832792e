import Motion
import SimKit

/// The Motion Lab: a pushed screen for tuning the App Store post's present. Four sliders (the
/// top spring's duration, damping and initial velocity, and the size curve's duration) drive a live
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
    /// The sliders' ranges and steps. Steps keep the copied numbers short ("0.62", not 0.6183…);
    /// UIKit's damping stops at 1 (it clamps above), and 0.05 is about the least a card survives.
    static let durationRange = 0.1...2.0, durationStep = 0.01
    static let dampingRange = 0.05...1.0, dampingStep = 0.01
    static let velocityRange = 0.0...10.0, velocityStep = 0.1
    static let sizeRange = 0.1...2.0, sizeStep = 0.01

    /// The numbers on screen; every change goes to `onChange`.
    public private(set) var tuning: PresentTuning
    var environment: AppEnvironment
    var metrics: Metrics { environment.metrics }
    private let onChange: (PresentTuning) -> Void
    private let preview: () -> Void
    private let copy: (String) -> Void

    let plot: SpringPlotView
    let durationRow: MotionLabSliderRow
    let dampingRow: MotionLabSliderRow
    let velocityRow: MotionLabSliderRow
    let sizeRow: MotionLabSliderRow
    private(set) var actionRows: [MotionLabActionRow] = []
    let sectionLabel: Label
    let sliderGroup = View()
    let actionGroup = View()

    /// - Parameters:
    ///   - environment: language, palette and text measurer.
    ///   - tuning: the numbers in effect when the screen opens.
    ///   - onChange: told every new tuning (a slider moved, Reset); the next present must use it.
    ///   - preview: runs the present and close on the Today screen (with the tuning `onChange` gave).
    ///   - copy: receives the Swift text of Copy as Swift, for the clipboard and stdout.
    public init(environment: AppEnvironment, tuning: PresentTuning, onChange: @escaping (PresentTuning) -> Void,
                preview: @escaping () -> Void, copy: @escaping (String) -> Void) {
        self.environment = environment
        self.tuning = tuning
        self.onChange = onChange
        self.preview = preview
        self.copy = copy
        let s = environment.strings, m = environment.measurer
        plot = SpringPlotView(environment: environment, tuning: tuning)
        durationRow = MotionLabSliderRow(title: s.springDuration, value: tuning.duration, range: Self.durationRange,
                                         step: Self.durationStep, measurer: m, format: s.seconds)
        dampingRow = MotionLabSliderRow(title: s.springDamping, value: tuning.damping, range: Self.dampingRange,
                                        step: Self.dampingStep, measurer: m, format: { SpringEquivalents.literal($0) })
        velocityRow = MotionLabSliderRow(title: s.springVelocity, value: tuning.velocity, range: Self.velocityRange,
                                         step: Self.velocityStep, measurer: m, format: { SpringEquivalents.literal($0) })
        sizeRow = MotionLabSliderRow(title: s.sizeDuration, value: tuning.sizeDuration, range: Self.sizeRange,
                                     step: Self.sizeStep, measurer: m, format: s.seconds)
        sectionLabel = Label(text: s.motionLabSection, font: Font(size: 13), measurer: m)
        super.init()
        title = s.motionLab
        for (row, key) in [(durationRow, \PresentTuning.duration), (dampingRow, \.damping), (velocityRow, \.velocity),
                           (sizeRow, \.sizeDuration)] {
            row.slider.onValueChanged = { [weak self, weak row] v in
                row?.updateValueLabel()
                self?.change { $0[keyPath: key] = v }
            }
        }
        actionRows = [MotionLabActionRow(title: s.preview, measurer: m) { [weak self] in self?.preview() },
                      MotionLabActionRow(title: s.copyAsSwift, measurer: m) { [weak self] in self?.copyAsSwift() },
                      MotionLabActionRow(title: s.reset, measurer: m) { [weak self] in self?.reset() }]
    }

    public override func makeView() -> View { buildView() }

    private func change(_ edit: (inout PresentTuning) -> Void) {
        var next = tuning
        edit(&next)
        guard next != tuning else { return }
        tuning = next
        plot.tuning = next
        onChange(next)
    }

    /// Reset: the App Store post's numbers, on the sliders, the plot and the settings.
    public func reset() {
        change { $0 = .standard }
        for (row, v) in [(durationRow, tuning.duration), (dampingRow, tuning.damping), (velocityRow, tuning.velocity),
                         (sizeRow, tuning.sizeDuration)] {
            row.slider.value = v
            row.updateValueLabel()
        }
    }

    /// Copy as Swift: the text for the clipboard and stdout (`swiftCode`), handed to `copy`, and a
    /// "Copied" confirmation over the screen, as iOS shows after a copy.
    public func copyAsSwift() {
        copy(swiftCode)
        ConfirmationHUD.show(environment.strings.copied, over: view, environment: environment)
    }

    /// The UIKit calls of the present with these numbers, and the spring in SwiftUI's two forms.
    public var swiftCode: String { tuning.swiftCode }
}
