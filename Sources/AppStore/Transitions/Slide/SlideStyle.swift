import SimKit

extension CardTransitionStyle {
    /// The slide post: slides in from the right while the presenter slides out to the left.
    public static let slide = CardTransitionStyle(name: "slide")
}

extension TransitionStyleDescriptor {
    /// Settings' words for it, and its transitioning delegate for a tapped card.
    static let slide = TransitionStyleDescriptor(
        name: "slide",
        title: [.en: "Slide", .ko: "슬라이드"],
        summary: [.en: "Pushed in from the right, like a screen.", .ko: "화면처럼 오른쪽에서 밀려 들어옵니다."],
        parameters: SlideNumbers.table,
        code: SlideCode.file,
        // From the left edge across, the edge swipe back.
        dismissDrag: (Point(5, 400), Point(300, 400))
    ) { SlideTransition(root: $0.root, cardIndex: $0.cardIndex, numbers: SlideNumbers($0.parameters)) }
}
