import SimKit

/// How a released drag decides between dismissing and springing back.
public enum DismissRule: String, Sendable, CaseIterable {
    /// libadwaita / iOS: project the position ~120 ms ahead with the finger's velocity.
    case projection
    /// Seed 3: upward velocity, or none in the upper half, cancels; settle time is the remaining
    /// distance over the velocity, clamped to 0.2–0.4 s.
    case seed3
}

/// Drag-to-dismiss for the story, as a percent-driven interactive transition. Pulling down past
/// the top of the text hands the drag from the scroll view to the dismissal (and pushing back up
/// hands it back); a drag from the left edge works too.
@MainActor
final class StoryDismissDrag: PercentDrivenInteractiveTransition {
    /// Projection horizon and the distance a projected drag must pass to dismiss.
    static let projectionTime = 0.12
    static let threshold = 100.0
    /// Width of the left-edge strip that starts a horizontal dismiss.
    static let edgeWidth = 24.0

    let rule: DismissRule
    private weak var story: StoryViewController?
    /// The dismiss animator the finger drives (seed 1's shrinking card).
    weak var animator: FingerDrivenAnimating?
    private var horizontal = false
    private let drag = DragTracker(fullDistance: CardDismissAnimator.dragFull)

    init(rule: DismissRule) {
        self.rule = rule
        super.init()
        wantsInteractiveStart = false
    }

    /// The release rule for `rule`.
    var releaseRule: ReleaseRule {
        switch rule {
        case .projection: .projection(time: StoryDismissDrag.projectionTime, threshold: StoryDismissDrag.threshold)
        case .seed3: .seed3(height: Metrics.screen.height)
        }
    }

    func install(on story: StoryViewController) {
        self.story = story
        let scroll = story.scrollView!
        scroll.dragOverride = { [weak self] sv, raw in self?.verticalDrag(raw: raw, time: sv.panGestureRecognizer.lastTouch?.time) }
        scroll.dragEnded = { [weak self] _, _, time in self?.release(liftedAt: time) ?? false }
        scroll.dragCancelled = { [weak self] _ in self?.abandon() ?? false }
        let edge = PanGestureRecognizer { [weak self] g in self?.edgePan(g as! PanGestureRecognizer) }
        edge.shouldBegin = { g in
            guard let t = g.lastTouch, let pan = g as? PanGestureRecognizer else { return false }
            return t.startLocation.x < StoryDismissDrag.edgeWidth && pan.movement.x > abs(pan.movement.y)
        }
        story.view.addGestureRecognizer(edge)
    }

    /// The scroll view asks what to show for a raw offset; a pull past the top becomes the dismiss.
    private func verticalDrag(raw: Double, time: Double?) -> Double? {
        let pull = -raw
        let t = time ?? story?.view.clock?.now ?? 0
        if pull > 0 {
            if !isActive && !begin(horizontal: false) { return nil }
            move(pull, at: t)
            return 0
        }
        if isActive && !horizontal { move(0, at: t); return raw }
        return nil
    }

    private func edgePan(_ pan: PanGestureRecognizer) {
        let t = pan.lastTouch?.time ?? 0
        switch pan.state {
        case .began:
            if begin(horizontal: true) { move(pan.translation().x, at: t) }
        case .changed: if isActive { move(pan.translation().x, at: t) }
        case .ended:
            if isActive { move(pan.translation().x, at: t) }
            _ = release()
        case .cancelled: _ = abandon()
        default: break
        }
    }

    private func begin(horizontal h: Bool) -> Bool {
        guard let story, story.transitionCoordinator == nil else { return false }
        horizontal = h
        drag.begin()
        dismissInteractively(story)
        return isActive
    }

    private func move(_ d: Double, at time: Double) {
        drag.move(to: max(0, d), at: time)
        animator?.setDrag(distance: drag.distance, horizontal: horizontal)
        update(drag.progress)
    }

    /// A gesture that ends without a release (focus lost, pointer left) springs back.
    private func abandon() -> Bool {
        guard isActive else { return false }
        _ = drag.abandon()
        animator?.fingerVelocity = .zero
        animator?.settleDuration = nil
        cancel()
        return true
    }

    /// Decides on release by the rule, from the drag's own last 150 ms.
    private func release(liftedAt time: Double? = nil) -> Bool {
        guard isActive else { return false }
        // The lift is a sample too: a finger that rested before lifting lets go slowly.
        if let time { drag.move(to: drag.distance, at: time) }
        let r = drag.release(by: releaseRule)
        animator?.fingerVelocity = horizontal ? Point(r.velocity, 0) : Point(0, r.velocity)
        animator?.settleDuration = r.settleDuration
        if r.commit { finish(velocity: r.velocity) } else { cancel(velocity: r.velocity) }
        return true
    }
}

/// An animator that draws a drag itself and settles from the finger's release: what
/// `StoryDismissDrag` drives, whichever animator that is.
@MainActor
protocol FingerDrivenAnimating: PercentDrivenAnimating {
    /// The finger is `distance` points along the drag, down or (from the left edge) across.
    func setDrag(distance: Double, horizontal: Bool)
    /// The finger's velocity at release, points per second; zero when the gesture was abandoned.
    var fingerVelocity: Point { get set }
    /// A settle time the release rule chose (seed 3's), or nil for the animator's own.
    var settleDuration: Double? { get set }
}
