import SimKit

/// Any style under Reduce Motion, as iOS does it: the present and the dismiss become cross-fades
/// in place, while the press bounce stays (it is Today's) and a finger can still drag the story
/// away with the style's own interactive dismissal, which then settles as that style does.
@MainActor
final class ReduceMotionTransition: CardTransition {
    let base: CardTransition
    private var fade: CrossFadeAnimator?
    /// True while the style's own interactive dismissal runs instead of the fade.
    private var baseRuns = false

    init(base: CardTransition) { self.base = base }

    var style: CardTransitionStyle { base.style }
    var cardIndex: Int { base.cardIndex }

    var runningAnimator: CardAnimator? {
        if baseRuns { return base.runningAnimator }
        guard let fade, !fade.isFinished else { return nil }
        return fade
    }

    var backdrop: Double { baseRuns ? base.backdrop : 0 }
    var movingTabBar: View? { baseRuns ? base.movingTabBar : nil }
    var presenter: PresenterState? { baseRuns ? base.presenter : nil }
    var reference: ReferenceState? { baseRuns ? base.reference : nil }

    func prepare(_ story: StoryViewController) { base.prepare(story) }
    func storyDidAppear(_ story: StoryViewController) { base.storyDidAppear(story) }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? {
        baseRuns = false
        let a = CrossFadeAnimator(direction: .present)
        fade = a
        return a
    }

    /// A drag that started the dismissal gets the style's own animator and interaction; a close
    /// button or Escape gets the fade.
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        if let animator = base.animationController(forDismissed: dismissed),
           base.interactionControllerForDismissal(using: animator) != nil {
            baseRuns = true
            return animator
        }
        baseRuns = false
        let a = CrossFadeAnimator(direction: .dismiss)
        fade = a
        return a
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        baseRuns ? base.interactionControllerForDismissal(using: animator) : nil
    }
}
