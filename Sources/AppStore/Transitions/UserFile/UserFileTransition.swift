import SimKit

/// A tapped card presented with a user's transitioning delegate: the file's animators run as they
/// are, and this tells the trace what they do (the presented view, as drawn, is the card). The
/// file's delegate is the user's, so nothing here moves, hides or configures a view for it.
@MainActor
final class UserFileTransition: CardTransition {
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

    var runningAnimator: CardAnimator? {
        guard let a = active, !a.isFinished else { return nil }
        return a
    }

    func configure(_ story: StoryViewController) {}
    func storyDidAppear(_ story: StoryViewController) {}

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? {
        traced(delegate.animationController(forPresented: presented, presenting: presenting, source: source))
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        traced(delegate.animationController(forDismissed: dismissed))
    }

    private func traced(_ animator: AnimatedTransitioning?) -> AnimatedTransitioning? {
        guard let animator else { return nil }
        let traced = UserFileAnimator(animator)
        active = traced
        return traced
    }
}
