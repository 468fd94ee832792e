import SimKit

/// Where and when the window's input lands on the scene. Input arrives before the frame that
/// delivers it, so its wall instant is held between the previous frame's and this one's and made
/// scene time by the clock (a flick's release keeps its own instant, whatever the frame rate); its
/// position is pinned to the screen and put on the thousandth of a point, as a take writes it, so
/// a take's replay gives the scene the very same events.
///
///     var placement = InputPlacement(screen: Size(390, 844))
///     placement.beginFrame(wall: 0.5)
///     let (event, wall) = placement.place(.pointerDown(p, time: 0), wall: 0.49, clock: clock)
package struct InputPlacement {
    /// The simulated screen in points: live input is pinned to it.
    package let screen: Size
    /// Wall seconds of the frame being played, and of the one before it.
    package private(set) var frameWall = 0.0
    package private(set) var previousFrameWall = 0.0

    package init(screen: Size) { self.screen = screen }

    /// A frame begins at `wall` seconds (a frame's wall time never goes back); returns it.
    package mutating func beginFrame(wall: Double) -> Double {
        previousFrameWall = frameWall
        frameWall = max(frameWall, wall)
        return frameWall
    }

    /// `event` as the scene gets it and a take writes it, with the wall instant it is stamped at:
    /// `wall` held between the previous frame and this one, nil meaning this frame's instant.
    package func place(_ event: InputEvent, wall: Double?, clock: SceneClock) -> (event: InputEvent, wall: Double) {
        let w = min(frameWall, max(previousFrameWall, wall ?? frameWall))
        let t = clock.time(atWall: w)
        let p = { (q: Point) in ScriptRecorder.place(q, on: screen) }
        let placed: InputEvent
        switch event {
        case .pointerDown(let q, _): placed = .pointerDown(p(q), time: t)
        case .pointerMove(let q, _): placed = .pointerMove(p(q), time: t)
        case .pointerUp(let q, _): placed = .pointerUp(p(q), time: t)
        case .hover(let q, _): placed = .hover(p(q), time: t)
        case .pointerCancel: placed = .pointerCancel(time: t)
        case .wheel(let dx, let dy, let q, _):
            placed = .wheel(dx: ScriptRecorder.amount(dx), dy: ScriptRecorder.amount(dy), at: p(q), time: t)
        case .key(let k, _): placed = .key(k, time: t)
        }
        return (placed, w)
    }
}
