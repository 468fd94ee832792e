/// UINavigationBar: the top controller's title centred in a 44 pt bar, a back button (chevron and
/// the previous controller's title) that pops, and on the root, when asked, a large title below
/// the bar that collapses into the inline title as the content scrolls
/// (``collapseLargeTitle(forOffset:)``).
@MainActor
public final class NavigationBar: View {
    /// The bar's height without a large title, and the large title's extra height (UIKit's 44 and 52).
    public static let barHeight = 44.0
    public static let largeTitleHeight = 52.0
    /// Where the bar starts: below the status bar, the safe area's top. Its owner sets it for the
    /// device it lays out on; until then, the default device's (47 pt on a 390 × 844 iPhone).
    public var topInset = Device.standard.statusBarHeight
    /// Called when the back button is tapped.
    public var onBack: (() -> Void)?

    public let titleLabel: Label
    public let largeTitleLabel: Label
    public let backButton = View()
    public let backLabel: Label
    /// The back button's chevron, in the back title's colour.
    public let backChevron: BackChevronView
    /// The part of the bar below its 44 pt where the large title shows: the title scrolls up out
    /// of it, under the inline bar, rather than over the inline title (as UIKit's does).
    let largeTitleArea = View()
    public internal(set) var showsLargeTitle = false
    /// How far the root's large title has scrolled away, 0…largeTitleHeight. Kept while another
    /// screen is on top, so the root's title comes back as its list left it.
    public private(set) var collapse = 0.0
    /// How far the content is pulled down past its top (0 at rest): the large title comes down with
    /// it and grows a little, as UIKit's does, instead of leaving a gap above the list.
    public private(set) var stretch = 0.0
    /// The large title's scale for a pull of `stretch` points: 1 at rest, up to `maxStretchScale`
    /// at `fullStretch` and beyond (decided here, close to iOS's).
    public static let maxStretchScale = 1.1, fullStretch = 120.0
    /// The push or pop the bar is animating, if any (see `NavigationBar+Transition.swift`).
    var transition: NavigationBarTransition?

    public init(measurer: TextMeasurer) {
        titleLabel = Label(font: .system(17, .semibold), measurer: measurer)
        largeTitleLabel = Label(font: .system(34, .bold), measurer: measurer)
        backLabel = Label(font: .system(17), color: .systemBlue, measurer: measurer)
        backChevron = BackChevronView(tintFrom: backLabel)
        super.init()
        name = "navigationBar"
        backgroundColor = Color(white: 0.97, alpha: 0.94)
        clipsToBounds = true
        backButton.name = "backButton"
        backButton.addSubview(backChevron)
        backButton.addSubview(backLabel)
        largeTitleArea.name = "largeTitleArea"
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleArea.addSubview(largeTitleLabel)
        for v in [largeTitleArea, titleLabel, backButton] as [View] { addSubview(v) }
        backButton.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.onBack?() })
    }

    /// The bar's height now: 44, plus what is left of the large title.
    public var height: Double { Self.barHeight + (showsLargeTitle ? Self.largeTitleHeight - collapse + stretch : 0) }

    /// Shows a controller's title and the back button (nil: none, at the root), at rest: a push or
    /// pop the bar was animating ends here.
    public func show(title: String?, backTitle: String?, large: Bool) {
        endTransition()
        titleLabel.text = title ?? ""
        largeTitleLabel.text = title ?? ""
        backLabel.text = backTitle ?? ""
        backButton.isHidden = backTitle == nil
        showsLargeTitle = large
        setNeedsLayout()
        layoutTitles()
    }

    /// Follows a scroll view's offset: the large title scrolls up under the bar, and the inline
    /// title fades in over the last 12 pt as it goes (UIKit swaps them when the large one is gone).
    public func collapseLargeTitle(forOffset y: Double) {
        guard showsLargeTitle else { return }
        collapse = min(max(y, 0), Self.largeTitleHeight)
        stretch = max(-y, 0)
        // A push or pop owns the bar's frame and titles until it ends; the end lays them out.
        guard transition == nil else { return }
        frame.size.height = height
        layoutTitles()
    }

    /// At rest only: while a push or pop runs, its animations place the titles.
    public override func layoutSubviews() {
        if transition == nil { layoutTitles() }
    }

    /// Places the titles, the back button and the large title where they rest for the bar's state.
    func layoutTitles() {
        let w = frame.width, m = titleLabel.measurer
        let tw = m.size(of: titleLabel.text, font: titleLabel.font).width
        titleLabel.frame = Rect((w - tw) / 2, (Self.barHeight - m.lineHeight(of: titleLabel.font)) / 2, tw,
                                m.lineHeight(of: titleLabel.font))
        titleLabel.alpha = showsLargeTitle ? min(max((collapse - 40) / 12, 0), 1) : 1
        largeTitleLabel.isHidden = !showsLargeTitle
        largeTitleArea.frame = Rect(0, Self.barHeight, w, showsLargeTitle ? Self.largeTitleHeight - collapse + stretch : 0)
        // Pulled down, the title comes down with the content and grows from its top-left corner.
        let s = 1 + (Self.maxStretchScale - 1) * min(stretch / Self.fullStretch, 1)
        let lw = max(0, w - 32), lh = m.lineHeight(of: largeTitleLabel.font)
        largeTitleLabel.frame = Rect(16 + lw * (s - 1) / 2, -collapse + stretch + lh * (s - 1) / 2, lw, lh)
        largeTitleLabel.transform = s == 1 ? .identity : Transform(scaleX: s, y: s)
        let bw = m.size(of: backLabel.text, font: backLabel.font).width
        backButton.frame = Rect(0, 0, 26 + bw + 8, Self.barHeight)
        backLabel.frame = Rect(26, (Self.barHeight - m.lineHeight(of: backLabel.font)) / 2, bw, m.lineHeight(of: backLabel.font))
        backChevron.frame = Rect(0, 0, 26, Self.barHeight)
    }
}
