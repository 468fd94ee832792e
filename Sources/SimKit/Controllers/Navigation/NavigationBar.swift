/// UINavigationBar: the top controller's title centred in a 44 pt bar, a back button (chevron and
/// the previous controller's title) that pops, and on the root, when asked, a large title below
/// the bar that collapses into the inline title as the content scrolls
/// (``collapseLargeTitle(forOffset:)``).
@MainActor
public final class NavigationBar: View {
    /// The bar's height without a large title, and the large title's extra height (UIKit's 44 and 52).
    public static let barHeight = 44.0
    public static let largeTitleHeight = 52.0
    /// Where the bar starts: below the status bar (the safe area of a 390 × 844 iPhone is 47 pt).
    public var topInset = 47.0
    /// Called when the back button is tapped.
    public var onBack: (() -> Void)?

    public let titleLabel: Label
    public let largeTitleLabel: Label
    public let backButton = View()
    public let backLabel: Label
    /// The part of the bar below its 44 pt where the large title shows: the title scrolls up out
    /// of it, under the inline bar, rather than over the inline title (as UIKit's does).
    private let largeTitleArea = View()
    public private(set) var showsLargeTitle = false
    /// How far the large title has scrolled away, 0…largeTitleHeight.
    public private(set) var collapse = 0.0

    public init(measurer: TextMeasurer) {
        titleLabel = Label(font: .system(17, .semibold), measurer: measurer)
        largeTitleLabel = Label(font: .system(34, .bold), measurer: measurer)
        backLabel = Label(font: .system(17), color: .systemBlue, measurer: measurer)
        super.init()
        name = "navigationBar"
        backgroundColor = Color(white: 0.97, alpha: 0.94)
        clipsToBounds = true
        backButton.name = "backButton"
        backButton.addSubview(backLabel)
        largeTitleArea.name = "largeTitleArea"
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleArea.addSubview(largeTitleLabel)
        for v in [largeTitleArea, titleLabel, backButton] as [View] { addSubview(v) }
        backButton.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.onBack?() })
    }

    /// The bar's height now: 44, plus what is left of the large title.
    public var height: Double { Self.barHeight + (showsLargeTitle ? Self.largeTitleHeight - collapse : 0) }

    /// Shows a controller's title and the back button (nil: none, at the root).
    public func show(title: String?, backTitle: String?, large: Bool) {
        titleLabel.text = title ?? ""
        largeTitleLabel.text = title ?? ""
        backLabel.text = backTitle ?? ""
        backButton.isHidden = backTitle == nil
        showsLargeTitle = large
        if !large { collapse = 0 }
        setNeedsLayout()
        layoutTitles()
    }

    /// Follows a scroll view's offset: the large title scrolls up under the bar, and the inline
    /// title fades in over the last 12 pt as it goes (UIKit swaps them when the large one is gone).
    public func collapseLargeTitle(forOffset y: Double) {
        guard showsLargeTitle else { return }
        collapse = min(max(y, 0), Self.largeTitleHeight)
        frame.size.height = height
        layoutTitles()
    }

    public override func layoutSubviews() { layoutTitles() }

    private func layoutTitles() {
        let w = frame.width, m = titleLabel.measurer
        let tw = m.size(of: titleLabel.text, font: titleLabel.font).width
        titleLabel.frame = Rect((w - tw) / 2, (Self.barHeight - m.lineHeight(of: titleLabel.font)) / 2, tw,
                                m.lineHeight(of: titleLabel.font))
        titleLabel.alpha = showsLargeTitle ? min(max((collapse - 40) / 12, 0), 1) : 1
        largeTitleLabel.isHidden = !showsLargeTitle
        largeTitleArea.frame = Rect(0, Self.barHeight, w, showsLargeTitle ? Self.largeTitleHeight - collapse : 0)
        largeTitleLabel.frame = Rect(16, -collapse, max(0, w - 32), m.lineHeight(of: largeTitleLabel.font))
        let bw = m.size(of: backLabel.text, font: backLabel.font).width
        backButton.frame = Rect(0, 0, 26 + bw + 8, Self.barHeight)
        backLabel.frame = Rect(26, (Self.barHeight - m.lineHeight(of: backLabel.font)) / 2, bw, m.lineHeight(of: backLabel.font))
    }

    /// The back chevron: two 3 pt strokes meeting at a point 12 pt wide, 21 pt tall (SF's chevron.left),
    /// in the back title's colour (the app's tint: dark mode's blue in dark mode).
    public override func draw(in rect: Rect, canvas: Canvas) {
        guard !backButton.isHidden else { return }
        let tip = Point(9, Self.barHeight / 2), h = 10.5
        let color = backLabel.textColor
        canvas.line(from: Point(tip.x + h, tip.y - h), to: tip, width: 3, color: color)
        canvas.line(from: tip, to: Point(tip.x + h, tip.y + h), width: 3, color: color)
    }
}
