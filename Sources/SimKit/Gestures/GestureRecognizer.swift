/// UIGestureRecognizer: watches the touches that hit its view or a descendant and recognises a
/// gesture. Subclasses implement the touch handlers and move `state`.
@MainActor
open class GestureRecognizer {
    public enum State: Sendable, Equatable { case possible, began, changed, ended, cancelled, failed, recognized }

    public internal(set) weak var view: View?
    public var isEnabled = true
    /// Whether recognising cancels the touches delivered to the hit view (UIKit's default: true).
    public var cancelsTouchesInView = true
    /// Asked before leaving `.possible`; return false to fail (UIGestureRecognizerDelegate).
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// Called on every state change except `.possible`/`.failed` (the target-action pair).
    public var action: ((GestureRecognizer) -> Void)?

    public internal(set) var state: State = .possible {
        didSet {
            // `.changed` repeats for every move; the others fire once.
            guard state != oldValue || state == .changed else { return }
            switch state {
            case .began, .changed, .ended, .cancelled, .recognized: action?(self)
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
        if let shouldBegin, !shouldBegin(self) { state = .failed; return false }
        state = .began
        return true
    }

    /// The location of the current touch in `view`.
    public private(set) var lastTouch: Touch?
    func record(_ touch: Touch) { lastTouch = touch }
    public func location(in view: View) -> Point { view.convertFromScreen(lastTouch?.location ?? .zero) }
}
