/// One push or pop of a navigation bar, as UIKit animates its bar alongside the screens: what each
/// moving view does (frame and opacity at the start and at the end), and the stand-ins that show
/// the leaving screen's titles until they have faded. The bar's own labels take the arriving
/// screen's titles and move from where they start to where they rest.
@MainActor
final class NavigationBarTransition {
    /// A view's way through the transition.
    struct Move {
        let view: View
        let from: Rect, to: Rect
        let fromAlpha: Double, toAlpha: Double
    }

    private(set) var moves: [Move] = []
    /// The leaving titles' stand-ins, removed at the end.
    private(set) var standIns: [View] = []

    /// Adds a view's way and puts it at its start.
    func move(_ view: View, from: Rect, to: Rect, alpha fromAlpha: Double, to toAlpha: Double) {
        moves.append(Move(view: view, from: from, to: to, fromAlpha: fromAlpha, toAlpha: toAlpha))
        View.performWithoutAnimation {
            view.frame = from
            view.alpha = fromAlpha
        }
    }

    /// A stand-in for a leaving view, kept until the end.
    func keep(_ standIn: View) { standIns.append(standIn) }

    /// Sets every view to its end; run inside the transition's animations, this is the animation.
    func applyEnd() {
        for m in moves {
            m.view.frame = m.to
            m.view.alpha = m.toAlpha
        }
    }

    /// Drops the stand-ins and whatever animation is left on the moving views.
    func tearDown() {
        for v in standIns { v.removeFromSuperview() }
        for m in moves { m.view.removeAllAnimations(keepingPresentation: false) }
        View.performWithoutAnimation {
            for m in moves { m.view.alpha = 1 }
        }
        standIns = []
        moves = []
    }
}
