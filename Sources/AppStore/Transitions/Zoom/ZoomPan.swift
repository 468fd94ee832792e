import SimKit

/// The pan on the presented story (part 1's `handlePanGesture`), as an interactive dismissal: the
/// story shrinks under the finger, p = min(distance / 300, 1) over both axes, scale 1 − 0.6p about
/// where the finger took it, and moves with the finger. Released, it dismisses when the downward
/// travel (or its projection 0.12 s ahead) passes 150 pt, else it returns in 0.2 s.
///
/// The story scrolls, so a pull down past the top of its text becomes the pan (and pushing back up
/// hands it back), as seed 1's drag does; a sideways pan anywhere on the story is the pan at once.
@MainActor
final class ZoomPan: PercentDrivenInteractiveTransition {
    private weak var story: StoryViewController?
    weak var animator: ZoomDismissAnimator?
    private let drag = DragTracker(fullDistance: ZoomGeometry.panFullDistance)
    /// Where the finger was when the pan took over, on screen.
    private var origin = Point.zero
    private var sideways = false

    override init() {
        super.init()
        wantsInteractiveStart = false
    }

    func install(on story: StoryViewController) {
        self.story = story
        let scroll = story.scrollView!
        scroll.dragOverride = { [weak self] sv, raw in self?.pull(raw: raw, pan: sv.panGestureRecognizer) }
        scroll.dragEnded = { [weak self] _, _, _ in self?.release() ?? false }
        scroll.dragCancelled = { [weak self] _ in self?.abandon() ?? false }
        let pan = PanGestureRecognizer { [weak self] g in self?.sidewaysPan(g as! PanGestureRecognizer) }
        // The scroll view takes mostly vertical moves; this one the rest.
        pan.shouldBegin = { g in
            guard let m = (g as? PanGestureRecognizer)?.movement else { return false }
            return abs(m.x) > abs(m.y)
        }
        story.view.addGestureRecognizer(pan)
    }

    /// The scroll view asks what to show for a raw offset; a pull past the top becomes the pan.
    private func pull(raw: Double, pan: ScrollPanGestureRecognizer) -> Double? {
        guard let touch = pan.lastTouch else { return nil }
        let pull = -raw
        if pull > 0 {
            if !isActive {
                // The pan starts where the content met the top, so it starts at zero travel.
                if !begin(at: Point(touch.location.x, touch.location.y - pull), sideways: false) { return nil }
            }
            move(to: touch.location, at: touch.time)
            return 0
        }
        if isActive && !sideways {
            move(to: Point(touch.location.x, origin.y), at: touch.time)
            return raw
        }
        return nil
    }

    private func sidewaysPan(_ pan: PanGestureRecognizer) {
        guard let touch = pan.lastTouch else { return }
        switch pan.state {
        case .began:
            if begin(at: touch.location - pan.translation(), sideways: true) { move(to: touch.location, at: touch.time) }
        case .changed:
            if isActive { move(to: touch.location, at: touch.time) }
        case .ended:
            if isActive { move(to: touch.location, at: touch.time) }
            _ = release()
        case .cancelled:
            _ = abandon()
        default: break
        }
    }

    private func begin(at point: Point, sideways s: Bool) -> Bool {
        guard let story, story.transitionCoordinator == nil else { return false }
        sideways = s
        origin = point
        drag.begin()
        let frame = story.view.frame
        dismissInteractively(story)
        animator?.anchor = Point(point.x - frame.midX, point.y - frame.midY)
        return isActive
    }

    private func move(to p: Point, at time: Double) {
        let t = p - origin
        // Only the downward travel decides the release (the source's `transform.ty > 150`).
        drag.move(to: t.y, at: time)
        animator?.translation = t
        update(ZoomGeometry.panProgress(translation: t))
    }

    /// A gesture that ends without a release (focus lost, pointer left) returns.
    private func abandon() -> Bool {
        guard isActive else { return false }
        _ = drag.abandon()
        cancel()
        return true
    }

    private func release() -> Bool {
        guard isActive else { return false }
        let r = drag.release(by: ZoomGeometry.releaseRule)
        if r.commit { finish(velocity: r.velocity) } else { cancel(velocity: r.velocity) }
        return true
    }
}
