import SimKit

extension CardTransitionStyle {
    /// The expand post: grows out of the cell, then fills the screen; fades away to dismiss.
    public static let expand = CardTransitionStyle(name: "expand")
}

extension TransitionStyleDescriptor {
    /// Settings' words for it, and its transitioning delegate for a tapped card.
    static let expand = TransitionStyleDescriptor(
        name: "expand",
        title: [.en: "Expand", .ko: "확장"],
        summary: [.en: "Grows out of the card, then fills the screen.", .ko: "카드에서 커지며 화면을 채웁니다."],
        parameters: ExpandNumbers.table,
        code: ExpandCode.file
    ) { ExpandTransition(root: $0.root, cardIndex: $0.cardIndex, numbers: ExpandNumbers($0.parameters)) }
}
