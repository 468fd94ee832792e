/// The back button's chevron: two 3 pt strokes meeting at a point 12 pt wide, 21 pt tall (SF's
/// chevron.left), in the back title's colour (the app's tint: dark mode's blue in dark mode). A view
/// of its own so that it can fade in and out while a push or pop runs.
@MainActor
public final class BackChevronView: View {
    /// The label whose colour the chevron takes, read when drawing.
    private unowned let tintSource: Label

    init(tintFrom label: Label) {
        tintSource = label
        super.init()
        name = "backChevron"
        isUserInteractionEnabled = false
    }

    public override func draw(in rect: Rect, canvas: Canvas) {
        let tip = Point(9, NavigationBar.barHeight / 2), h = 10.5
        let color = tintSource.textColor
        canvas.line(from: Point(tip.x + h, tip.y - h), to: tip, width: 3, color: color)
        canvas.line(from: tip, to: Point(tip.x + h, tip.y + h), width: 3, color: color)
    }
}
