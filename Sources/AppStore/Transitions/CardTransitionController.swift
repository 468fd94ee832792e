import SimKit

/// Seed 1's `AppContentTransitionController`: the transitioning delegate that supplies the
/// presentation (blur), the present animator, the dismiss animator and the drag interaction.
@MainActor
final class CardTransitionController: TransitioningDelegate {
    unowned let root: RootTabController
    let cardIndex: Int
    let interaction: StoryDismissDrag
    private(set) var presentation: CardPresentation?
    /// The animator of the transition in flight, for the trace.
    private(set) var activeAnimator: CardAnimator?

    init(root: RootTabController, cardIndex: Int, rule: DismissRule) {
        self.root = root
        self.cardIndex = cardIndex
        interaction = StoryDismissDrag(rule: rule)
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        let p = CardPresentation(presentedViewController: presented, presenting: presenting)
        presentation = p
        return p
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? {
        let a = CardPresentAnimator(root: root, cardIndex: cardIndex, presentation: presentation)
        activeAnimator = a
        return a
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        let a = CardDismissAnimator(root: root, cardIndex: cardIndex, presentation: presentation)
        activeAnimator = a
        interaction.animator = a
        return a
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction.wantsInteractiveStart ? interaction : nil
    }
}

/// What the trace asks of the animator in flight.
@MainActor
protocol CardAnimator: AnyObject {
    /// The view that stands for the card during the transition.
    var cardView: View? { get }
    var direction: TransitionContext.Direction { get }
    /// 0…1 along the transition at the clock's time.
    var progress: Double { get }
    var isInteractive: Bool { get }
    var isFinished: Bool { get }
}
