import SimKit

extension CardTransitionStyle {
    /// The App Store post: the App Store card that springs open over a blurred Today screen.
    public static let appstore = CardTransitionStyle(name: "appstore")
}

extension TransitionStyleDescriptor {
    /// Settings' words for it, and its transitioning delegate for a tapped card.
    static let appStore = TransitionStyleDescriptor(
        name: "appstore",
        title: [.en: "App Store", .ko: "앱 스토어"],
        summary: [.en: "The card springs open over a blurred Today.", .ko: "카드가 흐려진 투데이 위로 튀어 오르듯 열립니다."],
        parameters: AppStoreCardNumbers.table,
        code: AppStoreCardCode.file
    ) { AppStoreCardTransition(root: $0.root, cardIndex: $0.cardIndex, rule: $0.dismissRule,
                             numbers: AppStoreCardNumbers($0.parameters)) }
}
