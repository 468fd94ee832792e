import SimKit

/// A tapped card presented with a user's transitioning delegate: the file's animators run as they
/// are, and this tells the trace what they do (the presented view, as drawn, is the card). The
/// file's delegate is the user's, so nothing here moves, hides or configures a view for it.
@MainActor
final class UserFileTransition: CardTransition, NavigationControllerDelegate {
    let style: CardTransitionStyle
    let cardIndex: Int
    /// The presented controller holds its delegate weakly, as UIKit does; the owner keeps it here.
    private let delegate: TransitioningDelegate
    private var active: UserFileAnimator?

    init(style: CardTransitionStyle, cardIndex: Int, delegate: TransitioningDelegate) {
        self.style = style
        self.cardIndex = cardIndex
        self.delegate = delegate
    }

    var backdrop: Double { 0 }

    /// The file's delegate is a navigation controller's only: Today's tap pushes the story.
    var pushes: Bool { delegate is NavigationControllerDelegate }

    var runningAnimator: CardAnimator? {
        guard let a = active, !a.isFinished else { return nil }
        return a
    }

    func configure(_ story: StoryViewController) {}

    /// The file's own presentation controller (a blur or dimming view behind the story), if it has one.
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        delegate.presentationController(forPresented: presented, presenting: presenting, source: source)
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? {
        traced(delegate.animationController(forPresented: presented, presenting: presenting, source: source))
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        traced(delegate.animationController(forDismissed: dismissed))
    }

    /// The file's interaction, asked with the file's own animator (the one the trace wraps).
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        delegate.interactionControllerForPresentation(using: (animator as? UserFileAnimator)?.base ?? animator)
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        delegate.interactionControllerForDismissal(using: (animator as? UserFileAnimator)?.base ?? animator)
    }

    /// The file's push and pop animators, traced as its present and dismiss ones are.
    func navigationController(_ nav: NavigationController, animationControllerFor operation: NavigationController.Operation,
                              from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        traced((delegate as? NavigationControllerDelegate)?.navigationController(nav, animationControllerFor: operation,
                                                                                  from: from, to: to))
    }

    func navigationController(_ nav: NavigationController,
                              interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        (delegate as? NavigationControllerDelegate)?.navigationController(
            nav, interactionControllerFor: (animator as? UserFileAnimator)?.base ?? animator)
    }

    /// A pull down at the top of the story goes to the file's own recognisers on the story's view
    /// (a tutorial's pan to dismiss), as it would on a view with no scroll view in it: the story's
    /// scroll view lets it go while it is at its top. Elsewhere the story scrolls as it does.
    func storyDidAppear(_ story: StoryViewController) {
        let scroll = story.scrollView!
        let own = scroll.panGestureRecognizer.shouldBegin
        scroll.panGestureRecognizer.shouldBegin = { [weak story, weak scroll] g in
            if let story, let scroll, !story.view.gestureRecognizers.isEmpty, scroll.contentOffset.y <= 0,
               let pull = (g as? ScrollPanGestureRecognizer)?.movement, pull.y > abs(pull.x) { return false }
            return own?(g) ?? true
        }
    }

    private func traced(_ animator: AnimatedTransitioning?) -> AnimatedTransitioning? {
        guard let animator else { return nil }
        let traced = UserFileAnimator(animator)
        active = traced
        return traced
    }
}
