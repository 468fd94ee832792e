import SimKit

/// Everything the app knows about a transition style apart from its folder: its name, its title
/// and one-line description in each language (Settings' Card Transition list, the Ctrl+1… toast),
/// and how to make its transitioning delegate for a tapped card.
public struct TransitionStyleDescriptor: Sendable {
    public let style: CardTransitionStyle
    let titles: [Language: String]
    let summaries: [Language: String]
    let make: @MainActor @Sendable (TransitionRequest) -> CardTransition
    /// The numbers the style runs on, each with its unit, range and source.
    public let parameters: StyleParameterTable
    /// Its code with given numbers (`cardsim styles NAME --export`); nil for a style with none.
    let code: (@Sendable (StyleParameters, StyleCode.Flavor) -> String)?
    /// A drag that dismisses an open story on the default phone, where a finger would make it: a
    /// style's own gesture (the sheet's top bar, the slide's edge) or a pull down the story.
    public let dismissDrag: (from: Point, to: Point)
    /// A pull down the middle of an open story, the drag most styles dismiss by.
    public static let pullDown = (from: Point(195, 300), to: Point(195, 620))
    /// The file behind a user's style (`--transition`), whose state the Style Lab shows; nil for
    /// the built-in styles.
    public let userFile: UserFileSource?
    init(name: String, title: [Language: String], summary: [Language: String], parameters: StyleParameterTable,
         code: (@Sendable (StyleParameters, StyleCode.Flavor) -> String)? = nil,
         dismissDrag: (from: Point, to: Point) = pullDown, userFile: UserFileSource? = nil,
         make: @escaping @MainActor @Sendable (TransitionRequest) -> CardTransition) {
        self.dismissDrag = dismissDrag
        self.userFile = userFile
        style = CardTransitionStyle(name: name)
        titles = title
        summaries = summary
        self.parameters = parameters
        self.code = code
        self.make = make
    }

    /// The style's title in `language` (English where it has none).
    public func title(_ language: Language) -> String { titles[language] ?? titles[.en] ?? style.rawValue }
    /// What it does, in a line.
    public func summary(_ language: Language) -> String { summaries[language] ?? summaries[.en] ?? "" }
}

/// What a style is given to make the transition for one tapped card.
@MainActor
struct TransitionRequest {
    let root: RootTabController
    let cardIndex: Int
    /// How a released drag decides (`--dismiss-rule`), for styles whose drag offers the choice.
    let dismissRule: DismissRule
    /// The style's numbers in force for this transition: its table with the tuned values over it.
    let parameters: StyleParameters
}
