import SimKit

/// Everything the command line can choose about the app.
public struct AppConfiguration: Sendable {
    /// The settings the app starts with: the stored file under the flags.
    public var settings = AppSettings()
    /// The interface and card language; the same value as `settings.lang`.
    public var language: Language {
        get { settings.lang }
        set { settings.lang = newValue }
    }
    /// The card transition style (appstore, expand, sheet, slide, zoom: docs/transitions.md); `settings.style`.
    public var style: CardTransitionStyle {
        get { settings.style }
        set { settings.style = newValue }
    }
    public var deck: CardDeck
    /// The phone or tablet simulated (`--device`): every size the scene lays out with; `settings.device`.
    public var device: Device {
        get { settings.device }
        set { settings.device = newValue }
    }
    public var date: SimDate = .reference
    public var dismissRule: DismissRule = .projection
    /// The account button's picture, resolved by the executable.
    public var avatarPath: String?
    /// The About screen's version, settings file and licences; the executable knows the path.
    public var about = AboutInfo()
    /// Whether the desktop prefers dark, for Automatic; nil when nothing says (then light).
    public var systemIsDark: Bool?

    public init(deck: CardDeck, language: Language = .en, style: CardTransitionStyle = .standard, date: SimDate = .reference,
                dismissRule: DismissRule = .projection, avatarPath: String? = nil) {
        self.deck = deck; self.date = date
        settings.lang = language; settings.style = style
        self.dismissRule = dismissRule; self.avatarPath = avatarPath
    }
}
