import SimKit

/// The slide post as a card style: the story is pushed in from the right like a navigation screen, with
/// no backdrop, dim or shadow; the status bar stays. The story can be swiped away from its left
/// edge, and any slide can be caught mid-way.
@MainActor
final class SlideTransition: CardTransition {
    unowned let root: RootTabController
    let cardIndex: Int
    private var active: SlideAnimator?
    private let interaction: SlideDismissDrag

    let numbers: SlideNumbers

    init(root: RootTabController, cardIndex: Int, numbers: SlideNumbers) {
        self.root = root
        self.cardIndex = cardIndex
        self.numbers = numbers
        interaction = SlideDismissDrag(width: root.environment.metrics.screen.width, numbers: numbers)
    }

    var style: CardTransitionStyle { .slide }
    var backdrop: Double { 0 }

    var runningAnimator: CardAnimator? {
        guard let a = active, !a.isFinished else { return nil }
        return a
    }

    /// The presenting screen is displaced while the story is presented or on its way.
    var presenter: PresenterState? {
        guard root.presentedViewController != nil || runningAnimator != nil else { return nil }
        let f = root.view.presentationFrame
        return PresenterState(x: f.minX, y: f.minY, scale: 1, alpha: min(1, max(0, root.view.presentationAlpha)))
    }

    func configure(_ story: StoryViewController) { story.hidesStatusBar = false }

    func storyDidAppear(_ story: StoryViewController) {
        interaction.installEdgeSwipe(on: story) { [weak self] in self?.active }
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? {
        makeAnimator(.present)
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        let a = makeAnimator(.dismiss)
        interaction.pendingDismiss = a
        return a
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction.wantsInteractiveStart ? interaction : nil
    }

    private func makeAnimator(_ direction: TransitionContext.Direction) -> SlideAnimator {
        let a = SlideAnimator(direction: direction, numbers: numbers)
        a.onStart = { [weak self, weak a] _, context in
            guard let self, let a else { return }
            self.interaction.installGrab(on: context.containerView, slide: a, context: context)
        }
        active = a
        return a
    }
}
