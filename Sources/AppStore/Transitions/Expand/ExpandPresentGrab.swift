import Motion
import SimKit

/// The expand's present as an interruptible transition: UIKit's percent-driven interaction handed
/// a transition that starts on its own (`wantsInteractiveStart = false`) and can be caught with
/// `pause()`. SimKit's runner gives an interaction only a transition that starts interactive, so
/// this one starts and at once lets go at completion speed 1 along a linear curve: the held
/// animations run at the clock's own pace, frame for frame as if not held.
///
/// A finger that takes the story on its way (a pan past `grabSlop`) pauses it where it is; dragging
/// down runs it back by time, `drag / 400 pt` of the whole 1.5 s, as the open story's
/// drag-to-dismiss does; up runs it on. On release the same rule as that drag decides: a projected
/// pull past half of 400 pt sends it back into the cell (cancel), anything else opens it (finish).
@MainActor
final class ExpandPresentGrab: PercentDrivenInteractiveTransition {
    /// The grab's slop, and the pull and release rule it shares with the open story's drag.
    let numbers: ExpandNumbers
    private let drag: DragTracker
    /// The percent where the finger caught the present.
    private var grabPercent = 0.0
    private weak var story: StoryViewController?
    private var pan: PanGestureRecognizer?

    init(numbers: ExpandNumbers) {
        self.numbers = numbers
        drag = DragTracker(fullDistance: numbers.pullFull)
        super.init()
        wantsInteractiveStart = true
    }

    override func startInteractiveTransition(_ context: TransitionContext) {
        super.startInteractiveTransition(context)
        if let story = context.viewController(forKey: .to) as? StoryViewController { attach(to: story) }
        completionCurve = .linear
        finish()
    }

    /// A pan on the whole story while it moves; its own scrolling waits until it is up.
    private func attach(to story: StoryViewController) {
        self.story = story
        let pan = PanGestureRecognizer { [weak self] g in self?.handle(g as! PanGestureRecognizer) }
        pan.hysteresis = numbers.grabSlop
        story.view.addGestureRecognizer(pan)
        story.scrollView.panGestureRecognizer.isEnabled = false
        self.pan = pan
        // The close button (and Escape, which presses it) while the story opens sends it back from
        // where it is; once it is up, it dismisses as before.
        story.closeButton.onTap = { [weak self, weak story] in
            if self?.sendBack() != true { story?.dismiss(animated: true) }
        }
    }

    /// Catches the opening story and runs it back into the cell from where it is, at completion
    /// speed 1 on UIKit's curve. False when there is no present to catch.
    func sendBack() -> Bool {
        pause()
        guard isActive else { return false }
        completionCurve = .easeInOut
        cancel()
        return true
    }

    /// The present has ended (opened or sent back): the story scrolls again.
    func detach() {
        if let pan { pan.view?.removeGestureRecognizer(pan) }
        pan = nil
        story?.scrollView.panGestureRecognizer.isEnabled = true
    }

    private func handle(_ pan: PanGestureRecognizer) {
        let time = pan.lastTouch?.time ?? 0
        switch pan.state {
        case .began:
            pause()
            guard isActive else { return }
            // From here on the present settles as any released interaction does, on UIKit's curve.
            completionCurve = .easeInOut
            grabPercent = percentComplete
            drag.begin()
            move(pan.translation().y, at: time)
        case .changed:
            if isActive { move(pan.translation().y, at: time) }
        case .ended:
            guard isActive else { return }
            move(pan.translation().y, at: time)
            let r = drag.release(by: numbers.releaseRule)
            // Down the screen is back along the present: percent per second is minus the pull's.
            let v = -r.velocity / drag.fullDistance
            if r.commit { cancel(velocity: v) } else { finish(velocity: v) }
        case .cancelled:
            guard isActive else { return }
            _ = drag.abandon()
            finish()
        default: break
        }
    }

    private func move(_ d: Double, at time: Double) {
        drag.move(to: d, at: time)
        update(grabPercent - d / drag.fullDistance)
    }
}
