import SimKit

extension CardTransitionStyle {
    /// The transitioning delegate that runs this style for the card at `cardIndex`.
    @MainActor
    func makeTransition(root: RootTabController, cardIndex: Int, rule: DismissRule) -> CardTransition {
        switch self {
        case .appstore, .expand, .sheet, .slide, .zoom:
            return AppStoreCardTransition(root: root, cardIndex: cardIndex, rule: rule)
        }
    }
}
