import SimKit

/// A Settings screen: an inset grouped list (iOS 15+): grey behind, white rounded groups 16 pt from
/// the edges, headers and footers in small secondary text. Subclasses say what the rows are
/// (`sections()`); `reload()` shows them again after a change, updating rows in place when the
/// list keeps its shape.
@MainActor
class GroupedListViewController: ViewController {
    /// iOS's inset grouped metrics: 16 pt insets, 10 pt corners, 35 pt between groups, headers in
    /// 13 pt 7 pt above their group.
    static let inset = 16.0, radius = 10.0, sectionGap = 35.0, firstGap = 12.0, labelGap = 7.0
    static let noteFont = Font(size: 13)

    unowned let navigator: SettingsNavigator
    /// The trace's `nav.top` while this screen is on top.
    let screenName: String
    private(set) var scrollView: ScrollView!
    private(set) var rows: [[SettingsRowView]] = []
    private var groups: [View] = []
    private var notes: [Label] = []
    private var shape: [[String]] = []
    /// The row whose push is on its way; its highlight goes when this screen shows again.
    private weak var selectedRow: SettingsRowView?

    init(navigator: SettingsNavigator, screenName: String) {
        self.navigator = navigator
        self.screenName = screenName
        super.init()
    }

    /// The rows, built from the settings and strings in effect now.
    func sections() -> [SettingsSection] { [] }
    /// The navigation bar's title.
    func screenTitle(_ s: Strings) -> String { "" }

    var palette: Palette { navigator.environment.palette }
    var metrics: Metrics { navigator.environment.metrics }
    var strings: Strings { navigator.environment.strings }
    /// The root shows a large title, so its list starts below it.
    var isRoot: Bool { navigator.nav.viewControllers.first === self }
    private var topInset: Double {
        metrics.statusBarHeight + NavigationBar.barHeight + (isRoot ? NavigationBar.largeTitleHeight : 0)
    }

    override func makeView() -> View {
        let root = View(frame: Rect(origin: .zero, size: metrics.screen))
        root.name = screenName
        let scroll = ScrollView(frame: root.bounds)
        scroll.name = screenName + "Scroll"
        scroll.didScroll = { [weak self] s in
            guard let self, self.isRoot else { return }
            self.navigator.nav.navigationBar.collapseLargeTitle(forOffset: s.contentOffset.y)
        }
        root.addSubview(scroll)
        scrollView = scroll
        title = screenTitle(strings)
        return root
    }

    override func viewDidLoad() { reload() }

    /// Builds the rows again from `sections()`; rows that are still there are updated in place.
    func reload() {
        title = screenTitle(strings)
        guard isViewLoaded else { return }
        view.backgroundColor = palette.groupedBackground
        let sections = self.sections()
        let newShape = sections.map { $0.items.map(\.id) }
        if newShape == shape {
            for (s, section) in sections.enumerated() {
                for (r, item) in section.items.enumerated() {
                    rows[s][r].palette = palette
                    rows[s][r].configure(item)
                }
            }
        } else {
            rebuild(sections)
        }
        shape = newShape
        layout(sections)
        // Rows lay their labels out now rather than at the next frame, so what the list shows and
        // what it reports agree at once (a screen laid out off screen, a test reading it).
        scrollView.layoutIfNeeded()
    }

    private func rebuild(_ sections: [SettingsSection]) {
        for v in groups + notes { v.removeFromSuperview() }
        groups = []; notes = []; rows = []
        for section in sections {
            let group = View()
            group.clipsToBounds = true
            group.cornerRadius = Self.radius
            group.name = "group"
            var groupRows: [SettingsRowView] = []
            for item in section.items {
                let row = SettingsRowView(item: item, palette: palette, measurer: navigator.environment.measurer)
                group.addSubview(row)
                groupRows.append(row)
                wire(row)
            }
            scrollView.addSubview(group)
            groups.append(group)
            rows.append(groupRows)
        }
    }

    /// A row's action runs, and its highlight goes: at once for a choice, or when this screen is
    /// back for a row that pushed one (iOS's `clearsSelectionOnViewWillAppear`).
    private func wire(_ row: SettingsRowView) {
        row.afterAction = { [weak self, weak row] in
            guard let self, let row else { return }
            if self.navigator.nav.topViewController !== self {
                self.selectedRow = row
            } else {
                row.setHighlighted(false, animated: true)
            }
        }
    }

    /// Puts the groups, rows and notes one under another, and sizes the scroll range.
    private func layout(_ sections: [SettingsSection]) {
        for n in notes { n.removeFromSuperview() }
        notes = []
        let width = metrics.screen.width - 2 * Self.inset
        var y = topInset
        for (s, section) in sections.enumerated() {
            y += s == 0 ? Self.firstGap : Self.sectionGap
            if let header = section.header {
                let label = note(strings.language == .en ? header.uppercased() : header, width: width - 2 * Self.inset)
                label.frame.origin = Point(2 * Self.inset, y)
                y += label.frame.height + Self.labelGap
            }
            var h = 0.0
            for (r, row) in rows[s].enumerated() {
                let rh = row.height(forWidth: width)
                row.frame = Rect(0, h, width, rh)
                row.showsSeparator = r < rows[s].count - 1
                h += rh
            }
            groups[s].frame = Rect(Self.inset, y, width, h)
            groups[s].backgroundColor = palette.groupedRow
            y += h
            if let footer = section.footer {
                let label = note(footer, width: width - 2 * Self.inset)
                label.frame.origin = Point(2 * Self.inset, y + Self.labelGap)
                y += Self.labelGap + label.frame.height
            }
        }
        scrollView.contentSize = Size(metrics.screen.width, y + Self.sectionGap + metrics.tabBarHeight)
    }

    private func note(_ text: String, width: Double) -> Label {
        let label = Label(text: text, font: Self.noteFont, color: palette.secondaryLabel, lines: 0,
                          measurer: navigator.environment.measurer)
        label.name = "note"
        label.isUserInteractionEnabled = false
        label.frame = Rect(0, 0, width, label.heightThatFits(width: width))
        scrollView.addSubview(label)
        notes.append(label)
        return label
    }

    override func viewWillAppear(_ animated: Bool) {
        reload()
        selectedRow?.setHighlighted(false, animated: animated)
        selectedRow = nil
    }

    /// Every row on this screen, for tests and the inspector.
    var allRows: [SettingsRowView] { rows.flatMap { $0 } }
    func row(_ id: String) -> SettingsRowView? { allRows.first { $0.item.id == id } }
}
