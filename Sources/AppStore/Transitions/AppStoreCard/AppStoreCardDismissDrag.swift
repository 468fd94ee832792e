import SimKit

/// Drag-to-dismiss for the story, as a percent-driven interactive transition. Pulling down past
/// the top of the text hands the drag from the scroll view to the dismissal (and pushing back up
/// hands it back); a drag from the left edge works too.
@MainActor
final class AppStoreCardDismissDrag: StoryPullInteraction {
    /// The projection horizon and threshold, the full pull and the edge strip.
    let numbers: AppStoreCardNumbers
    let rule: DismissRule
    /// The dismiss animator the finger drives (the App Store style's shrinking card).
    weak var animator: FingerDrivenAnimating?

    init(rule: DismissRule, numbers: AppStoreCardNumbers, screen: Size) {
        self.rule = rule
        self.numbers = numbers
        let releaseRule: ReleaseRule = switch rule {
        case .projection: .projection(time: numbers.releaseProjectionTime, threshold: numbers.releaseThreshold)
        case .lowerHalf: .lowerHalf(height: screen.height, settle: SheetNumbers(screen: screen).settle)
        }
        super.init(fullDistance: numbers.dragFull, releaseRule: releaseRule)
    }

    override func install(on story: StoryViewController) {
        super.install(on: story)
        let edge = PanGestureRecognizer { [weak self] g in self?.edgePan(g as! PanGestureRecognizer) }
        let edgeWidth = numbers.dragEdgeWidth
        edge.shouldBegin = { g in
            guard let t = g.lastTouch, let pan = g as? PanGestureRecognizer else { return false }
            return t.startLocation.x < edgeWidth && pan.movement.x > abs(pan.movement.y)
        }
        story.view.addGestureRecognizer(edge)
    }

    private func edgePan(_ pan: PanGestureRecognizer) {
        let t = pan.lastTouch?.time ?? 0
        switch pan.state {
        case .began:
            if startDismissal(ownPan: true) { move(pan.translation().x, at: t) }
        case .changed: if isActive { move(pan.translation().x, at: t) }
        case .ended:
            if isActive { move(pan.translation().x, at: t) }
            _ = release(liftedAt: nil)
        case .cancelled: _ = abandon()
        default: break
        }
    }

    override func pulled(_ pull: Double, touch: Touch?) {
        move(pull, at: touch?.time ?? story?.view.clock?.now ?? 0)
    }

    private func move(_ d: Double, at time: Double) {
        drag.move(to: max(0, d), at: time)
        animator?.setDrag(distance: drag.distance, horizontal: isOwnPan)
        update(drag.progress)
    }

    override func abandoned() {
        animator?.fingerVelocity = .zero
        animator?.settleDuration = nil
    }

    /// The animator settles from the finger's velocity, along the drag, in the rule's time.
    override func decide(_ release: DragRelease) {
        animator?.fingerVelocity = isOwnPan ? Point(release.velocity, 0) : Point(0, release.velocity)
        animator?.settleDuration = release.settleDuration
        super.decide(release)
    }
}

/// An animator that draws a drag itself and settles from the finger's release: what
/// `AppStoreCardDismissDrag` drives, whichever animator that is.
@MainActor
protocol FingerDrivenAnimating: PercentDrivenAnimating {
    /// The finger is `distance` points along the drag, down or (from the left edge) across.
    func setDrag(distance: Double, horizontal: Bool)
    /// The finger's velocity at release, points per second; zero when the gesture was abandoned.
    var fingerVelocity: Point { get set }
    /// A settle time the release rule chose (the sheet post's), or nil for the animator's own.
    var settleDuration: Double? { get set }
}
