/// UIGestureRecognizer: watches the touches that hit its view or a descendant and recognises a
/// gesture. Subclasses implement the touch handlers and move `state`.
@MainActor
open class GestureRecognizer {
    public enum State: Sendable, Equatable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture (a tap) has happened: the same state as `.ended`, as in UIKit, so a
        /// handler that checks `state == .ended` hears a tap.
        public static let recognized = State.ended
    }

    public internal(set) weak var view: View?
    public var isEnabled = true
    /// Whether recognising cancels the touches delivered to the hit view (UIKit's default: true).
    public var cancelsTouchesInView = true
    /// Asked before leaving `.possible`; return false to fail (UIGestureRecognizerDelegate).
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// UIGestureRecognizerDelegate: asked before leaving `.possible`, and whether another
    /// recogniser may go on beside this one once one of them has begun. Held weakly, as UIKit's.
    public weak var delegate: GestureRecognizerDelegate?
    /// Called on every state change except `.possible`/`.failed` (the target-action pair).
    public var action: ((GestureRecognizer) -> Void)?

    public internal(set) var state: State = .possible {
        didSet {
            // `.changed` repeats for every move; the others fire once.
            guard state != oldValue || state == .changed else { return }
            switch state {
            case .began, .changed, .ended, .cancelled: action?(self)
            case .possible, .failed: break
            }
        }
    }

    public init(action: ((GestureRecognizer) -> Void)? = nil) { self.action = action }

    /// True while the recogniser is tracking a gesture it has claimed.
    public var isActive: Bool { state == .began || state == .changed }

    open func touchBegan(_ touch: Touch) {}
    open func touchMoved(_ touch: Touch) {}
    open func touchEnded(_ touch: Touch) {}
    open func touchCancelled(_ touch: Touch) { if isActive { state = .cancelled } else { state = .failed } }
    /// Back to `.possible` once the touch sequence is over.
    open func reset() { state = .possible }

    /// Moves from `.possible` to `.began` if the delegate agrees; returns whether it did.
    public func tryBegin() -> Bool {
        guard state == .possible else { return false }
        guard mayBegin() else { state = .failed; return false }
        state = .began
        return true
    }

    /// Whether `shouldBegin` and the delegate let the recogniser leave `.possible`.
    public func mayBegin() -> Bool {
        if let shouldBegin, !shouldBegin(self) { return false }
        return delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    /// Whether this recogniser and `other` may both recognise the same touches: either one's
    /// delegate says so (UIKit asks both; by default neither does).
    public func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// The location of the current touch in `view`.
    public private(set) var lastTouch: Touch?
    func record(_ touch: Touch) { lastTouch = touch }
    public func location(in view: View) -> Point { view.convertFromScreen(lastTouch?.location ?? .zero) }
}
