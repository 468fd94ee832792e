/// The phone or tablet being simulated: its screen in points and what iOS lays out around the
/// content on it. Every size the app draws with comes from here: a scene is made for one device
/// and hands it down (`Metrics` in AppStore), so scenes for several devices can run in one process
/// (`--compare` across devices), each laid out for its own.
///
/// Sources: points and safe areas from Apple's Human Interface Guidelines, "Layout" (device screen
/// sizes) and the iOS Simulator's device types; status bar heights are the safe area's top on each
/// device (UIKit's `statusBarFrame`); screen corner radii from the Simulator's device frames
/// (`_displayCornerRadius`). A number marked "decided here" has no published source.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The name `--device`, `set device` and the trace use.
    public let name: String
    /// What a person calls it.
    public let title: String
    /// The screen in points, portrait.
    public let size: Size
    /// The status bar's height, which is also the safe area's top.
    public let statusBarHeight: Double
    /// The safe area's bottom: the home indicator's strip; 0 on a device with a home button.
    public let bottomInset: Double
    /// The tab bar's items above the bottom inset (49 on iPhone, 50 on iPad).
    public let tabBarItemsHeight: Double
    /// The display's corner radius; 0 for square corners.
    public let screenCornerRadius: Double
    /// What interrupts the top of the screen.
    public let cutout: Cutout
    /// A tablet: Today lays its cards out in a grid.
    public let isPad: Bool

    public enum Cutout: String, Sendable {
        /// A flat top (a home-button iPhone, an iPad).
        case none
        /// The notch: the status bar's time and icons sit either side of it.
        case notch
        /// The Dynamic Island, drawn on the screen as a black capsule.
        case island
    }

    public var description: String { name }

    /// Whether the device has a home button (no home indicator).
    public var hasHomeButton: Bool { bottomInset == 0 && !isPad }

    /// The Dynamic Island's capsule on screen: 126 × 37 pt, 11 pt from the top, centred (decided
    /// here from Apple's marketing images and the Simulator's frame; Apple publishes no figure).
    public var islandRect: Rect? {
        guard cutout == .island else { return nil }
        return Rect((size.width - 126) / 2, 11, 126, 37)
    }

    // MARK: The devices

    /// iPhone SE (3rd generation): 375 × 667 pt, 20 pt status bar, a home button, square corners.
    public static let iPhoneSE = Device(name: "iphone-se", title: "iPhone SE", size: Size(375, 667), statusBarHeight: 20,
                                        bottomInset: 0, tabBarItemsHeight: 49, screenCornerRadius: 0, cutout: .none, isPad: false)
    /// iPhone 14 (and 12, 13): 390 × 844 pt, the notch, 47 pt status bar, 34 pt home indicator.
    public static let iPhone14 = Device(name: "iphone-14", title: "iPhone 14", size: Size(390, 844), statusBarHeight: 47,
                                        bottomInset: 34, tabBarItemsHeight: 49, screenCornerRadius: 47.33, cutout: .notch, isPad: false)
    /// iPhone 16 Pro: 402 × 874 pt, the Dynamic Island, 62 pt status bar.
    public static let iPhone16Pro = Device(name: "iphone-16-pro", title: "iPhone 16 Pro", size: Size(402, 874), statusBarHeight: 62,
                                           bottomInset: 34, tabBarItemsHeight: 49, screenCornerRadius: 62, cutout: .island, isPad: false)
    /// iPhone 16 Pro Max: 440 × 956 pt, the Dynamic Island, 62 pt status bar.
    public static let iPhone16ProMax = Device(name: "iphone-16-pro-max", title: "iPhone 16 Pro Max", size: Size(440, 956),
                                              statusBarHeight: 62, bottomInset: 34, tabBarItemsHeight: 49, screenCornerRadius: 62,
                                              cutout: .island, isPad: false)
    /// iPad Pro 11-inch: 834 × 1194 pt, 24 pt status bar, 20 pt home indicator, 50 pt tab bar items.
    public static let iPad11 = Device(name: "ipad-11", title: "iPad Pro 11-inch", size: Size(834, 1194), statusBarHeight: 24,
                                      bottomInset: 20, tabBarItemsHeight: 50, screenCornerRadius: 18, cutout: .none, isPad: true)

    /// Every device, smallest first; `iphone-14` is the default.
    public static let all: [Device] = [.iPhoneSE, .iPhone14, .iPhone16Pro, .iPhone16ProMax, .iPad11]
    public static let standard = Device.iPhone14

    /// The device called `name`, or nil.
    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }
}
