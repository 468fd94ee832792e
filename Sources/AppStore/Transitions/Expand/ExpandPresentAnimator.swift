import Motion
import SimKit

/// The expand post's `AnimationTransition`, ported: the story appears on the tapped cell's frame, scaled 0.8
/// about its centre and transparent, with 20 pt corners; a spring brings it to full size and
/// opacity, then its frame grows from the cell to the whole screen.
///
/// Runs held on the present interaction's timebase (`ExpandPresentGrab`), so a finger can catch it
/// anywhere along its 1.5 s and scrub it by time.
@MainActor
final class ExpandPresentAnimator: AnimatedTransitioning, CardAnimator {
    /// The style's numbers: the post's spring (0.5 s, damping 0.6, velocity 0.5; its `.curveEaseOut`
    /// does nothing to a spring), scale 0.8, 20 pt corners and 1 s fill, unless tuned.
    let numbers: ExpandNumbers

    unowned let root: RootTabController
    let cardIndex: Int
    /// The interaction that holds this animator's blocks on its timebase (nil in a bare run).
    weak var grab: ExpandPresentGrab?
    private(set) var cardView: View?
    private(set) var isFinished = false
    private var timer = FlightProgress()
    /// Weak: the context belongs to the transition machinery (as the zoom's animator holds it).
    private weak var context: TransitionContext?

    init(root: RootTabController, cardIndex: Int, numbers: ExpandNumbers) {
        self.root = root
        self.numbers = numbers
        self.cardIndex = cardIndex
    }

    /// What the story is doing: opening, or, once a grab or the close button has sent the present
    /// back (UIKit reverses a cancelled percent-driven present), going back into its cell, which is
    /// reported as a dismissal, as the App Store style's, the sheet's and the zoom's grabbed presents are. Read
    /// from the context, so a finger that catches it again on its way back (a pause) or lets it open
    /// makes it a present again.
    var direction: TransitionContext.Direction {
        context?.transitionWasCancelled == true && !isFinished ? .dismiss : .present
    }
    var isInteractive: Bool { grab?.isActive ?? false }

    /// Toward the end of `direction`: opening, where the held motion is along its 1.5 s (its local
    /// time, or the clock's when not held); going back, how much of that the story has undone, so it
    /// rises to 1 as the story reaches the cell (the sheet's sent-back present counts the same way).
    var progress: Double {
        if isFinished { return 1 }
        let opened: Double
        if let tb = grab?.timebase {
            opened = min(1, max(0, tb.localTime / numbers.presentTotal))
        } else {
            opened = timer.progress
        }
        return direction == .dismiss ? 1 - opened : opened
    }

    func transitionDuration(using context: TransitionContext?) -> Double { numbers.presentTotal }

    /// How long the cell's words take to go: a step, well within the present's first frame.
    static let wordsStep = 1e-3

    /// The source post's set-up, line for line: the cell's frame (`frame`, on screen), 0.8 about
    /// the centre, clipped to 20 pt corners, transparent, laid out; `close` (the story's close
    /// button) keeps its distance from the right edge. The present's first frame. The story is laid
    /// out as its card at the card's size (`fold`), where the post lets the frame cut its
    /// full-screen layout (docs/decisions.md, Expand).
    static func placeOnCard(_ toView: View, story: StoryViewController?, frame: Rect, screenWidth: Double, _ n: ExpandNumbers) {
        View.performWithoutAnimation {
            toView.frame = frame
            toView.transform = Transform(scaleX: n.startScale, y: n.startScale)
            toView.clipsToBounds = true
            toView.cornerRadius = n.cornerRadius
            toView.alpha = 0
            if let close = story?.closeButton { close.frame.origin.x -= screenWidth - frame.width }
            story?.fold(true, size: frame.size)
            toView.layoutIfNeeded()
        }
    }

    func animateTransition(using transitionContext: TransitionContext) {
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        cardView = toView
        context = transitionContext
        timer.begin(on: containerView.clock, duration: numbers.presentTotal)
        let originFrame = root.today.cardFrameOnScreen(cardIndex)
        // The close button keeps its distance from the story's right edge as the story grows, as a
        // trailing constraint would hold it in the source post's storyboard (the rest of the story keeps its
        // full-screen layout and is clipped, as the App Store post's content is).
        let story = transitionContext.viewController(forKey: .to) as? StoryViewController
        let close = story?.closeButton
        let closeRest = close?.frame
        // On top of everything; the cell itself stays where it is, visible, its artwork under the
        // story's. Its words are the story's: shown on both, the story's scaled about its centre
        // while the cell's stay put, they were two titles apart (docs/decisions.md, Expand).
        containerView.addSubview(toView)
        containerView.bringSubviewToFront(toView)
        // The words go in the present's first instant, as a step held on the interaction's
        // timebase with the rest: a story scrubbed or sent back to its start finds them there again.
        View.animate(withDuration: Self.wordsStep) { self.setCellWords(shown: false) }
        Self.placeOnCard(toView, story: story, frame: originFrame, screenWidth: containerView.bounds.width, numbers)

        View.animate(withDuration: numbers.presentDuration, delay: 0,
                     usingSpringWithDamping: numbers.presentDamping,
                     initialSpringVelocity: numbers.presentVelocity, options: .curveEaseOut, animations: {
            toView.transform = .identity
            toView.alpha = 1
        })
        // The source post starts the fill in the spring's completion; here it is the same block set up
        // front with the spring's duration as its delay, so both are held on the interaction's
        // timebase and scrub together (a block made later, in a completion, would run on the clock).
        View.animate(withDuration: numbers.fillDuration, delay: numbers.presentDuration,
                     animations: {
            toView.frame = containerView.bounds
            if let close, let closeRest { close.frame = closeRest }
            // The card's layout unfolds into the story's as the frame fills the screen: the labels
            // lay out for the size the story has, so its frame never cuts a word.
            story?.fold(false, size: containerView.bounds.size)
            toView.layoutIfNeeded()
        }) { [weak self] _ in
            self?.isFinished = true
            self?.showCellWords()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        isFinished = true
        showCellWords()
        grab?.detach()
    }

    /// The cell's words shown or hidden (inside an animation block, faded).
    private func setCellWords(shown: Bool) {
        guard root.today.cells.indices.contains(cardIndex) else { return }
        for label in root.today.cells[cardIndex].content.wordsOverArtwork { label.alpha = shown ? 1 : 0 }
    }

    /// The cell's words back, at once: the story covers the screen, or has gone back into the cell.
    private func showCellWords() {
        guard root.today.cells.indices.contains(cardIndex) else { return }
        for label in root.today.cells[cardIndex].content.wordsOverArtwork {
            label.removeAllAnimations(keepingPresentation: false)
        }
        View.performWithoutAnimation { setCellWords(shown: true) }
    }
}
