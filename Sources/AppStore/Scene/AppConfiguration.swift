import SimKit

/// Everything the command line can choose about the app.
public struct AppConfiguration: Sendable {
    public var language: Language = .en
    /// The card transition style (DESIGN.md: appstore, expand, sheet, slide, zoom).
    public var style: CardTransitionStyle = .appstore
    public var deck: CardDeck
    public var date: SimDate = .reference
    public var dismissRule: DismissRule = .projection
    /// The account button's picture, resolved by the executable.
    public var avatarPath: String?

    public init(deck: CardDeck, language: Language = .en, style: CardTransitionStyle = .appstore, date: SimDate = .reference,
                dismissRule: DismissRule = .projection, avatarPath: String? = nil) {
        self.deck = deck; self.language = language; self.style = style; self.date = date
        self.dismissRule = dismissRule; self.avatarPath = avatarPath
    }
}
