import SimKit

/// A dismissal the finger drives from the presented story, shared by the App Store style's drag, the expand's
/// and the zoom's pan: a pull down past the top of the story's text takes the drag from the scroll
/// view (pushing back up hands it back), a lift decides, and a gesture that ends without one goes
/// back. Subclasses say how a pull moves the dismissal and how a release decides.
@MainActor
class StoryPullInteraction: PercentDrivenInteractiveTransition {
    private(set) weak var story: StoryViewController?
    let drag: DragTracker
    /// How a lift decides between dismissing and going back.
    let releaseRule: ReleaseRule
    /// True while a pan of the subclass's own (an edge or sideways pan), not the scroll view's
    /// pull, drives the dismissal: the scroll view's moves are then left alone.
    var isOwnPan = false

    init(fullDistance: Double, releaseRule: ReleaseRule) {
        drag = DragTracker(fullDistance: fullDistance)
        self.releaseRule = releaseRule
        super.init()
        wantsInteractiveStart = false
    }

    /// Takes over the story's scroll view's drags; a subclass adds its own pans after.
    func install(on story: StoryViewController) {
        self.story = story
        let scroll = story.scrollView!
        scroll.dragOverride = { [weak self] sv, raw in self?.scrollDrag(raw: raw, touch: sv.panGestureRecognizer.lastTouch) }
        scroll.dragEnded = { [weak self] _, _, time in self?.release(liftedAt: time) ?? false }
        scroll.dragCancelled = { [weak self] _ in self?.abandon() ?? false }
    }

    /// The scroll view asks what to show for a raw offset; a pull past the top becomes the dismissal.
    private func scrollDrag(raw: Double, touch: Touch?) -> Double? {
        let pull = -raw
        if pull > 0 {
            if !isActive && !beginPull(pull, touch: touch) { return nil }
            pulled(pull, touch: touch)
            return 0
        }
        if isActive && !isOwnPan {
            pulled(0, touch: touch)
            return raw
        }
        return nil
    }

    /// Starts the dismissal under the finger; false (nothing starts) while another transition runs.
    func startDismissal(ownPan: Bool) -> Bool {
        guard let story, story.transitionCoordinator == nil else { return false }
        isOwnPan = ownPan
        drag.begin()
        dismissInteractively(story)
        return isActive
    }

    /// The scroll view's pull starts the dismissal, `pull` points past the top.
    func beginPull(_ pull: Double, touch: Touch?) -> Bool { startDismissal(ownPan: false) }

    /// The scroll view's pull is now `pull` points past the top (0: pushed back up).
    func pulled(_ pull: Double, touch: Touch?) {
        drag.move(to: pull, at: touch?.time ?? story?.view.clock?.now ?? 0)
        update(drag.progress)
    }

    /// The finger lifted at `time` (nil: a pan of the subclass's own ended, its last move the lift);
    /// false when no dismissal was under way, so the scroll view goes on as usual.
    func release(liftedAt time: Double?) -> Bool {
        guard isActive else { return false }
        // The lift is a sample too: a finger that rested before lifting lets go slowly.
        if let time { drag.move(to: drag.distance, at: time) }
        decide(drag.release(by: releaseRule))
        return true
    }

    /// Finishes or goes back as `release` says, at its velocity.
    func decide(_ release: DragRelease) {
        if release.commit { finish(velocity: release.velocity) } else { cancel(velocity: release.velocity) }
    }

    /// A gesture that ends without a release (focus lost, pointer left) goes back.
    func abandon() -> Bool {
        guard isActive else { return false }
        _ = drag.abandon()
        abandoned()
        cancel()
        return true
    }

    /// Called when a gesture is abandoned, before the dismissal goes back.
    func abandoned() {}
}
