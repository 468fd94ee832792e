import SimKit

extension CardTransitionStyle {
    /// The styles that run; the others are refused by `--style` until they are built.
    public static let built: [CardTransitionStyle] = [
        .appstore,
        .expand,
        .sheet,
        .slide,
        .zoom,
    ]

    /// The transitioning delegate that runs this style for the card at `cardIndex`.
    @MainActor
    func makeTransition(root: RootTabController, cardIndex: Int, rule: DismissRule) -> CardTransition {
        switch self {
        case .appstore:
            return AppStoreCardTransition(root: root, cardIndex: cardIndex, rule: rule)
        case .expand:
            return ExpandTransition(root: root, cardIndex: cardIndex)
        case .sheet:
            return SheetTransition(root: root, cardIndex: cardIndex)
        case .slide:
            return SlideTransition(root: root, cardIndex: cardIndex)
        case .zoom:
            return ZoomTransition(reference: root.today.cells[cardIndex], cardIndex: cardIndex)
        }
    }
}
