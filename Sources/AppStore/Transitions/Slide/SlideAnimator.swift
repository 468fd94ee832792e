import Motion
import SimKit

/// The slide post's `PresentTransition` and `DismissTransition`, ported: the story slides in from the right
/// while the whole presenting screen (tab bar included) slides out to the left, side by side on every
/// frame, over 0.3 s easeInOut; dismissing is the mirror image. A navigation push runs as a present
/// and a pop as a dismiss, the screen underneath put back below first. Both run through
/// `interruptibleAnimator(using:)`, made once and cached until `animationEnded`, so an interaction
/// can pause, scrub and continue the very animator that runs.
@MainActor
final class SlideAnimator: NavigationBarTransitioning, CardAnimator {
    /// The slide post's curve, `.easeInOut`; its 0.3 s is the table's `duration`.
    static let curve = CubicBezier.easeInOut
    let numbers: SlideNumbers

    let direction: TransitionContext.Direction
    private(set) var cardView: View?
    private(set) var isFinished = false
    /// A finger holds it: the card style's own drag (set by `SlideDismissDrag`), or a navigation
    /// controller's percent-driven swipe back, read from the transition's context.
    var isInteractive: Bool {
        get { isDragged || (context.map { $0.isInteractive && !$0.isComplete } ?? false) }
        set { isDragged = newValue }
    }
    private var isDragged = false
    private weak var context: TransitionContext?
    /// The source post's `animator`: set by `interruptibleAnimator`, cleared in `animationEnded`.
    private(set) var animator: PropertyAnimator?
    /// Runs when the animator is made: the transition adds its grab to the container then.
    var onStart: ((PropertyAnimator, TransitionContext) -> Void)?
    /// Runs when the transition has ended: the grab leaves the container then.
    var onEnd: (() -> Void)?

    init(direction: TransitionContext.Direction, numbers: SlideNumbers) {
        self.direction = direction
        self.numbers = numbers
    }

    var progress: Double {
        guard let animator, !isFinished else { return isFinished ? 1 : 0 }
        return animator.fractionComplete
    }

    /// The screens move side by side by a whole width: a navigation bar's titles follow them.
    var barTransitionStyle: NavigationBarTransitionStyle { .slide }

    func transitionDuration(using context: TransitionContext?) -> Double { numbers.duration }

    func animateTransition(using context: TransitionContext) {
        interruptibleAnimator(using: context)?.startAnimation()
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        if let animator { return animator }
        self.context = context
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let width = container.bounds.width
        let home = container.bounds
        let animator: PropertyAnimator
        switch direction {
        case .present, .push:
            // The presenter leaves by its own width; the story starts one width to the right.
            toView.frame = home.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
            cardView = toView
            animator = PropertyAnimator(duration: numbers.duration, curve: SlideAnimator.curve) {
                toView.frame = home
                fromView.frame = home.offsetBy(dx: -width, dy: 0)
            }
        default:
            // The source post re-bases the story at x = 0 and brings the presenter back from the left. A popped
            // navigation screen's predecessor has left the container; it goes back under it.
            if direction == .pop, toView.superview !== container { container.insertSubview(toView, belowSubview: fromView) }
            fromView.frame = home
            toView.frame = home.offsetBy(dx: -width, dy: 0)
            cardView = fromView
            animator = PropertyAnimator(duration: numbers.duration, curve: SlideAnimator.curve) {
                toView.frame = home
                fromView.frame = home.offsetBy(dx: width, dy: 0)
            }
        }
        // The source post completes with `true` whatever happened (a bug): a cancelled interaction ends at
        // the start, and reporting that is what lets UIKit (and SimKit) put everything back.
        animator.addCompletion { position in context.completeTransition(position == .end) }
        self.animator = animator
        onStart?(animator, context)
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
        isFinished = true
        isInteractive = false
        onEnd?()
        onEnd = nil
    }
}
