import SimKit

/// Issue 10's interactive dismiss for the expand (the seed only names
/// `UIPercentDrivenInteractiveTransition`): pulling the story down past the top of its text scrubs
/// seed 2's fade by time, `percent = pull / 400 pt`, as seed 1's `StoryDismissDrag` hands a pull from
/// the scroll view to the dismissal (and pushing back up hands it back). On release the projected
/// percent decides; the rest runs at completion speed 1 on UIKit's curve.
@MainActor
final class ExpandDismissDrag: PercentDrivenInteractiveTransition {
    /// The pull that is a whole dismissal (issue 10): the 0.2 s fade of a 0.5 s transition is over
    /// at 160 pt.
    static let fullDistance = 400.0
    /// Release: finish when the percent projected 0.12 s ahead at the finger's speed passes 0.5.
    static let releaseRule = ReleaseRule.projectedProgress(time: 0.12, past: 0.5)

    private weak var story: StoryViewController?
    private let drag = DragTracker(fullDistance: ExpandDismissDrag.fullDistance)

    override init() {
        super.init()
        wantsInteractiveStart = false
    }

    func install(on story: StoryViewController) {
        self.story = story
        let scroll = story.scrollView!
        scroll.dragOverride = { [weak self] sv, raw in self?.verticalDrag(raw: raw, time: sv.panGestureRecognizer.lastTouch?.time) }
        scroll.dragEnded = { [weak self] _, _, t in self?.release(at: t) ?? false }
        scroll.dragCancelled = { [weak self] _ in self?.abandon() ?? false }
    }

    /// The scroll view asks what to show for a raw offset; a pull past the top becomes the dismiss.
    private func verticalDrag(raw: Double, time: Double?) -> Double? {
        let pull = -raw
        let t = time ?? story?.view.clock?.now ?? 0
        if pull > 0 {
            if !isActive && !begin() { return nil }
            move(pull, at: t)
            return 0
        }
        if isActive { move(0, at: t); return raw }
        return nil
    }

    private func begin() -> Bool {
        guard let story, story.transitionCoordinator == nil else { return false }
        drag.begin()
        dismissInteractively(story)
        return isActive
    }

    private func move(_ d: Double, at time: Double) {
        // A lift stamped an ulp before the last move is the same instant to the velocity tracker.
        drag.move(to: max(0, d), at: time)
        update(drag.progress)
    }

    /// A gesture that ends without a release (focus lost, pointer left) goes back.
    private func abandon() -> Bool {
        guard isActive else { return false }
        _ = drag.abandon()
        cancel()
        return true
    }

    /// Decides at the finger's lift, `time`: a finger that rested before lifting has no velocity
    /// left in the last 150 ms.
    private func release(at time: Double) -> Bool {
        guard isActive else { return false }
        move(drag.distance, at: time)
        let r = drag.release(by: ExpandDismissDrag.releaseRule)
        let v = r.velocity / drag.fullDistance
        if r.commit { finish(velocity: v) } else { cancel(velocity: v) }
        return true
    }
}
