import Motion

/// UIPanGestureRecognizer: begins once the finger has moved `hysteresis` points, then reports the
/// translation since it began and the velocity from the last 150 ms of samples. Open, so UIKit's
/// screen-edge pan is one (`UIScreenEdgePanGestureRecognizer` is a pan in UIKit too).
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// Distance before the pan claims the touch (UIKit's touch slop is about 10 pt).
    public var hysteresis = 10.0
    /// When true the pan begins on touch-down (used to grab a moving card at once).
    public var beginsImmediately = false

    private var origin: Point = .zero
    private var current: Point = .zero
    private var tracker = VelocityTracker<Point>(window: 0.15)
    private var lastTime = 0.0

    public override init(action: ((GestureRecognizer) -> Void)? = nil) { super.init(action: action) }

    /// Finger movement since the pan began (or since `setTranslation`), in points.
    public func translation(in view: View? = nil) -> Point { current - origin }
    public func setTranslation(_ t: Point) { origin = current - t }
    /// Finger velocity in points per second over the last ~150 ms.
    public func velocity(in view: View? = nil) -> Point { tracker.velocity(at: lastTime) }
    /// The raw movement since touch-down, available while still `.possible` for direction checks.
    public private(set) var movement: Point = .zero
    private var downLocation: Point = .zero

    public override func touchBegan(_ touch: Touch) {
        tracker.reset()
        tracker.add(touch.location, at: touch.time)
        lastTime = touch.time
        downLocation = touch.location
        current = touch.location
        movement = .zero
        if beginsImmediately { origin = current; _ = tryBegin() }
    }

    public override func touchMoved(_ touch: Touch) {
        tracker.add(touch.location, at: touch.time)
        lastTime = touch.time
        current = touch.location
        movement = touch.location - downLocation
        switch state {
        case .possible:
            let distance = movement.magnitude
            if distance >= hysteresis {
                // The translation counts from where the finger crossed the slop circle, as UIKit's
                // does: a first move of 76 pt is 66 pt of pan, not 0 (the content trailed
                // the finger by the whole first move).
                origin = downLocation + movement * (hysteresis / distance)
                _ = tryBegin()
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    public override func touchEnded(_ touch: Touch) {
        tracker.add(touch.location, at: touch.time)
        lastTime = touch.time
        current = touch.location
        if isActive { state = .ended } else if state == .possible { state = .failed }
    }
}
