import SimKit

/// A sheet bar's Done button, as iOS puts it at the right of a sheet's navigation bar: the word in
/// the tint colour, semibold, with a 44 pt tall target. Its words and colours are read when it draws.
@MainActor
final class SheetDoneButton: View {
    /// The margin to the bar's right edge, as a navigation bar's trailing item has.
    static let trailingMargin = 16.0
    static let font = Font(size: 17, weight: .semibold)
    private let title: () -> String
    private let palette: () -> Palette
    private let measurer: TextMeasurer

    init(title: @escaping () -> String, palette: @escaping () -> Palette, measurer: TextMeasurer, action: @escaping () -> Void) {
        self.title = title
        self.palette = palette
        self.measurer = measurer
        super.init()
        name = "sheetDone"
        addGestureRecognizer(TapGestureRecognizer { g in if g.state == .recognized { action() } })
    }

    /// Its frame in a bar `barSize` big: right-aligned, as tall as the bar below the grabber, at
    /// least 44 pt wide.
    func place(in barSize: Size, top: Double) {
        let w = max(44, measurer.size(of: title(), font: Self.font).width + 16)
        frame = Rect(barSize.width - Self.trailingMargin - w + 8, top, w, barSize.height - top)
    }

    override func draw(in rect: Rect, canvas: Canvas) {
        let text = title()
        let s = measurer.size(of: text, font: Self.font)
        canvas.text(text, font: Self.font, color: palette().tint,
                    at: Point(rect.maxX - 8 - s.width, rect.minY + (rect.height - s.height) / 2))
    }
}
