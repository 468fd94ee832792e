import SimKit

/// One Today card: artwork, text colour and its words in each language.
///
///     let deck = try CardDeck.load(path: "Assets/cards.json")
///     let card = deck.cards[0]
///     draw(image: card.imagePath); label(card.text(.ko).title, color: card.textColor)
public struct Card: Sendable, Equatable {
    /// Stable identifier from the file, unique within a deck.
    public var id: String
    /// Path to the artwork (PNG), already resolved against the card file's directory: absolute if
    /// the card file's path was absolute, otherwise relative to the current directory.
    public var imagePath: String
    /// Colour of the subtitle, title and blurb drawn over the artwork.
    public var textColor: Color
    /// The text per language; at least one entry.
    public var texts: [Language: CardText]

    /// Creates a card; `texts` must hold at least one language.
    public init(id: String, imagePath: String, textColor: Color, texts: [Language: CardText]) {
        precondition(!texts.isEmpty, "a card needs text in at least one language")
        self.id = id
        self.imagePath = imagePath
        self.textColor = textColor
        self.texts = texts
    }

    /// The text in `lang`; a card written in only one language shows that language instead
    /// (English first, then Korean), so a user's one-language file still works under `--lang`.
    public func text(_ lang: Language) -> CardText {
        if let own = texts[lang] { return own }
        for other in Language.allCases { if let t = texts[other] { return t } }
        preconditionFailure("a card needs text in at least one language")
    }
}
