import SimKit

/// The sheet's top bar (the source post's UINavigationBar): the grabber, an optional title and a hairline.
/// It is the only part of the sheet that drags it (see `SheetGrabZone`). Its title and colours are
/// read when it draws, so a language or appearance switch shows at once.
@MainActor
final class SheetTopBar: View {
    /// iOS's grabber: 36 × 5 pt, 5 pt from the top.
    static let grabberSize = Size(36, 5)
    static let grabberTop = 5.0
    private let title: () -> String?
    private let palette: () -> Palette
    private let measurer: TextMeasurer

    /// The Done button at the right, for a sheet that has one (the Account sheet).
    private(set) var doneButton: SheetDoneButton?

    /// `done`: the Done button's action; nil draws none (a story's sheet closes by its drag alone).
    init(title: @escaping () -> String?, palette: @escaping () -> Palette, measurer: TextMeasurer,
         doneTitle: @escaping () -> String = { "Done" }, done: (() -> Void)? = nil) {
        self.title = title
        self.palette = palette
        self.measurer = measurer
        super.init()
        name = "sheetTopBar"
        if let done {
            let button = SheetDoneButton(title: doneTitle, palette: palette, measurer: measurer, action: done)
            addSubview(button)
            doneButton = button
        }
    }

    /// The title's band: below the grabber, where the Done button sits too.
    static let titleTop = 12.0

    override func layoutSubviews() { doneButton?.place(in: bounds.size, top: SheetTopBar.titleTop) }

    /// The grabber's frame in the bar.
    var grabberFrame: Rect {
        let s = SheetTopBar.grabberSize
        return Rect((bounds.width - s.width) / 2, SheetTopBar.grabberTop, s.width, s.height)
    }

    override func draw(in rect: Rect, canvas: Canvas) {
        let p = palette()
        canvas.fill(rect, color: p.background)
        // The grabber is a faint fill: the secondary label at half strength (C6C6C9 on white).
        canvas.fill(grabberFrame.offsetBy(dx: rect.minX, dy: rect.minY), radius: SheetTopBar.grabberSize.height / 2,
                    color: p.secondaryLabel.withAlpha(0.5))
        if let title = title() {
            let s = measurer.size(of: title, font: Fonts.sheetTitle)
            canvas.text(title, font: Fonts.sheetTitle, color: p.label,
                        at: Point(rect.midX - s.width / 2, rect.minY + SheetTopBar.titleTop + (rect.height - SheetTopBar.titleTop - s.height) / 2))
        }
        canvas.fill(Rect(rect.minX, rect.maxY - 0.5, rect.width, 0.5), color: p.barHairline)
    }
}

extension Fonts {
    /// A sheet's title: iOS's navigation bar title.
    static let sheetTitle = Font(size: 17, weight: .semibold)
}
