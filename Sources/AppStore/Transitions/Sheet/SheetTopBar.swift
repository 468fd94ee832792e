import SimKit

/// The sheet's top bar (the seed's UINavigationBar): the grabber, an optional title and a hairline.
/// It is the only part of the sheet that drags it (see `SheetGrabZone`).
@MainActor
final class SheetTopBar: View {
    /// iOS's grabber: 36 × 5 pt, 5 pt from the top.
    static let grabberSize = Size(36, 5)
    static let grabberTop = 5.0
    static let grabberColor = Color(hex: 0xC7C7CC)
    let title: String?
    private let titleSize: Size?

    init(title: String?, measurer: TextMeasurer) {
        self.title = title
        titleSize = title.map { measurer.size(of: $0, font: Fonts.sheetTitle) }
        super.init()
        name = "sheetTopBar"
        backgroundColor = .white
    }

    /// The grabber's frame in the bar.
    var grabberFrame: Rect {
        let s = SheetTopBar.grabberSize
        return Rect((bounds.width - s.width) / 2, SheetTopBar.grabberTop, s.width, s.height)
    }

    override func draw(in rect: Rect, canvas: Canvas) {
        canvas.fill(grabberFrame, radius: SheetTopBar.grabberSize.height / 2, color: SheetTopBar.grabberColor)
        if let title, let s = titleSize {
            canvas.text(title, font: Fonts.sheetTitle, color: .label,
                        at: Point(rect.midX - s.width / 2, rect.minY + 12 + (rect.height - 12 - s.height) / 2))
        }
        canvas.fill(Rect(rect.minX, rect.maxY - 0.5, rect.width, 0.5), color: .separator)
    }
}

extension Fonts {
    /// A sheet's title: iOS's navigation bar title.
    static let sheetTitle = Font(size: 17, weight: .semibold)
}
