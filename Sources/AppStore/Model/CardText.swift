/// The words of one card in one language.
///
///     CardText(subtitle: "APP OF THE DAY", title: "Chase the Northern Lights",
///              blurb: "Forecasts for the sky's best show.", body: ["…", "…"])
public struct CardText: Sendable, Equatable {
    /// Small-caps line above the title ("APP OF THE DAY").
    public var subtitle: String
    /// The big bold title on the card.
    public var title: String
    /// A short line for the bottom of the card; may be empty.
    public var blurb: String
    /// Paragraphs for the detail (story) screen, in order.
    public var body: [String]

    /// Creates a card's text.
    public init(subtitle: String, title: String, blurb: String, body: [String]) {
        self.subtitle = subtitle
        self.title = title
        self.blurb = blurb
        self.body = body
    }
}
