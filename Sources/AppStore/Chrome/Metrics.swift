import SimKit

/// The layout CardSim draws, in points. A value is one device's: its screen and bars, and what
/// follows from them. The scene makes it from its device and hands it down through
/// `AppEnvironment.metrics`, so the device has one owner and a scene for another device lays out
/// for that one (UIKit's views read their window's screen and traits the same way). The static
/// numbers are iOS's Today tab's, the same on every device.
public struct Metrics: Sendable {
    public let device: Device
    public init(_ device: Device) { self.device = device }
    /// The default device's (`Device.standard`): what a view made outside any scene lays out for.
    public static let standard = Metrics(.standard)

    public var screen: Size { device.size }
    public var statusBarHeight: Double { device.statusBarHeight }
    public var tabBarItemsHeight: Double { device.tabBarItemsHeight }
    public var homeIndicatorArea: Double { device.bottomInset }
    public var tabBarHeight: Double { tabBarItemsHeight + homeIndicatorArea }
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
    public var gridColumns: Int { device.isPad ? 2 : 1 }
    /// The widest the cards may spread on a large screen (iPad: UIKit's readable width for large
    /// text is about 672–760 pt; decided here: 760, two 370 pt columns).
    public static let readableWidth = 760.0
    /// An open story's body text keeps to UIKit's readable width for body text at the default
    /// size (the readableContentGuide: 672 pt), centred, as iPadOS keeps an article's lines short;
    /// on a phone the screen less 20 pt a side is narrower.
    public static let storyTextWidth = 672.0
    public var storyBodyWidth: Double { min(screen.width - 40, Self.storyTextWidth) }
    /// An iPad's page sheet: iPadOS shows it in a regular-width environment as a card of this width,
    /// centred over the presenter (704 pt on the 11-inch in portrait, the one iPad and orientation
    /// simulated). Decided here: it follows the readable width, not the screen's, so it stays one
    /// number for any iPad or orientation added later.
    public static let padSheetWidth = 704.0
    /// How wide a sheet is: a phone's fills the screen; an iPad's is the page sheet's card, never
    /// wider than the screen.
    public var sheetWidth: Double { device.isPad ? min(Self.padSheetWidth, screen.width) : screen.width }
    /// A tab bar in a regular-width environment (iPad) lays its items out inline, each icon
    /// beside its title, and centres them as a group (`UITabBar.ItemPositioning.centered`); on a
    /// phone the items are stacked and spread across the bar.
    public var tabBarItemsInline: Bool { device.isPad }
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
