import SimKit

/// The Account sheet's list, drawn as iOS's inset grouped table: a profile row (avatar, name,
/// Apple ID), the account rows with inset separators, and Sign Out in red. The rows lead nowhere
/// (the sheet has no pages behind them), so they have no chevrons: iOS draws one only on a row that
/// pushes a page. Words and colours are read when
/// it draws (a language or appearance switch shows at once).
@MainActor
final class AccountListView: View {
    static let inset = 16.0
    static let radius = 10.0
    static let rowHeight = 44.0
    static let profileHeight = 76.0
    static let groupGap = 35.0
    static let signOutColor = Color(hex: 0xFF3B30)
    static let nameFont = Font(size: 20, weight: .semibold)
    static let emailFont = Font(size: 15, weight: .regular)
    static let rowFont = Font(size: 17, weight: .regular)

    private let stringsNow: () -> Strings
    private let palette: () -> Palette
    private let avatarPath: String?
    private let measurer: TextMeasurer
    private var strings: Strings { stringsNow() }

    /// The pressed row's highlight: its group's rounded shape (so only the group's corners round)
    /// holding a fill on the row, under the rows' words (drawn in the overlay).
    private let highlightGroup = View()
    private let highlightFill = View()
    /// The row the finger pressed and still holds, if any.
    private(set) var pressedRow: Int?

    init(strings: @escaping () -> Strings, palette: @escaping () -> Palette, avatarPath: String?, measurer: TextMeasurer) {
        stringsNow = strings
        self.palette = palette
        self.avatarPath = avatarPath
        self.measurer = measurer
        super.init()
        name = "accountList"
        highlightGroup.clipsToBounds = true
        highlightGroup.cornerRadius = AccountListView.radius
        highlightGroup.isUserInteractionEnabled = false
        highlightGroup.alpha = 0
        highlightFill.isUserInteractionEnabled = false
        highlightGroup.addSubview(highlightFill)
        addSubview(highlightGroup)
    }

    /// The rows' frames in this view, top to bottom: profile, the account rows, Sign Out.
    var rowFrames: [Rect] {
        let w = bounds.width - 2 * AccountListView.inset
        var y = 20.0
        var frames = [Rect(AccountListView.inset, y, w, AccountListView.profileHeight)]
        y += AccountListView.profileHeight + AccountListView.groupGap
        for _ in strings.accountRows {
            frames.append(Rect(AccountListView.inset, y, w, AccountListView.rowHeight))
            y += AccountListView.rowHeight
        }
        frames.append(Rect(AccountListView.inset, y + AccountListView.groupGap, w, AccountListView.rowHeight))
        return frames
    }

    /// The rounded group a row belongs to, in this view: the profile, the account rows, Sign Out.
    func groupFrame(ofRow i: Int) -> Rect {
        let frames = rowFrames, n = strings.accountRows.count
        let range = i == 0 ? 0...0 : i <= n ? 1...n : (n + 1)...(n + 1)
        let first = frames[range.lowerBound], last = frames[range.upperBound]
        return Rect(first.minX, first.minY, first.width, last.maxY - first.minY)
    }

    /// The groups' grounds; the highlight (a subview) goes over them, the words over it.
    override func draw(in rect: Rect, canvas: Canvas) {
        let p = palette()
        canvas.fill(rect, color: p.groupedBackground)
        let frames = rowFrames.map { $0.offsetBy(dx: rect.minX, dy: rect.minY) }
        let rows = strings.accountRows
        drawGroup([frames[0]], color: p.groupedRow, canvas: canvas)
        drawGroup(Array(frames[1...rows.count]), color: p.groupedRow, canvas: canvas)
        drawGroup([frames[rows.count + 1]], color: p.groupedRow, canvas: canvas)
    }

    override func drawOverlay(in rect: Rect, canvas: Canvas) {
        let p = palette()
        let frames = rowFrames.map { $0.offsetBy(dx: rect.minX, dy: rect.minY) }
        let rows = strings.accountRows
        drawProfile(frames[0], palette: p, canvas: canvas)
        for (i, title) in rows.enumerated() {
            let f = frames[i + 1]
            rowText(title, in: f, color: p.label, canvas: canvas)
            if i < rows.count - 1 { canvas.fill(Rect(f.minX + 16, f.maxY - 0.5, f.width - 16, 0.5), color: p.barHairline) }
        }
        rowText(strings.signOut, in: frames[rows.count + 1], color: AccountListView.signOutColor, canvas: canvas)
    }

    // MARK: The press

    /// A row highlights the moment it is pressed, as a table's row does (systemGray4), and lets go
    /// of the highlight over UITableView's deselection time once the finger lifts or leaves it.
    /// The rows lead nowhere, so a lift does nothing else.
    override func touchesBegan(_ touch: Touch) {
        let p = touch.location(in: self)
        guard let i = rowFrames.firstIndex(where: { $0.contains(p) }) else { return }
        pressedRow = i
        let group = groupFrame(ofRow: i)
        View.performWithoutAnimation {
            highlightGroup.removeAllAnimations(keepingPresentation: false)
            highlightGroup.frame = group
            highlightFill.frame = rowFrames[i].offsetBy(dx: -group.minX, dy: -group.minY)
            highlightFill.backgroundColor = palette().cellHighlight
            highlightGroup.alpha = 1
        }
    }

    override func touchesMoved(_ touch: Touch) {
        guard let i = pressedRow, !rowFrames[i].contains(touch.location(in: self)) else { return }
        unhighlight()
    }

    override func touchesEnded(_ touch: Touch) { unhighlight() }
    override func touchesCancelled(_ touch: Touch) { unhighlight() }

    private func unhighlight() {
        guard pressedRow != nil else { return }
        pressedRow = nil
        View.animate(withDuration: SettingsRowView.unhighlightDuration) { self.highlightGroup.alpha = 0 }
    }

    /// One white rounded group around consecutive rows.
    private func drawGroup(_ rows: [Rect], color: Color, canvas: Canvas) {
        guard let first = rows.first, let last = rows.last else { return }
        canvas.fill(Rect(first.minX, first.minY, first.width, last.maxY - first.minY), radius: AccountListView.radius, color: color)
    }

    private func drawProfile(_ f: Rect, palette p: Palette, canvas: Canvas) {
        let d = 56.0
        let a = Rect(f.minX + 12, f.midY - d / 2, d, d)
        if let avatarPath {
            canvas.image(avatarPath, dest: a, clipRect: a, radius: d / 2)
        } else {
            canvas.circle(center: a.center, radius: d / 2, color: p.avatarPlaceholder)
        }
        let x = a.maxX + 12
        let nameH = measurer.lineHeight(of: AccountListView.nameFont)
        let mailH = measurer.lineHeight(of: AccountListView.emailFont)
        let top = f.midY - (nameH + 2 + mailH) / 2
        canvas.text(strings.accountName, font: AccountListView.nameFont, color: p.label, at: Point(x, top))
        canvas.text(strings.accountEmail, font: AccountListView.emailFont, color: p.secondaryLabel, at: Point(x, top + nameH + 2))
    }

    private func rowText(_ s: String, in f: Rect, color: Color, canvas: Canvas) {
        let h = measurer.lineHeight(of: AccountListView.rowFont)
        canvas.text(s, font: AccountListView.rowFont, color: color, at: Point(f.minX + 16, f.midY - h / 2))
    }
}
