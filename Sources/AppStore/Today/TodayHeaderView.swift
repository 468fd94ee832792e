import SimKit

/// The large-title header: the date in small caps grey, "Today" in 34 pt bold, and the round
/// account button on the right.
@MainActor
final class TodayHeaderView: View {
    private let dateLine: String
    private let title: String
    private let avatarPath: String?
    private let avatarSize: Size?

    init(strings: Strings, date: SimDate, avatarPath: String?, images: ImageCatalog) {
        dateLine = strings.dateLine(date)
        title = strings.today
        self.avatarPath = avatarPath
        avatarSize = avatarPath.flatMap { images.imageSize($0) }
        super.init()
        name = "header"
    }

    /// The avatar button's frame in this view.
    var avatarFrame: Rect { Rect(bounds.width - 20 - 36, 40, 36, 36) }

    override func draw(in rect: Rect, canvas: Canvas) {
        canvas.text(dateLine, font: Fonts.headerDate, color: .secondaryLabel, at: Point(20, 12))
        canvas.text(title, font: Fonts.largeTitle, color: .label, at: Point(20, 34))
        let a = avatarFrame
        if let avatarPath, avatarSize != nil {
            canvas.image(avatarPath, dest: a, clipRect: a, radius: 18)
        } else {
            canvas.circle(center: a.center, radius: 18, color: Color(hex: 0xC7C7CC))
        }
    }
}
