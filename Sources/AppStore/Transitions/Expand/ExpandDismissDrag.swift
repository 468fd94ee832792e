import SimKit

/// The interactive dismiss for the expand (the source post only names
/// `UIPercentDrivenInteractiveTransition`): pulling the story down past the top of its text scrubs
/// the expand post's fade by time, `percent = pull / 400 pt`, as the App Store post's `StoryDismissDrag` hands a pull from
/// the scroll view to the dismissal (and pushing back up hands it back). On release the projected
/// percent decides (`pullReleaseRule`); the rest runs at completion speed 1 on UIKit's curve.
@MainActor
final class ExpandDismissDrag: StoryPullInteraction {
    /// The pull that is a whole dismissal: the 0.2 s fade of a 0.5 s transition is over
    /// at 160 pt.
    static let fullDistance = 400.0
    /// Release: finish when the percent projected 0.12 s ahead at the finger's speed passes 0.5.
    static let releaseRule = ReleaseRule.projectedProgress(time: 0.12, past: 0.5)
    /// The pull's release: as `releaseRule`, but past `halfFaded`, so that what the pull shows
    /// predicts the release: a story faded past half goes, one still more than half there comes
    /// back. Past 0.5, a story pulled 160–200 pt was gone from sight, yet came back when let go.
    /// (A grab of the opening story keeps `releaseRule`: it scrubs the present, not the fade.)
    static let pullReleaseRule = ReleaseRule.projectedProgress(time: 0.12, past: halfFaded)
    /// The percent at which the scrubbed fade has taken half the story away: half the 0.2 s fade
    /// (easeInOut is at 0.5 half way) over the 0.5 s transition, 0.2, an 80 pt pull.
    static let halfFaded = ExpandDismissAnimator.fadeDuration / 2 / ExpandDismissAnimator.duration

    init() { super.init(fullDistance: Self.fullDistance, releaseRule: Self.pullReleaseRule) }

    /// The scrubbed fade runs on in percent per second.
    override func decide(_ release: DragRelease) {
        let v = release.velocity / drag.fullDistance
        if release.commit { finish(velocity: v) } else { cancel(velocity: v) }
    }
}
