import SimKit

/// The iPhone 12-class layout CardSim draws, in points. Numbers from iOS's Today tab.
public enum Metrics {
    public static let screen = Size.phoneScreen
    public static let statusBarHeight = 47.0
    public static let tabBarItemsHeight = 49.0
    public static let homeIndicatorArea = 34.0
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
}
