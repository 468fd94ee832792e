import SimKit

/// The pan on the presented story (part 1's `handlePanGesture`), as an interactive dismissal: the
/// story shrinks under the finger, p = min(distance / 300, 1) over both axes, scale 1 − 0.6p about
/// where the finger took it, and moves with the finger. Released, it dismisses when the downward
/// travel (or its projection 0.12 s ahead) passes 150 pt, else it returns in 0.2 s.
///
/// The story scrolls, so a pull down past the top of its text becomes the pan (and pushing back up
/// hands it back), as the App Store style's drag does; a sideways pan anywhere on the story is the pan at once.
@MainActor
final class ZoomDismissDrag: StoryPullInteraction {
    weak var animator: ZoomDismissAnimator?
    /// Where the finger was when the pan took over, on screen.
    private var origin = Point.zero

    let geometry: ZoomNumbers

    init(geometry: ZoomNumbers) {
        self.geometry = geometry
        super.init(fullDistance: geometry.panFullDistance, releaseRule: geometry.releaseRule)
    }

    override func install(on story: StoryViewController) {
        super.install(on: story)
        let pan = PanGestureRecognizer { [weak self] g in self?.sidewaysPan(g as! PanGestureRecognizer) }
        // The scroll view takes mostly vertical moves; this one the rest.
        pan.shouldBegin = { g in
            guard let m = (g as? PanGestureRecognizer)?.movement else { return false }
            return abs(m.x) > abs(m.y)
        }
        story.view.addGestureRecognizer(pan)
    }

    /// The pan starts where the content met the top, so it starts at zero travel.
    override func beginPull(_ pull: Double, touch: Touch?) -> Bool {
        guard let touch else { return false }
        return begin(at: Point(touch.location.x, touch.location.y - pull), sideways: false)
    }

    /// Pushed back up to the top, the story stays at zero downward travel.
    override func pulled(_ pull: Double, touch: Touch?) {
        guard let touch else { return }
        move(to: pull > 0 ? touch.location : Point(touch.location.x, origin.y), at: touch.time)
    }

    /// The source's pan reads its velocity at its last move, not at the lift.
    override func release(liftedAt time: Double?) -> Bool { super.release(liftedAt: nil) }

    private func sidewaysPan(_ pan: PanGestureRecognizer) {
        guard let touch = pan.lastTouch else { return }
        switch pan.state {
        case .began:
            if begin(at: touch.location - pan.translation(), sideways: true) { move(to: touch.location, at: touch.time) }
        case .changed:
            if isActive { move(to: touch.location, at: touch.time) }
        case .ended:
            if isActive { move(to: touch.location, at: touch.time) }
            _ = release(liftedAt: nil)
        case .cancelled:
            _ = abandon()
        default: break
        }
    }

    private func begin(at point: Point, sideways: Bool) -> Bool {
        guard let frame = story?.view.frame else { return false }
        origin = point
        guard startDismissal(ownPan: sideways) else { return false }
        animator?.anchor = Point(point.x - frame.midX, point.y - frame.midY)
        return true
    }

    private func move(to p: Point, at time: Double) {
        let t = p - origin
        // Only the downward travel decides the release (the source's `transform.ty > 150`).
        drag.move(to: t.y, at: time)
        animator?.translation = t
        update(geometry.panProgress(translation: t))
    }
}
