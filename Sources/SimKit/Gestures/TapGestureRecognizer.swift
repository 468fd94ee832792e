/// UITapGestureRecognizer: a press and release without moving more than `allowableMovement`.
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// Movement in points that still counts as a tap (UIKit uses about 10).
    public var allowableMovement = 10.0

    public override init(action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        cancelsTouchesInView = false
    }

    public override func touchMoved(_ touch: Touch) {
        if state == .possible, (touch.location - touch.startLocation).magnitude > allowableMovement { state = .failed }
    }

    public override func touchEnded(_ touch: Touch) {
        guard state == .possible else { return }
        state = mayBegin() ? .recognized : .failed
    }
}
