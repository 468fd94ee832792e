import SimKit

/// The App Store post's `AppStoreMenuViewController`: the Today list. Tapping a card presents its story with
/// the selected transition style.
@MainActor
final class TodayViewController: ViewController {
    let deck: CardDeck
    /// Its language changes when the user switches it (`apply(language:)`).
    var environment: AppEnvironment
    var metrics: Metrics { environment.metrics }
    private(set) var scrollView: ScrollView!
    private(set) var cells: [CardCell] = []
    private(set) var header: TodayHeaderView!
    /// The blurred bar behind the status bar once the list scrolls under it.
    private(set) var statusBarMaterial: BarMaterialView!
    /// Called when a card is chosen; the root wires this to the presentation.
    var didSelectCard: ((Int) -> Void)?
    /// Called when the header's avatar button is tapped; the root opens the Account sheet.
    var didTapAccount: (() -> Void)?

    init(deck: CardDeck, environment: AppEnvironment) {
        self.deck = deck
        self.environment = environment
        super.init()
    }

    override func makeView() -> View {
        let root = View(frame: Rect(origin: .zero, size: metrics.screen))
        root.backgroundColor = environment.palette.groupedBackground
        root.name = "today"
        let scroll = ScrollView(frame: root.bounds)
        scroll.name = "todayScroll"
        scroll.delaysContentTouches = false   // the App Store post: the bounce must start at once
        header = TodayHeaderView(strings: environment.strings, date: environment.date,
                                 avatarPath: environment.avatarPath, images: environment.images)
        header.palette = environment.palette
        scroll.addSubview(header)
        let avatarTap = TapGestureRecognizer { [weak self] g in
            if g.state == .recognized { self?.didTapAccount?() }
        }
        avatarTap.shouldBegin = { [weak header] g in header.map { $0.avatarHitFrame.contains(g.location(in: $0)) } ?? false }
        header.addGestureRecognizer(avatarTap)
        for (i, card) in deck.cards.enumerated() {
            let content = StoryContentView(card: card, environment: environment, expanded: false)
            let cell = CardCell(index: i, content: content)
            cell.apply(palette: environment.palette)
            let tap = TapGestureRecognizer { [weak self] g in
                if g.state == .recognized { self?.didSelectCard?(i) }
            }
            cell.addGestureRecognizer(tap)
            cells.append(cell)
            scroll.addSubview(cell)
        }
        root.addSubview(scroll)
        scrollView = scroll
        statusBarMaterial = BarMaterialView(frame: Rect(0, 0, metrics.screen.width, metrics.statusBarHeight),
                                            name: "statusBarMaterial") { [weak scroll] in
            BarMaterialView.amount(scrolledBy: scroll?.contentOffset.y ?? 0)
        }
        statusBarMaterial.palette = environment.palette
        root.addSubview(statusBarMaterial)
        layoutList()
        // The list draws its artwork as it scrolls in; asked ahead, the backend can have it ready.
        scroll.didScroll = { [weak self] _ in self?.prefetchArtwork() }
        prefetchArtwork()
        return root
    }

    /// How far past the visible list artwork is asked for ahead, in screens (UIKit's collection
    /// views prefetch a screen or so ahead, in the direction of travel and against it).
    static let prefetchScreens = 1.0

    /// Tells the image catalog the artwork of the cards within `prefetchScreens` of the visible
    /// part of the list, nearest first (a catalog skips what it has or is already decoding).
    func prefetchArtwork() {
        let reach = Self.prefetchScreens * metrics.screen.height
        let top = scrollView.contentOffset.y - reach, bottom = scrollView.contentOffset.y + metrics.screen.height + reach
        let centre = scrollView.contentOffset.y + metrics.screen.height / 2
        let near = deck.cards.indices.filter { cellFrame($0).maxY > top && cellFrame($0).minY < bottom }
            .sorted { abs(cellFrame($0).midY - centre) < abs(cellFrame($1).midY - centre) }
        environment.images.prefetch(near.map { deck.cards[$0].imagePath })
    }

    /// Frame of card `index` in the scroll view's content: one column 20 pt from the edges on an
    /// iPhone; on an iPad a grid of `Metrics.gridColumns` columns with 20 pt gutters, centred in
    /// the readable width, filled row by row.
    func cellFrame(_ index: Int) -> Rect {
        let columns = metrics.gridColumns
        let content = min(metrics.screen.width - 2 * Metrics.cardInset, Metrics.readableWidth)
        let left = (metrics.screen.width - content) / 2
        let w = ((content - Double(columns - 1) * Metrics.cardInset) / Double(columns)).rounded(.down)
        let h = (w * Metrics.cardAspect).rounded()
        let top = metrics.statusBarHeight + Metrics.headerHeight
        let row = index / columns, column = index % columns
        return Rect(left + Double(column) * (w + Metrics.cardInset), top + Double(row) * (h + Metrics.cardSpacing), w, h)
    }

    private func layoutList() {
        // The header's words and avatar line up with the cards' edges: on an iPad the grid is
        // centred in the readable width, and a header across the whole screen stood 17 pt outside it.
        let grid = cellFrame(0).minX - Metrics.cardInset
        header.frame = Rect(grid, metrics.statusBarHeight, metrics.screen.width - 2 * grid, Metrics.headerHeight)
        for (i, cell) in cells.enumerated() { cell.frame = cellFrame(i) }
        let last = cells.isEmpty ? header.frame.maxY : (0..<cells.count).map { cellFrame($0).maxY }.max() ?? 0
        scrollView.contentSize = Size(metrics.screen.width, last + Metrics.cardSpacing + metrics.tabBarHeight)
    }

    /// The card's frame on screen right now, including the scroll offset (seed: `convert(_:to:)`).
    func cardFrameOnScreen(_ index: Int) -> Rect {
        scrollView.convert(cells[index].frame, to: nil)
    }
}
