import SimKit

/// The sheet style's numbers. The post lost its constants with a screenshot; the numbers it runs on
/// are GITransition's, the library it ports, and are marked so. Its release rule is the post's own.
struct SheetNumbers {
    static let table = StyleParameterTable(style: "sheet", plot: StylePlot(springDuration: "present.duration", springDamping: "present.damping",
                                                                  springVelocity: "present.velocity"), [
        .init("present.duration", 1, .seconds, 0.05...5,
              .post("GITransition: UIView.animate(withDuration: 1.0, … usingSpringWithDamping: 100, initialSpringVelocity: 10)"),
              "the spring that brings the sheet up, and takes it away on a close"),
        .init("present.damping", 1, .ratio, 0.05...1,
              .decided("GITransition passes usingSpringWithDamping: 100, which UIKit takes as a ratio and clamps to 1 (critical): what its sheet shows."),
              "the spring's damping ratio"),
        .init("present.velocity", 10, .relativeVelocity, 0...50, .post("GITransition: initialSpringVelocity: 10"),
              "the spring's initial velocity"),
        .init("presenter.minScale", 0.9, .ratio, 0.1...1, .post("GITransition: NonModalViewMinScale = 0.9"),
              "the presenting screen's scale behind the sheet at rest"),
        .init("presenter.minAlpha", 0.6, .ratio, 0...1, .post("GITransition: NonModalViewMinAlpha = 0.6"),
              "the presenting screen's opacity over black behind the sheet at rest"),
        .init("sheet.top", 44, .points, 0...400, .post("GITransition: ModalViewYOffset = 44"),
              "how far below the screen's top the sheet rests"),
        .init("settle.min", 0.2, .seconds, 0.01...5, .post("if duration < 0.2 { duration = 0.2 }"),
              "the shortest settle after a release"),
        .init("settle.max", 0.4, .seconds, 0.01...5,
              .post("else if duration > 0.4 { duration = 0.4 }; also a release with no velocity"),
              "the longest settle after a release"),
        .init("settle.dismiss", 1, .ratio, 0...1,
              .decided("The post times both ways but its dismiss calls dismiss(animated: true), which runs GITransition's 1.0 s spring from rest, so a flick away slows to a crawl and the computed time is never used. 1 eases the dismiss away in the post's settle time, as its cancel does; 0 runs the post's dismiss(animated: true)."),
              "1: a release that dismisses eases away in the settle time; 0: it runs the present spring backwards"),
    ])

    let springDuration, springDamping, springVelocity, minScale, minAlpha, topOffset: Double
    let settle: ClosedRange<Double>
    let dismissSettles: Bool
    /// The screen the sheet rises on, in points: the post's `toView.bounds`.
    let screen: Size
    /// The sheet's width, centred on the screen: the screen's on a phone, the page sheet's card on
    /// an iPad (`Metrics.sheetWidth`).
    let width: Double

    init(_ p: StyleParameters = Self.table.defaults, screen: Size, width: Double? = nil) {
        self.screen = screen
        self.width = min(width ?? screen.width, screen.width)
        springDuration = p["present.duration"]; springDamping = p["present.damping"]; springVelocity = p["present.velocity"]
        minScale = p["presenter.minScale"]; minAlpha = p["presenter.minAlpha"]; topOffset = p["sheet.top"]
        settle = min(p["settle.min"], p["settle.max"])...max(p["settle.min"], p["settle.max"])
        dismissSettles = p["settle.dismiss"] >= 0.5
    }

    /// The drag's whole distance, the post's `toView.bounds.height`: from rest until the sheet's top
    /// reaches the screen's bottom. The present and dismiss travel the same distance, so a grab
    /// mid-flight finds the presenter exactly where the drag formula puts it.
    var travel: Double { screen.height - topOffset }

    /// The release rule: the post's, with "the upper half" meaning the sheet's top above the middle
    /// of the screen (the post tested the top bar's own frame, always near 0: a bug).
    var releaseRule: ReleaseRule {
        .lowerHalf(height: travel, halfway: screen.height / 2 - topOffset, settle: settle)
    }

    /// The presenter's scale or alpha for a drag `progress` (0 at rest, 1 gone): the post's
    /// `min + (1 - min) × percentage`.
    static func presenterValue(min: Double, progress: Double) -> Double { min + (1 - min) * progress }

    /// The sheet's frame when its top is `distance` points below rest: centred across the screen.
    func sheetFrame(distance: Double) -> Rect {
        Rect((screen.width - width) / 2, topOffset + distance, width, travel + SheetTransition.cornerRadius)
    }
}
