import Motion
import SimKit

/// Seed 1's `AppContentPresentingAnimator`, ported: the card's top springs to the screen's top
/// (0.6 s, damping 0.7, velocity 0.7) while its size grows to the screen's and the labels re-lay
/// out over 0.6 × 0.6 s, and a copy of the tab bar falls away.
@MainActor
final class CardPresentAnimator: AnimatedTransitioning, CardAnimator {
    // Seed 1's numbers.
    static let topDuration = 0.6
    static let topDamping = 0.7
    static let topVelocity = 0.7
    static var sizeDuration: Double { topDuration * 0.6 }

    unowned let root: RootTabController
    let cardIndex: Int
    private(set) var cardView: View?
    private(set) var isFinished = false
    private var startTime = 0.0
    private var clock: AnimationClock?
    let direction = "present"
    let isInteractive = false

    init(root: RootTabController, cardIndex: Int) {
        self.root = root
        self.cardIndex = cardIndex
    }

    var progress: Double {
        guard let clock else { return 0 }
        return isFinished ? 1 : min(1, max(0, (clock.now - startTime) / CardPresentAnimator.topDuration))
    }

    func transitionDuration(using context: TransitionContext?) -> Double { CardPresentAnimator.topDuration }

    func animateTransition(using transitionContext: TransitionContext) {
        let containerView = transitionContext.containerView
        guard let contentVC = transitionContext.viewController(forKey: .to) as? StoryViewController else { return }
        let today = root.today
        let toView = contentVC.view
        let targetTabbar = root.tabBar
        let fallingTabbar = targetTabbar.makeCopy()
        let targetCell = today.cells[cardIndex]
        let startFrame = today.cardFrameOnScreen(cardIndex)
        clock = containerView.clock
        startTime = clock?.now ?? 0

        let contentView = StoryContentView(card: contentVC.content.card, language: root.environment.language,
                                           measurer: root.environment.measurer, images: root.environment.images,
                                           expanded: false)
        contentView.name = "transitionCard"
        contentView.clipsToBounds = true
        contentView.cornerRadius = Metrics.cardRadius
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

        // Top constraint: the spring, as the seed's first animate block.
        View.animate(withDuration: CardPresentAnimator.topDuration, delay: 0,
                     usingSpringWithDamping: CardPresentAnimator.topDamping,
                     initialSpringVelocity: CardPresentAnimator.topVelocity, options: .curveLinear, animations: {
            contentView.frame.origin.y = 0
        }) { _ in
            toView.alpha = 1
            contentView.removeFromSuperview()
            fallingTabbar.removeFromSuperview()
            self.isFinished = true
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }

        // Width, height and the labels: the seed's second block, UIView's default curve.
        let screen = containerView.bounds
        View.animate(withDuration: CardPresentAnimator.sizeDuration, animations: {
            fallingTabbar.frame.origin.y = screen.maxY
            contentView.frame = Rect(screen.minX, contentView.frame.minY, screen.width, screen.height)
            contentView.isExpanded = true
            contentView.layoutIfNeeded()
        })
    }
}
