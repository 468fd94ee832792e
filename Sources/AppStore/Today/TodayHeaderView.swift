import SimKit

/// The large-title header: the date in small caps grey, "Today" in 34 pt bold, and the round
/// account button on the right.
@MainActor
final class TodayHeaderView: View {
    private var dateLine: String
    private var title: String
    private let avatarPath: String?
    private let avatarSize: Size?
    /// The appearance's colours, read when drawing.
    var palette = Palette.light

    init(strings: Strings, date: SimDate, avatarPath: String?, images: ImageCatalog) {
        dateLine = strings.dateLine(date)
        title = strings.today
        self.avatarPath = avatarPath
        avatarSize = avatarPath.flatMap { images.imageSize($0) }
        super.init()
        name = "header"
    }

    /// A language switch: the date and title in the new language.
    func relabel(strings: Strings, date: SimDate) {
        dateLine = strings.dateLine(date)
        title = strings.today
    }

    /// The avatar button's frame in this view.
    var avatarFrame: Rect { Rect(bounds.width - 20 - 36, 40, 36, 36) }
    /// Where a tap opens the account: iOS's 44 pt minimum target around the 36 pt button.
    var avatarHitFrame: Rect { avatarFrame.insetBy(dx: -4, dy: -4) }

    override func draw(in rect: Rect, canvas: Canvas) {
        canvas.text(dateLine, font: Fonts.headerDate, color: palette.secondaryLabel, at: Point(20, 12))
        canvas.text(title, font: Fonts.largeTitle, color: palette.label, at: Point(20, 34))
        let a = avatarFrame
        if let avatarPath, let s = avatarSize {
            canvas.image(avatarPath, dest: a, clipRect: a, radius: 18)
            _ = s
        } else {
            canvas.circle(center: a.center, radius: 18, color: palette.avatarPlaceholder)
        }
    }
}
