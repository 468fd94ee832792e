import SimKit

/// The interactive dismiss for the expand (the source post only names
/// `UIPercentDrivenInteractiveTransition`): pulling the story down past the top of its text scrubs
/// the expand post's fade by time, `percent = pull / 400 pt`, as the App Store style's `AppStoreCardDismissDrag` hands a pull from
/// the scroll view to the dismissal (and pushing back up hands it back). On release the projected
/// percent decides (`pullReleaseRule`); the rest runs at completion speed 1 on UIKit's curve.
@MainActor
final class ExpandDismissDrag: StoryPullInteraction {
    /// The pull that is a whole dismissal (`pull.full`, 400 pt: the 0.2 s fade of a 0.5 s transition
    /// is over at 160 pt). A release finishes when the percent projected 0.12 s ahead passes the
    /// point where the scrubbed fade has taken half the story away (`ExpandNumbers.pullReleaseRule`),
    /// so what the pull shows predicts the release.
    init(numbers: ExpandNumbers) { super.init(fullDistance: numbers.pullFull, releaseRule: numbers.pullReleaseRule) }

    /// The scrubbed fade runs on in percent per second.
    override func decide(_ release: DragRelease) {
        let v = release.velocity / drag.fullDistance
        if release.commit { finish(velocity: v) } else { cancel(velocity: v) }
    }
}
