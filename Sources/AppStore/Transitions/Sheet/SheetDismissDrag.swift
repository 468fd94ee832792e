import SimKit

/// The sheet post's `pan(recognizer:)`: a vertical drag on the sheet's top bar. At rest it starts an
/// interactive dismiss; while a present, dismiss or settle moves the sheet it takes the sheet where
/// it is. The sheet follows the finger 1:1 and never goes above its rest (nor above where it was
/// taken, in the spring's overshoot); the release goes to the source post's rule through `DragTracker`.
///
/// The source post returned early while the translation was under 0.1 pt, so a release at or above rest
/// never reached its release code and left the sheet where it was: here every release settles.
@MainActor
final class SheetDismissDrag: FingerStartedInteraction {
    unowned let owner: SheetTransition
    var wantsInteractiveStart = false
    /// The recogniser the presentation's grab zone carries.
    private(set) var pan: PanGestureRecognizer!
    private let tracker: DragTracker
    /// The animator the finger holds, and the sheet's distance below rest when it took it.
    private weak var held: SheetAnimator?
    private var start = 0.0

    init(owner: SheetTransition) {
        self.owner = owner
        tracker = DragTracker(fullDistance: owner.numbers.travel)
        pan = PanGestureRecognizer { [weak self] g in self?.handle(g as! PanGestureRecognizer) }
    }

    private func handle(_ pan: PanGestureRecognizer) {
        let t = pan.lastTouch?.time ?? 0
        switch pan.state {
        case .began:
            begin()
            move(pan.translation().y, at: t)
        case .changed:
            move(pan.translation().y, at: t)
        case .ended:
            move(pan.translation().y, at: t)
            release(tracker.release(by: owner.numbers.releaseRule))
        case .cancelled:
            // A touch taken away (focus lost) goes back to rest, as an abandoned drag does.
            var r = tracker.abandon()
            r.settleDuration = owner.numbers.settle.upperBound
            release(r)
        default:
            break
        }
    }

    private func begin() {
        tracker.begin()
        if let running = owner.runningSheetAnimator {
            start = running.grab()
            held = running
            return
        }
        guard let vc = owner.presented, vc.presentingViewController != nil, dismissInteractively(vc) else { return }
        start = 0
        held = owner.runningSheetAnimator
    }

    func startInteractiveTransition(_ context: TransitionContext) {
        owner.runningSheetAnimator?.beginInteractive(context)
    }

    private func move(_ translation: Double, at time: Double) {
        guard let held else { return }
        // Never above rest; a sheet taken in the overshoot may stay where it was taken.
        let d = max(min(0, start), start + translation)
        tracker.move(to: d, at: time)
        held.follow(distance: d)
    }

    private func release(_ r: DragRelease) {
        guard let held else { return }
        self.held = nil
        held.settle(r)
    }
}
