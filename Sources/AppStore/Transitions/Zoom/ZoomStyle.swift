import SimKit

extension CardTransitionStyle {
    /// The zoom post: zooms out of the tapped card and resizes back into it.
    public static let zoom = CardTransitionStyle(name: "zoom")
}

extension TransitionStyleDescriptor {
    /// Settings' words for it, and its transitioning delegate for a tapped card.
    static let zoom = TransitionStyleDescriptor(
        name: "zoom",
        title: [.en: "Zoom", .ko: "줌"],
        summary: [.en: "Zooms out of the card and back into it.", .ko: "카드에서 확대되고 다시 카드로 줄어듭니다."],
        parameters: ZoomNumbers.table,
        code: ZoomCode.file
    ) { ZoomTransition(reference: $0.root.today.cells[$0.cardIndex], cardIndex: $0.cardIndex,
                     geometry: ZoomNumbers($0.parameters)) }
}
