/// The single finger of the simulator (the mouse), as UITouch.
public struct Touch: Sendable, Equatable {
    public enum Phase: Sendable { case began, moved, ended, cancelled }
    /// Position on screen, in points.
    public var location: Point
    /// Where the finger went down, in points on screen.
    public var startLocation: Point
    public var time: Double
    public var phase: Phase
    public init(location: Point, startLocation: Point, time: Double, phase: Phase) {
        self.location = location; self.startLocation = startLocation; self.time = time; self.phase = phase
    }
    /// The location in `view`'s bounds (model geometry).
    @MainActor public func location(in view: View) -> Point { view.convertFromScreen(location) }
}
