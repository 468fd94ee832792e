import SimKit

/// Seed 5's `CustomZoomTransition`: a transitioning delegate tied to a reference view (the tapped
/// card). The presented screen grows out of the reference and, dismissed, shrinks back into it; a
/// pan on the story shrinks it under the finger. The reference is hidden from the moment the
/// screen leaves it until the screen has landed on it again.
///
/// The owner keeps the delegate (UIKit holds it weakly) and lets it go once the dismissal is over,
/// as the seed's owner does in its `ended` closure: `releasedWhenDismissed`. Letting it go after the
/// present would lose the zoom on the way back.
@MainActor
final class ZoomTransition: CardTransition {
    let cardIndex: Int
    /// The view the screen grows out of and returns into; weak as in the source, so a reference torn
    /// down with its screen does not linger.
    private(set) weak var referenceView: View?
    let pan = ZoomPan()
    private var active: (CardAnimator & AnimatedTransitioning)?

    init(reference: View, cardIndex: Int) {
        referenceView = reference
        self.cardIndex = cardIndex
    }

    var style: CardTransitionStyle { .zoom }
    var releasedWhenDismissed: Bool { true }

    var runningAnimator: CardAnimator? {
        guard let a = active, !a.isFinished else { return nil }
        return a
    }

    /// No dimming or blur: the source's background view takes the container's colour, clear.
    var backdrop: Double { 0 }

    var reference: ReferenceState? {
        guard runningAnimator != nil, let v = referenceView else { return nil }
        let r = v.screenRect
        return ReferenceState(x: r.minX, y: r.minY, w: r.width, h: r.height,
                              radius: v.presentationCornerRadius * v.screenMapping.scale)
    }

    /// The story keeps the status bar (the source's presented controller does not hide it). The
    /// reference comes to rest first, so its frame is its resting one (the card's press bounce is
    /// cut short, as seed 1's present does with the cell).
    func prepare(_ story: StoryViewController) {
        story.hidesStatusBar = false
        if let v = referenceView {
            v.removeAllAnimations(keepingPresentation: false)
            View.performWithoutAnimation { v.transform = .identity }
        }
    }

    func storyDidAppear(_ story: StoryViewController) { pan.install(on: story) }

    func hideReference() { referenceView?.isHidden = true }
    func showReference() { referenceView?.isHidden = false }

    // MARK: TransitioningDelegate

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? {
        let a = ZoomPresentAnimator(zoom: self, direction: .present)
        active = a
        return a
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        let a = ZoomDismissAnimator(zoom: self, direction: .dismiss)
        active = a
        pan.animator = a
        return a
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        pan.wantsInteractiveStart ? pan : nil
    }
}
