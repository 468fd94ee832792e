import SimKit

/// The zoom post's `CustomZoomTransition`: a transitioning delegate tied to a reference view (the tapped
/// card). The presented screen grows out of the reference and, dismissed, shrinks back into it; a
/// pan on the story shrinks it under the finger. The reference is hidden from the moment the
/// screen leaves it until the screen has landed on it again.
///
/// It works for navigation too, as the source post's part 2 adds: as a `NavigationControllerDelegate` it
/// supplies the present animator for a push and the dismiss animator for a pop.
///
/// The owner keeps the delegate (UIKit holds both delegates weakly) and lets it go once the screen
/// has gone back into the reference, as the source post's owner does in its `ended` closure. Letting it go
/// after the present or push would lose the zoom on the way back. The root does this for cards
/// through `releasedWhenDismissed`; a navigation owner passes `ended`:
///
///     zoom = ZoomTransition(reference: row) { [weak self] in self?.zoom = nil }
///     nav.delegate = zoom
///     nav.pushViewController(about, animated: true)
@MainActor
final class ZoomTransition: CardTransition, NavigationControllerDelegate {
    /// The card the story came from (the trace's card index); 0 for a screen that is not a story.
    let cardIndex: Int
    /// The source post's `ended`: called once the screen has gone back into the reference (a dismissal or
    /// pop completed, or a caught present or push was sent back).
    private let ended: (() -> Void)?
    /// The view the screen grows out of and returns into; weak as in the source, so a reference torn
    /// down with its screen does not linger.
    private(set) weak var referenceView: View?
    /// The numbers this transition runs on.
    let geometry: ZoomNumbers
    let pan: ZoomDismissDrag
    private var active: (CardAnimator & AnimatedTransitioning)?

    init(reference: View, cardIndex: Int = 0, geometry: ZoomNumbers = ZoomNumbers(), ended: (() -> Void)? = nil) {
        referenceView = reference
        self.geometry = geometry
        pan = ZoomDismissDrag(geometry: geometry)
        self.cardIndex = cardIndex
        self.ended = ended
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
    /// cut short, as the App Store post's present does with the cell).
    func configure(_ story: StoryViewController) {
        story.hidesStatusBar = false
        if let v = referenceView {
            v.removeAllAnimations(keepingPresentation: false)
            View.performWithoutAnimation { v.transform = .identity }
        }
    }

    func storyDidAppear(_ story: StoryViewController) { pan.install(on: story) }

    func hideReference() { referenceView?.isHidden = true }
    func showReference() { referenceView?.isHidden = false }
    /// The screen is back in the reference: the zoom is over.
    func didEnd() { ended?() }

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

// MARK: NavigationControllerDelegate

extension ZoomTransition {
    /// The source post's `navigationController(_:animationControllerFor:from:to:)`: the present animator
    /// pushes, the dismiss animator pops.
    func navigationController(_ nav: NavigationController, animationControllerFor operation: NavigationController.Operation,
                              from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        let a: CardAnimator & AnimatedTransitioning
        switch operation {
        case .push: a = ZoomPresentAnimator(zoom: self, direction: .push)
        case .pop: a = ZoomDismissAnimator(zoom: self, direction: .pop)
        case .none: return nil
        }
        active = a
        return a
    }
}
