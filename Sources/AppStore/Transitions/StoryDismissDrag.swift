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
    weak var animator: CardDismissAnimator?
    private var horizontal = false
    private var distance = 0.0

    init(rule: DismissRule) {
        self.rule = rule
        super.init()
        wantsInteractiveStart = false
    }

    func install(on story: StoryViewController) {
        self.story = story
        let scroll = story.scrollView!
        scroll.dragOverride = { [weak self] _, raw in self?.verticalDrag(raw: raw) }
        scroll.dragEnded = { [weak self] _, velocity, _ in self?.release(velocity: -velocity) ?? false }
        scroll.dragCancelled = { [weak self] _ in self?.abandon() ?? false }
        let edge = PanGestureRecognizer { [weak self] g in self?.edgePan(g as! PanGestureRecognizer) }
        edge.shouldBegin = { g in
            guard let t = g.lastTouch, let pan = g as? PanGestureRecognizer else { return false }
            return t.startLocation.x < StoryDismissDrag.edgeWidth && pan.movement.x > abs(pan.movement.y)
        }
        story.view.addGestureRecognizer(edge)
    }

    /// The scroll view asks what to show for a raw offset; a pull past the top becomes the dismiss.
    private func verticalDrag(raw: Double) -> Double? {
        let pull = -raw
        if pull > 0 {
            if !isActive && !begin(horizontal: false) { return nil }
            move(pull)
            return 0
        }
        if isActive && !horizontal { move(0); return raw }
        return nil
    }

    private func edgePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began: _ = begin(horizontal: true)
        case .changed: if isActive { move(pan.translation().x) }
        case .ended: _ = release(velocity: pan.velocity().x)
        case .cancelled: _ = abandon()
        default: break
        }
    }

    private func begin(horizontal h: Bool) -> Bool {
        guard let story, story.transitionCoordinator == nil else { return false }
        horizontal = h
        distance = 0
        wantsInteractiveStart = true
        story.dismiss(animated: true)
        wantsInteractiveStart = false
        return isActive
    }

    private func move(_ d: Double) {
        distance = max(0, d)
        animator?.setDrag(distance: distance, horizontal: horizontal)
        update(min(1, distance / CardDismissAnimator.dragFull))
    }

    /// A gesture that ends without a release (focus lost, pointer left) springs back.
    private func abandon() -> Bool {
        guard isActive else { return false }
        animator?.fingerVelocity = .zero
        animator?.settleDuration = nil
        cancel()
        return true
    }

    /// Decides on release; `velocity` is the finger's along the drag, points per second.
    private func release(velocity v: Double) -> Bool {
        guard isActive else { return false }
        animator?.fingerVelocity = horizontal ? Point(v, 0) : Point(0, v)
        let commit: Bool
        switch rule {
        case .projection:
            commit = distance > 0 && distance + v * StoryDismissDrag.projectionTime > StoryDismissDrag.threshold
            animator?.settleDuration = nil
        case .seed3:
            let upperHalf = distance < Metrics.screen.height / 2
            commit = !(v < 0 || (v == 0 && upperHalf)) && distance > 0
            let remaining = commit ? Metrics.screen.height - distance : distance
            animator?.settleDuration = v == 0 ? 0.4 : min(0.4, max(0.2, remaining / abs(v)))
        }
        if commit { finish(velocity: v) } else { cancel(velocity: v) }
        return true
    }
}
