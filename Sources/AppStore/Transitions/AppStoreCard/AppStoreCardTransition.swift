import SimKit

/// The App Store post's `AppContentTransitionController`: the transitioning delegate that supplies the
/// presentation (blur), the present animator, the dismiss animator and the drag interaction.
@MainActor
final class AppStoreCardTransition: CardTransition {
    unowned let root: RootTabController
    let cardIndex: Int
    let interaction: AppStoreCardDismissDrag
    /// The presented story owns its presentation controller; weak here, so that the root (through
    /// this transition) never owns a piece of the story it presents.
    private(set) weak var presentation: CardPresentation?
    /// The animator of the transition in flight, for the trace.
    private var activeAnimator: (CardAnimator & FallingTabBarAnimator)?

    /// The numbers this transition runs on, fixed when its card was tapped.
    let numbers: AppStoreCardNumbers

    init(root: RootTabController, cardIndex: Int, rule: DismissRule, numbers: AppStoreCardNumbers) {
        self.root = root
        self.cardIndex = cardIndex
        self.numbers = numbers
        interaction = AppStoreCardDismissDrag(rule: rule, numbers: numbers, screen: root.metrics.screen)
    }

    var style: CardTransitionStyle { .appstore }

    var runningAnimator: CardAnimator? {
        guard let a = activeAnimator, !a.isFinished else { return nil }
        return a
    }

    var backdrop: Double {
        guard let blur = presentation?.blurView, blur.superview != nil else { return 0 }
        return blur.presentationAlpha
    }

    var movingTabBar: View? {
        guard runningAnimator != nil, let bar = activeAnimator?.fallingTabBar, bar.superview != nil else { return nil }
        return bar
    }

    func configure(_ story: StoryViewController) { story.hidesStatusBar = true }

    func storyDidAppear(_ story: StoryViewController) { interaction.install(on: story) }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        let p = CardPresentation(presentedViewController: presented, presenting: presenting)
        presentation = p
        return p
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? {
        let a = CardPresentAnimator(root: root, cardIndex: cardIndex, presentation: presentation,
                                    numbers: numbers)
        activeAnimator = a
        return a
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        let a = CardDismissAnimator(root: root, cardIndex: cardIndex, presentation: presentation, numbers: numbers)
        activeAnimator = a
        interaction.animator = a
        return a
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction.wantsInteractiveStart ? interaction : nil
    }
}

/// What the App Store post's two animators share beyond the trace's questions: the tab bar copy that falls
/// and rises while they run.
@MainActor
protocol FallingTabBarAnimator: AnyObject {
    var fallingTabBar: View? { get }
}
