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
    /// Lays a story out as the present's first frame shows it, when that frame composites it
    /// whole as one raster (the zoom's, the expand's, the sheet's), and returns the view whose
    /// raster that is. A pressed card names it ahead (`RootTabController.upcomingLayers`) for the
    /// backend to draw while the press lasts. Nil where the story opens drawn view by view.
    let storyAhead: (@MainActor @Sendable (StoryViewController, TransitionRequest) -> View)?
    /// Whether the present composites the presenting screen as one raster from its first frame
    /// (the sheet shrinks and dims it as one picture): a pressed card names that raster ahead too.
    let compositesPresenter: Bool
    /// The screen the present blurs behind the story, from its first blurred frame, as that frame
    /// draws it under the blur, for the card `Int` (the App Store style's Today): a pressed card
    /// names it ahead (`RootTabController.upcomingBackdrop`) for the backend to draw and blur
    /// while the press lasts. Nil where the present blurs nothing.
    let backdropAhead: (@MainActor @Sendable (RootTabController, Int) -> BackdropAhead?)?

    init(name: String, title: [Language: String], summary: [Language: String], parameters: StyleParameterTable,
         storyAhead: (@MainActor @Sendable (StoryViewController, TransitionRequest) -> View)? = nil,
         compositesPresenter: Bool = false,
         backdropAhead: (@MainActor @Sendable (RootTabController, Int) -> BackdropAhead?)? = nil,
         code: (@Sendable (StyleParameters, StyleCode.Flavor) -> String)? = nil,
         make: @escaping @MainActor @Sendable (TransitionRequest) -> CardTransition) {
        style = CardTransitionStyle(name: name)
        titles = title
        summaries = summary
        self.parameters = parameters
        self.code = code
        self.storyAhead = storyAhead
        self.compositesPresenter = compositesPresenter
        self.backdropAhead = backdropAhead
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
