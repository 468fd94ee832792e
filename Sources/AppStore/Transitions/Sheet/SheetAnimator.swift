import SimKit

/// The sheet post's animator, both ways: the sheet's top springs between the screen's bottom and its rest
/// 44 pt down (1.0 s, damping 1, velocity 10) while the presenter's scale and alpha move with it by
/// the drag formula. A finger on the top bar can take the sheet at any moment (`grab`), move it 1:1
/// (`follow`) and let it go (`settle`): it then eases (E) to rest or off the screen in the time the
/// seed's rule chose, and the transition completes accordingly.
@MainActor
final class SheetAnimator: AnimatedTransitioning, CardAnimator {
    /// The transition this animator was made for; `direction` is what it is doing now (a present
    /// that the finger throws away is reported as a dismiss, as the App Store style's grabbed card is).
    let kind: TransitionContext.Direction
    private(set) var direction: TransitionContext.Direction
    let sheet: View
    let presenter: View
    let reportsCard: Bool
    private(set) var isInteractive = false
    private(set) var isFinished = false
    /// Weak: the transition machinery owns the context (it holds both controllers, the root among
    /// them); the sheet's transition keeps this animator after it ends.
    private weak var context: TransitionContext?
    /// Bumped by every grab and settle, so a superseded motion's completion does nothing.
    private var generation = 0

    let numbers: SheetNumbers

    init(direction: TransitionContext.Direction, sheet: View, presenter: View, reportsCard: Bool, numbers: SheetNumbers) {
        self.numbers = numbers
        kind = direction
        self.direction = direction
        self.sheet = sheet
        self.presenter = presenter
        self.reportsCard = reportsCard
    }

    var cardView: View? { reportsCard ? sheet : nil }

    /// How far the sheet's top is below its rest as drawn now, points (negative in the spring's
    /// overshoot).
    var distance: Double { sheet.presentationFrame.minY - numbers.topOffset }

    /// Where the sheet is between off screen and rest, toward this transition's end: the drag's
    /// progress for a dismiss, its complement for a present.
    var progress: Double {
        let gone = min(1, max(0, distance / numbers.travel))
        return direction == .present ? 1 - gone : gone
    }

    func transitionDuration(using context: TransitionContext?) -> Double { numbers.springDuration }

    func animateTransition(using context: TransitionContext) {
        self.context = context
        if kind == .present {
            View.performWithoutAnimation { sheet.frame = numbers.sheetFrame(distance: numbers.travel) }
            // Under the presentation's grab zone, which must stay on top to find the moving top bar.
            context.containerView.insertSubview(sheet, at: 0)
        }
        let gone = kind == .dismiss
        let token = generation
        View.animate(withDuration: numbers.springDuration, delay: 0,
                     usingSpringWithDamping: numbers.springDamping,
                     initialSpringVelocity: numbers.springVelocity, options: .curveLinear, animations: {
            self.place(distance: gone ? numbers.travel : 0)
        }) { _ in
            guard token == self.generation else { return }
            self.end(gone: gone)
        }
    }

    /// An interactive dismiss starts from rest under the finger.
    func beginInteractive(_ context: TransitionContext) {
        self.context = context
        generation += 1
        isInteractive = true
    }

    /// A finger took the sheet: everything stops where it is on screen. Returns the sheet's distance.
    func grab() -> Double {
        generation += 1
        sheet.removeAllAnimations(keepingPresentation: true)
        presenter.removeAllAnimations(keepingPresentation: true)
        isInteractive = true
        return distance
    }

    /// The finger holds the sheet `d` points below rest.
    func follow(distance d: Double) {
        View.performWithoutAnimation { place(distance: d) }
        if let context, context.isInteractive { context.updateInteractiveTransition(progress) }
    }

    /// The finger let go: ease off the screen (`commit`) or back to rest in the rule's time.
    func settle(_ release: DragRelease) {
        isInteractive = false
        let gone = release.commit
        if let context, context.isInteractive {
            if gone { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        }
        if kind == .present && gone { direction = .dismiss }
        generation += 1
        let token = generation
        let done: (Bool) -> Void = { _ in
            guard token == self.generation else { return }
            self.end(gone: gone)
        }
        if gone && !numbers.dismissSettles {
            // The post's `dismiss(animated: true)`: the present's spring, from rest.
            View.animate(withDuration: numbers.springDuration, delay: 0, usingSpringWithDamping: numbers.springDamping,
                         initialSpringVelocity: numbers.springVelocity, options: .curveLinear,
                         animations: { self.place(distance: self.numbers.travel) }, completion: done)
            return
        }
        let duration = release.settleDuration ?? numbers.settle.upperBound
        View.animate(withDuration: duration, options: .curveEaseInOut, animations: {
            self.place(distance: gone ? self.numbers.travel : 0)
        }, completion: done)
    }

    /// The sheet `d` points below rest and the presenter by the source post's formula. Inside an animation
    /// block all of it moves on one curve, so the formula holds on every frame.
    private func place(distance d: Double) {
        sheet.frame = numbers.sheetFrame(distance: d)
        let p = d / numbers.travel
        let s = SheetNumbers.presenterValue(min: numbers.minScale, progress: p)
        presenter.transform = Transform(scaleX: s, y: s)
        presenter.alpha = SheetNumbers.presenterValue(min: numbers.minAlpha, progress: p)
    }

    /// The motion is over: the sheet is up (`gone` false) or off the screen.
    private func end(gone: Bool) {
        isFinished = true
        isInteractive = false
        context?.completeTransition(kind == .present ? !gone : gone)
    }
}
