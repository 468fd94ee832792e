import SimKit

/// The expand post's transitioning delegate (`FirstViewController`'s extension): a present animator, a
/// Dismiss animator, and the interactions that let a finger catch the
/// present and drag the story away. No presentation controller: nothing dims or blurs behind the
/// story, the tapped cell stays visible under it, the status bar stays, and the growing story
/// covers the tab bar.
@MainActor
final class ExpandTransition: CardTransition {
    unowned let root: RootTabController
    let cardIndex: Int
    let numbers: ExpandNumbers
    let presentGrab: ExpandPresentGrab
    let dismissDrag: ExpandDismissDrag
    private var activeAnimator: CardAnimator?

    /// The App Store style's `DismissRule` does not apply: the expand's drag decides by projected percent.
    init(root: RootTabController, cardIndex: Int, numbers: ExpandNumbers) {
        self.root = root
        self.cardIndex = cardIndex
        self.numbers = numbers
        presentGrab = ExpandPresentGrab(numbers: numbers)
        dismissDrag = ExpandDismissDrag(numbers: numbers)
    }

    var style: CardTransitionStyle { .expand }

    var runningAnimator: CardAnimator? {
        guard let a = activeAnimator, !a.isFinished else { return nil }
        return a
    }

    /// The source post has no presentation controller: nothing behind the story.
    var backdrop: Double { 0 }

    func configure(_ story: StoryViewController) { story.hidesStatusBar = false }

    func storyDidAppear(_ story: StoryViewController) { dismissDrag.install(on: story) }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? {
        let a = ExpandPresentAnimator(root: root, cardIndex: cardIndex, numbers: numbers)
        a.grab = presentGrab
        activeAnimator = a
        return a
    }

    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        presentGrab
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        let a = ExpandDismissAnimator(cardIndex: cardIndex, numbers: numbers)
        a.drag = dismissDrag
        activeAnimator = a
        return a
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        dismissDrag.wantsInteractiveStart ? dismissDrag : nil
    }
}
