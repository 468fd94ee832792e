import Motion
import SimKit

/// The App Store post's `AppContentPresentingAnimator`, ported: the card's top springs to the screen's top
/// (0.6 s, damping 0.7, velocity 0.7) while its size grows to the screen's and the labels re-lay
/// out over 0.6 × 0.6 s, and a copy of the tab bar falls away.
@MainActor
final class CardPresentAnimator: AnimatedTransitioning, CardAnimator, FallingTabBarAnimator {
    /// The style's numbers (the post's 0.6 s, damping 0.7, velocity 0.7, size over 0.6 × 0.6 s unless
    /// tuned); fixed for this animator's whole run.
    let numbers: AppStoreCardNumbers

    unowned let root: RootTabController
    let cardIndex: Int
    private(set) var cardView: View?
    private(set) var isFinished = false
    private var timer = FlightProgress()
    private(set) var direction = TransitionContext.Direction.present
    private(set) var fallingTabBar: View?
    private(set) var isInteractive = false
    weak var presentation: CardPresentation?
    private var flight: CardFlight?

    init(root: RootTabController, cardIndex: Int, presentation: CardPresentation?, numbers: AppStoreCardNumbers) {
        self.root = root
        self.numbers = numbers
        self.cardIndex = cardIndex
        self.presentation = presentation
    }

    var progress: Double {
        isFinished ? 1 : timer.progress
    }

    /// The source post's `transitionDuration` (1 s), longer than its 0.6 s spring. What runs
    /// alongside the present (the backdrop's blur fading in) takes this long, so the blur comes in
    /// more gently than the card; the transition still ends with the card's spring.
    func transitionDuration(using context: TransitionContext?) -> Double { numbers.transitionDuration }

    func animateTransition(using transitionContext: TransitionContext) {
        let containerView = transitionContext.containerView
        guard let contentVC = transitionContext.viewController(forKey: .to) as? StoryViewController else { return }
        let today = root.today
        let toView = contentVC.view
        let targetTabbar = root.tabBar
        let fallingTabbar = targetTabbar.makeCopy()
        fallingTabBar = fallingTabbar
        let targetCell = today.cells[cardIndex]
        let startFrame = today.cardFrameOnScreen(cardIndex)
        timer.begin(on: containerView.clock, duration: numbers.presentDuration)

        let contentView = StoryContentView(card: contentVC.content.card, environment: root.environment, expanded: false)
        contentView.apply(palette: root.environment.palette)
        contentView.name = "transitionCard"
        contentView.clipsToBounds = true
        contentView.cornerRadius = Metrics.cardRadius
        // The cell's shadow goes up with the card and fades as it opens: the story's body grows
        // under the artwork in Today's own colour, and without the shadow nothing showed where the
        // card ended, so its lower corners read as square the moment it left its cell.
        contentView.shadow = targetCell.shadow
        cardView = contentView

        toView.alpha = 0
        contentView.alpha = 1
        targetCell.alpha = 0
        targetTabbar.alpha = 0
        containerView.addSubview(toView)
        containerView.addSubview(contentView)
        containerView.addSubview(fallingTabbar)
        targetCell.resetTransform()

        // makeConstraints: centred horizontally, at the card's top, with the card's size.
        contentView.frame = startFrame
        contentView.layoutIfNeeded()

        // A finger may grab the card on its way up (see `grabbed`).
        let flight = CardFlight(outer: contentView, content: contentView, numbers: numbers, onGrab: { [weak self] in self?.isInteractive = true },
                                onRelease: { [weak self, weak transitionContext] commit, velocity in
            // Weak, as the dismiss animator's: a held context would keep the root in a cycle.
            guard let transitionContext else { return }
            self?.released(toCell: commit, velocity: velocity, context: transitionContext, fallingTabbar: fallingTabbar)
        })
        self.flight = flight
        let token = flight.token()

        // Top constraint: the spring, as the source post's first animate block.
        View.animate(withDuration: numbers.presentDuration, delay: 0,
                     usingSpringWithDamping: numbers.presentDamping,
                     initialSpringVelocity: numbers.presentVelocity, options: .curveLinear, animations: {
            contentView.frame.origin.y = 0
        }) { _ in
            guard flight.isCurrent(token) else { return }
            self.finishOpen(transitionContext, fallingTabbar: fallingTabbar)
        }

        // Width, height and the labels: the source post's second block, UIView's default curve. The corners
        // go square with the size: the source post leaves them at 20 until the story replaces the card,
        // a visible snap on the last frame; on the size curve they are 0 by the time
        // the card fills the screen's width, as the App Store's do.
        let screen = containerView.bounds
        View.animate(withDuration: numbers.presentSizeDuration, animations: {
            fallingTabbar.frame.origin.y = screen.maxY
            contentView.cornerRadius = 0
            contentView.shadowOpacity = 0
            contentView.frame = Rect(screen.minX, contentView.frame.minY, screen.width, screen.height)
            contentView.isExpanded = true
            contentView.layoutIfNeeded()
        })
    }

    private func finishOpen(_ context: TransitionContext, fallingTabbar: View) {
        context.view(forKey: .to).alpha = 1
        cardView?.removeFromSuperview()
        fallingTabbar.removeFromSuperview()
        isFinished = true
        context.completeTransition(!context.transitionWasCancelled)
    }

    /// A grabbed card was let go: it opens, or it lands back in its cell and the present is cancelled.
    private func released(toCell: Bool, velocity: Point, context: TransitionContext, fallingTabbar: View) {
        guard let flight, let story = context.viewController(forKey: .to) as? StoryViewController else { return }
        isInteractive = false
        timer.begin(on: nil, duration: numbers.closeDuration)
        if toCell { direction = .dismiss }
        let chrome = CardFlight.Chrome(root: root, cardIndex: cardIndex, story: story, presentation: presentation,
                                       fallingTabBar: fallingTabbar)
        flight.settle(toCell: toCell, velocity: velocity, reverses: toCell, chrome: chrome) {
            guard toCell else { return self.finishOpen(context, fallingTabbar: fallingTabbar) }
            self.root.today.cells[self.cardIndex].alpha = 1
            self.root.tabBar.alpha = 1
            self.cardView?.removeFromSuperview()
            fallingTabbar.removeFromSuperview()
            self.isFinished = true
            context.completeTransition(false)
        }
    }
}
