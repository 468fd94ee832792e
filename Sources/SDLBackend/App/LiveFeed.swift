import SimKit
import Playback

/// The window's input path, apart from the window so that a test can drive it: the frame's clock,
/// and each event placed as a take writes it down, so that a take's replay gives the scene the same
/// (time, event) sequence as the live run.
///
///     var feed = LiveFeed(screen: Size(390, 844))
///     feed.beginFrame(wall: 0.0167)                                // the clock moves on
///     let (e, wall) = feed.deliver(.pointerMove(p, time: 0), wall: 0.007, to: scene)
///     recorder.record(e, at: wall - takeStart)
///     feed.finishInput(scene: scene)                               // the scene moves on; draw
///
/// An event keeps the wall instant it happened at (SDL's stamp), held inside the frame that delivers
/// it, and is stamped with the scene time of that instant; its position is pinned to the screen and
/// put on the thousandth of a point. `FrameInput` hands it to the scene advanced to that instant. The
/// replay (`at` lines) delivers it in the first frame at or after that instant, with the same stamp,
/// through the same `FrameInput`.
@MainActor
struct LiveFeed {
    /// The scene's clock (speed, Ctrl+T, pause).
    var clock: SceneClock
    /// The simulated screen in points.
    let screen: Size
    /// Wall seconds of the frame being played, and of the one before it.
    private(set) var frameWall = 0.0
    private(set) var previousFrameWall = 0.0
    private var input = FrameInput(frameTime: 0)

    init(screen: Size, speed: Double = 1) {
        self.screen = screen
        clock = SceneClock(speed: speed)
    }

    /// Starts the frame at `wall` seconds: the clock moves there; the scene follows in
    /// `finishInput` (or with the first input stamped with the frame's time).
    mutating func beginFrame(wall: Double) {
        let before = clock.time
        previousFrameWall = frameWall
        frameWall = max(frameWall, wall)
        clock.advance(toWall: frameWall)
        input = FrameInput(frameTime: clock.time, after: before)
    }

    /// Moves the scene to the frame's time once this frame's input is in; before drawing.
    mutating func finishInput(scene: Scene) { input.advance(scene) }

    /// The `.` key while paused: one frame of `frameDuration` wall seconds, at once.
    mutating func step(frameDuration: Double, scene: Scene) {
        input.advance(scene)
        clock.step(frameDuration: frameDuration)
        input = FrameInput(frameTime: clock.time, after: clock.time)
        input.advance(scene)
    }

    /// `event` as the scene gets it and a take writes it, with the wall instant it is stamped at:
    /// `wall` held between the previous frame and this one (input arrives before the frame that
    /// delivers it), nil meaning this frame's instant.
    func place(_ event: InputEvent, wall: Double? = nil) -> (event: InputEvent, wall: Double) {
        let w = min(frameWall, max(previousFrameWall, wall ?? frameWall))
        let t = clock.time(atWall: w)
        let p = { (q: Point) in ScriptRecorder.place(q, on: self.screen) }
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

    /// Places `event` and hands it to `scene`; returns it as given, for the touch rings and the take.
    @discardableResult
    mutating func deliver(_ event: InputEvent, wall: Double? = nil, to scene: Scene) -> (event: InputEvent, wall: Double) {
        let placed = place(event, wall: wall)
        input.handle(placed.event, scene: scene)
        return placed
    }
}
