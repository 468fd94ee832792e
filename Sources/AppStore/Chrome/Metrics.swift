import SimKit

/// The layout CardSim draws, in points: the screen and its bars come from the device being
/// simulated (`Device.current`); the rest are iOS's Today tab's numbers.
public enum Metrics {
    public static var screen: Size { Device.current.size }
    public static var statusBarHeight: Double { Device.current.statusBarHeight }
    public static var tabBarItemsHeight: Double { Device.current.tabBarItemsHeight }
    public static var homeIndicatorArea: Double { Device.current.bottomInset }
    public static var tabBarHeight: Double { tabBarItemsHeight + homeIndicatorArea }
    /// Cards: 20 pt side insets, 20 pt corners, about 30 pt between them.
    public static let cardInset = 20.0
    public static let cardRadius = 20.0
    public static let cardSpacing = 30.0
    /// The App Store's card aspect (350 x 440 on this screen).
    public static let cardAspect = 440.0 / 350.0
    /// Height of the story's artwork header when the card is open.
    public static let storyHeaderHeight = 480.0
    public static let headerHeight = 96.0
    /// Today's columns of cards: one on an iPhone, two on an iPad, as the App Store lays them out.
    public static var gridColumns: Int { Device.current.isPad ? 2 : 1 }
    /// The widest the cards may spread on a large screen (iPad: UIKit's readable width for large
    /// text is about 672–760 pt; decided here: 760, two 370 pt columns).
    public static let readableWidth = 760.0
    /// An open story's body text keeps to UIKit's readable width for body text at the default
    /// size (the readableContentGuide: 672 pt), centred, as iPadOS keeps an article's lines short;
    /// on a phone the screen less 20 pt a side is narrower.
    public static let storyTextWidth = 672.0
    public static var storyBodyWidth: Double { min(screen.width - 40, storyTextWidth) }
    /// A tab bar in a regular-width environment (iPad) lays its items out inline, each icon
    /// beside its title, and centres them as a group (`UITabBar.ItemPositioning.centered`); on a
    /// phone the items are stacked and spread across the bar.
    public static var tabBarItemsInline: Bool { Device.current.isPad }
}

/// The iOS type scale CardSim uses (SF sizes, drawn with the bundled font).
public enum Fonts {
    public static let statusTime = Font(size: 17, weight: .semibold)
    public static let headerDate = Font(size: 13, weight: .semibold)
    public static let largeTitle = Font(size: 34, weight: .bold)
    public static let cardSubtitle = Font(size: 13, weight: .semibold)
    public static let cardTitle = Font(size: 28, weight: .bold)
    public static let cardBlurb = Font(size: 15, weight: .regular)
    public static let body = Font(size: 17, weight: .regular)
    public static let tabLabel = Font(size: 10, weight: .semibold)
    /// An inline tab bar item's title: larger, beside its icon.
    public static let tabLabelInline = Font(size: 13, weight: .semibold)
}
