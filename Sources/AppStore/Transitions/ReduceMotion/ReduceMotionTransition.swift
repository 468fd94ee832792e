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

    var backdrop: Double { base.backdrop }
    var movingTabBar: View? { baseRuns ? base.movingTabBar : nil }
    var presenter: PresenterState? { base.presenter }
    var reference: ReferenceState? { baseRuns ? base.reference : nil }
    var releasedWhenDismissed: Bool { base.releasedWhenDismissed }

    func configure(_ story: StoryViewController) { base.configure(story) }
    func storyDidAppear(_ story: StoryViewController) { base.storyDidAppear(story) }

    /// The style's presentation stays (a sheet's black and grab zone, the App Store post's blur at rest): only
    /// the motion goes.
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        base.presentationController(forPresented: presented, presenting: presenting, source: source)
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? {
        baseRuns = false
        let a = CrossFadeAnimator(direction: .present) { [base] in base.placePresenter(presented: $0) }
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
        let a = CrossFadeAnimator(direction: .dismiss) { [base] in base.placePresenter(presented: $0) }
        fade = a
        return a
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        baseRuns ? base.interactionControllerForDismissal(using: animator) : nil
    }
}
