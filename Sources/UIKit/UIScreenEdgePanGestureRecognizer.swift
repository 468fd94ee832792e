import SimKit

/// UIScreenEdgePanGestureRecognizer: a pan that begins only from a strip along one of the screen's
/// `edges`, moving away from that edge more than along it (the swipe back from the left edge).
/// Until `edges` is set it recognises nothing, as UIKit's.
///
///     let swipe = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
///     swipe.edges = .left
///     viewController.view.addGestureRecognizer(swipe)
///
/// The strip's width is the system's on iOS and not published: here it is
/// ``UIScreenEdgePanGestureRecognizer/edgeStrip``, the width of iOS's swipe-back strip to the eye
/// and the slide style's own edge swipe.
public final class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The strip along an edge that a touch must start in, points.
    public static let edgeStrip = 20.0

    /// The edges a swipe may start from.
    public var edges: UIRectEdge = []

    public override init(action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        shouldBegin = { g in (g as? UIScreenEdgePanGestureRecognizer)?.startsAtEdge ?? false }
    }

    /// Whether the touch started in the strip along one of `edges` and moves away from that edge.
    private var startsAtEdge: Bool {
        guard let start = lastTouch?.startLocation, let screen = view?.window?.bounds else { return false }
        let m = movement, strip = Self.edgeStrip
        return (edges.contains(.left) && start.x - screen.minX < strip && m.x > abs(m.y))
            || (edges.contains(.right) && screen.maxX - start.x < strip && -m.x > abs(m.y))
            || (edges.contains(.top) && start.y - screen.minY < strip && m.y > abs(m.x))
            || (edges.contains(.bottom) && screen.maxY - start.y < strip && -m.y > abs(m.x))
    }
}
