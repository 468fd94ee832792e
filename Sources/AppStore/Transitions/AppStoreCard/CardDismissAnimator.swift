import Foundation
import Motion
import SimKit

/// Closes a story back into its card: the story shrinks into the cell's current frame with its
/// corners returning to 20 pt, the tab bar rises, the status bar slides in and the blur fades.
/// Interactive: while the finger holds the story it shrinks under it (`interactiveUpdate`); on
/// release the settling spring starts at the finger's velocity.
@MainActor
final class CardDismissAnimator: AnimatedTransitioning, FingerDrivenAnimating, CardAnimator, FallingTabBarAnimator {
    /// The style's numbers for this run (the close, the cancel, the drag).
    let numbers: AppStoreCardNumbers

    unowned let root: RootTabController
    let cardIndex: Int
    weak var presentation: CardPresentation?
    private(set) var cardView: View?
    private(set) var isFinished = false
    private(set) var isInteractive = false
    private var timer = FlightProgress()
    private var percent = 0.0
    private(set) var direction = TransitionContext.Direction.dismiss
    private(set) var fallingTabBar: View?
    /// The story content inside the flying card, scaled by the drag it left.
    private weak var flyingContent: View?
    private var flight: CardFlight?

    init(root: RootTabController, cardIndex: Int, presentation: CardPresentation?, numbers: AppStoreCardNumbers) {
        self.root = root
        self.numbers = numbers
        self.cardIndex = cardIndex
        self.presentation = presentation
    }

    var cardScale: Double {
        (cardView?.presentationTransform.scaleX ?? 1) * (flyingContent?.presentationTransform.scaleX ?? 1)
    }

    var progress: Double {
        if isInteractive { return percent }
        return isFinished ? 1 : timer.progress
    }

    func transitionDuration(using context: TransitionContext?) -> Double { numbers.closeDuration }

    func animateTransition(using context: TransitionContext) {
        if context.isInteractive {
            isInteractive = true
            let story = context.view(forKey: .from)
            story.clipsToBounds = true
            cardView = story
            return
        }
        close(context: context, fingerVelocity: .zero)
    }

    // MARK: The finger

    /// The story's transform for a drag of `distance` points along `axis` (y down, or x from the edge).
    static func dragTransform(distance d: Double, horizontal: Bool, _ n: AppStoreCardNumbers) -> Transform {
        let d = max(0, d)
        let s: Double
        if d <= n.dragDistance {
            s = 1 - (1 - n.dragScale) * d / n.dragDistance
        } else {
            // Continues with the same slope, then flattens: no kink in the motion.
            s = n.dragScale - n.dragTailScale * (1 - exp(-(d - n.dragDistance) / n.dragTail))
        }
        let follow = d * n.dragFollow
        return Transform(scaleX: s, scaleY: s, tx: horizontal ? follow : 0, ty: horizontal ? 0 : follow)
    }

    private var horizontal = false
    private var distance = 0.0

    /// The drag's distance along its axis; `interactiveUpdate` draws it.
    func setDrag(distance d: Double, horizontal h: Bool) {
        horizontal = h
        distance = max(0, d)
    }

    /// The sheet post's settle time, when that rule decided; nil uses the spring's own duration.
    var settleDuration: Double?

    func interactiveUpdate(_ percent: Double, context: TransitionContext) {
        self.percent = max(0, min(1, percent))
        let story = context.view(forKey: .from)
        View.performWithoutAnimation {
            story.transform = CardDismissAnimator.dragTransform(distance: distance, horizontal: horizontal, numbers)
            story.cornerRadius = Metrics.cardRadius * min(1, distance / numbers.dragDistance)
            presentation?.blurView.alpha = 1 - numbers.dragBackdrop * self.percent
        }
    }

    var fingerVelocity = Point.zero

    func interactiveFinish(duration: Double, velocity: Double, context: TransitionContext) {
        isInteractive = false
        (context.viewController(forKey: .from) as? StoryViewController)?.updateStatusBar(hidden: false)
        // The drag's percent is not a fraction of the flight into the cell, so UIKit's
        // (1 - p) × D / completionSpeed would rush a short pull into the cell; the close keeps its
        // own spring unless the sheet post's rule chose a settle time. Scrubbed animators get UIKit's timing.
        close(context: context, fingerVelocity: fingerVelocity, settle: settleDuration)
    }

    func interactiveCancel(duration: Double, velocity: Double, context: TransitionContext) {
        isInteractive = false
        let story = context.view(forKey: .from)
        // Relative velocity toward identity: the finger's speed over the distance still to go.
        let along = horizontal ? fingerVelocity.x : fingerVelocity.y
        let v = distance > 1 ? max(-numbers.cancelMaxVelocity, min(numbers.cancelMaxVelocity, -along / distance)) : 0
        story.removeAllAnimations(keepingPresentation: true)
        let d = settleDuration ?? numbers.cancelDuration
        timer.begin(on: story.clock, duration: d)
        View.animate(withDuration: d, delay: 0,
                     usingSpringWithDamping: numbers.cancelDamping, initialSpringVelocity: v, animations: {
            story.transform = .identity
            story.cornerRadius = 0
        }) { _ in
            story.clipsToBounds = false
            self.isFinished = true
            context.completeTransition(false)
        }
        View.animate(withDuration: d) { self.presentation?.blurView.alpha = 1 }
    }

    // MARK: Into the card

    /// The finger's velocity as a spring velocity: its component along the card's path, in
    /// fractions of that path per second. Clamped, because a short path would turn a flick into a
    /// violent overshoot of every other property that shares the spring (size, corners).
    static func relativeVelocity(finger: Point, from a: Point, to b: Point, clampedTo range: ClosedRange<Double>) -> Double {
        let path = b - a
        let length2 = path.x * path.x + path.y * path.y
        guard length2 > 1 else { return 0 }
        return min(max((finger.x * path.x + finger.y * path.y) / length2, range.lowerBound), range.upperBound)
    }

    /// Flies a copy of the story from where it is on screen into the cell's current frame.
    private func close(context: TransitionContext, fingerVelocity: Point, settle: Double? = nil) {
        guard let story = context.viewController(forKey: .from) as? StoryViewController else { return }
        let container = context.containerView
        let today = root.today
        let target = today.cardFrameOnScreen(cardIndex)
        let startRect = story.view.screenRect
        let scrollY = story.scrollView.contentOffset.y
        let radius = story.view.presentationCornerRadius

        // The flying card: a rounded clip whose content starts scrolled as the story was.
        let flying = View(frame: startRect)
        flying.name = "transitionCard"
        flying.clipsToBounds = true
        flying.cornerRadius = radius
        flying.backgroundColor = root.environment.palette.background
        let content = StoryContentView(card: story.content.card, environment: root.environment, expanded: true)
        content.apply(palette: root.environment.palette)
        // Full-size content under the story's current scale, so the hand-over is invisible.
        let s = startRect.width / root.environment.metrics.screen.width
        flying.cornerRadius = radius * s
        let full = root.environment.metrics.screen
        let h = full.height + scrollY
        let midY = s * (h / 2 - scrollY)
        content.frame = Rect(startRect.width / 2 - full.width / 2, midY - h / 2, full.width, h)
        content.transform = Transform(scaleX: s, y: s)
        content.layoutIfNeeded()
        flying.addSubview(content)
        flyingContent = content
        let button = fadingCloseButton(of: story, scale: s)
        flying.addSubview(button)
        container.addSubview(flying)
        // The cell under the landing card has a shadow; the card brings it in as it lands, so that
        // the hand-over to the cell does not show it at once.
        View.performWithoutAnimation {
            flying.shadow = root.today.cells[cardIndex].shadow
            flying.shadowOpacity = 0
        }
        story.view.alpha = 0
        story.scrollView.stopScrolling()
        cardView = flying

        let fallingTabbar = root.tabBar.makeCopy()
        fallingTabBar = fallingTabbar
        fallingTabbar.frame.origin.y = container.bounds.maxY
        container.addSubview(fallingTabbar)

        let v = CardDismissAnimator.relativeVelocity(finger: fingerVelocity, from: startRect.center, to: target.center,
                                                    clampedTo: numbers.closeVelocity)
        // A finger may grab the card on its way down (see `released`).
        let flight = CardFlight(outer: flying, content: content, numbers: numbers, onGrab: { [weak self] in self?.isInteractive = true },
                                onRelease: { [weak self, weak context] commit, velocity in
            // Weak: the flight outlives the transition with the animator the transition keeps; a
            // context held here holds both controllers, the root among them, in a cycle.
            guard let context else { return }
            self?.released(toCell: commit, velocity: velocity, context: context, fallingTabbar: fallingTabbar)
        })
        self.flight = flight
        let token = flight.token()
        let d = settle.map { min(max($0, numbers.closeSettleFloor), numbers.closeDuration) } ?? numbers.closeDuration
        timer.begin(on: container.clock, duration: d)
        View.animate(withDuration: d, delay: 0, usingSpringWithDamping: numbers.closeDamping,
                     initialSpringVelocity: v, animations: {
            flying.frame = target
            flying.cornerRadius = Metrics.cardRadius
            content.transform = .identity
            content.frame = Rect(0, 0, target.width, target.height)
            content.isExpanded = false
            content.layoutIfNeeded()
        }) { _ in
            guard flight.isCurrent(token) else { return }
            self.landInCell(context, fallingTabbar: fallingTabbar)
        }
        View.animate(withDuration: numbers.closeTabBarDuration) {
            fallingTabbar.frame.origin.y = self.root.tabBar.frame.minY
        }
        View.animate(withDuration: d) { self.presentation?.blurView.alpha = 0 }
        View.animate(withDuration: numbers.closeButtonFade) { button.alpha = 0 }
        View.animate(withDuration: d) { flying.shadowOpacity = 1 }
    }

    /// A copy of the story's close button where it shows on the flying card (the story scaled by
    /// `scale`), for the fade; it takes no touches.
    private func fadingCloseButton(of story: StoryViewController, scale s: Double) -> View {
        let button = CloseButton(metrics: root.environment.metrics)
        button.isUserInteractionEnabled = false
        let c = story.closeButton.frame.center
        button.center = Point(c.x * s, c.y * s)
        button.transform = Transform(scaleX: s, y: s)
        button.alpha = story.closeButton.alpha
        return button
    }

    private func landInCell(_ context: TransitionContext, fallingTabbar: View) {
        root.today.cells[cardIndex].alpha = 1
        root.tabBar.alpha = 1
        cardView?.removeFromSuperview()
        fallingTabbar.removeFromSuperview()
        isFinished = true
        context.completeTransition(true)
    }

    /// A card grabbed on its way down was let go: it lands in its cell, or opens again and the
    /// dismiss is cancelled.
    private func released(toCell: Bool, velocity: Point, context: TransitionContext, fallingTabbar: View) {
        guard let flight, let story = context.viewController(forKey: .from) as? StoryViewController else { return }
        isInteractive = false
        timer.begin(on: nil, duration: numbers.closeDuration)
        if !toCell { direction = .present }
        if let card = cardView {
            View.animate(withDuration: numbers.closeDuration) { card.shadowOpacity = toCell ? 1 : 0 }
        }
        let chrome = CardFlight.Chrome(root: root, cardIndex: cardIndex, story: story, presentation: presentation,
                                       fallingTabBar: fallingTabbar)
        flight.settle(toCell: toCell, velocity: velocity, reverses: !toCell, chrome: chrome) {
            guard !toCell else { return self.landInCell(context, fallingTabbar: fallingTabbar) }
            View.performWithoutAnimation {
                story.view.transform = .identity
                story.view.cornerRadius = 0
                story.view.alpha = 1
            }
            story.view.clipsToBounds = false
            story.scrollView.stopScrolling()
            story.scrollView.contentOffset = .zero
            self.cardView?.removeFromSuperview()
            fallingTabbar.removeFromSuperview()
            self.isFinished = true
            context.completeTransition(false)
        }
    }
}
