@testable import AppStore
import SimKit

/// A sixth style, defined outside the app: the story cross-fades in place over Today, and out. It is
/// this folder plus one line, `TransitionStyleRegistry.current.adding(.crossFade)`; everything else
/// (Settings' list, `set style`, Ctrl+1…, `--style`, the trace) comes from the registry.
@MainActor
final class CrossFadeTransition: CardTransition {
    let cardIndex: Int
    private var fade: CrossFadeAnimator?

    init(cardIndex: Int) { self.cardIndex = cardIndex }

    var style: CardTransitionStyle { .crossFade }
    var runningAnimator: CardAnimator? { fade.flatMap { $0.isFinished ? nil : $0 } }
    var backdrop: Double { 0 }

    func configure(_ story: StoryViewController) { story.hidesStatusBar = false }
    func storyDidAppear(_ story: StoryViewController) {}

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? {
        let a = CrossFadeAnimator(direction: .present)
        fade = a
        return a
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        let a = CrossFadeAnimator(direction: .dismiss)
        fade = a
        return a
    }
}

extension CardTransitionStyle {
    static let crossFade = CardTransitionStyle(name: "crossfade")
}

extension TransitionStyleDescriptor {
    static let crossFade = TransitionStyleDescriptor(
        name: "crossfade",
        title: [.en: "Cross-Fade", .ko: "크로스 페이드"],
        summary: [.en: "Fades in place over Today.", .ko: "투데이 위에서 제자리에서 나타납니다."],
        // Reduce Motion's cross-fade, whose 0.3 s is not this style's to tune.
        parameters: StyleParameterTable(style: "crossfade", [])
    ) { CrossFadeTransition(cardIndex: $0.cardIndex) }
}
