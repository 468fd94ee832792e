/// What the backend tells the core, in points on the simulated screen and seconds on the scene's
/// clock. A mouse is a single finger: `down`, `move`, `up`.
public enum InputEvent: Hashable, Sendable {
    case pointerDown(Point, time: Double)
    case pointerMove(Point, time: Double)
    case pointerUp(Point, time: Double)
    /// The pointer moved without a button held (hover ring).
    case hover(Point, time: Double)
    /// The gesture must end without effect: focus lost, pointer left the window mid-drag.
    case pointerCancel(time: Double)
    /// Mouse wheel or touchpad scroll, in points (positive dy scrolls content up, like a finger moving up).
    case wheel(dx: Double, dy: Double, at: Point, time: Double)
    case key(Key, time: Double)

    public var time: Double {
        switch self {
        case .pointerDown(_, let t), .pointerMove(_, let t), .pointerUp(_, let t), .hover(_, let t): return t
        case .pointerCancel(let t), .wheel(_, _, _, let t), .key(_, let t): return t
        }
    }
}

/// Keys the core understands.
public enum Key: String, Hashable, Sendable, CaseIterable {
    case escape, space, period, comma, t, up, down, left, right, enter, tab
}
