import SimKit
import Playback
import AppStore

/// Drives a scene frame by frame on a virtual clock of exactly 1/fps per frame, with a scripted
/// finger, as the headless runner does.
@MainActor
public final class FrameStepper {
    public let scene: Scene
    public let fps: Double
    public private(set) var frame = 0
    public var time: Double { Double(frame) / fps }
    /// Called after every step, once the scene has advanced (to draw each frame, say).
    public var onFrame: (() throws -> Void)?
    /// The first error `onFrame` threw, if any (stepping goes on).
    public private(set) var frameError: Error?

    public init(scene: Scene, fps: Double = 60) {
        self.scene = scene
        self.fps = fps
        scene.advance(to: 0)
    }

    /// Advances one frame and returns the trace state after it, in the program's order
    /// (`HeadlessLoop`, `LiveRunner`, `Scene.handle`'s contract): the clock moves to the frame's
    /// time, then `events` (stamped with that time) arrive, then the frame is drawn.
    @discardableResult
    public func step(_ events: [InputEvent] = []) -> TraceState {
        frame += 1
        scene.advance(to: time)
        for e in events { scene.handle(e) }
        do { try onFrame?() } catch { frameError = frameError ?? error }
        return scene.inspector.traceState()
    }

    /// Delivers events at the current time without advancing.
    public func send(_ events: InputEvent...) { for e in events { scene.handle(e) } }

    /// Steps until the scene is idle (at most `limit` seconds).
    @discardableResult
    public func settle(limit: Double = 10) -> Int {
        var n = 0
        while !scene.isIdle && Double(n) / fps < limit { step(); n += 1 }
        return n
    }

    /// A tap: down now, up 0.08 s later, as scripts do.
    public func tap(_ p: Point) {
        send(.pointerDown(p, time: time))
        for _ in 0..<Int((0.08 * fps).rounded()) { step() }
        send(.pointerUp(p, time: time))
    }

    /// A straight drag moving every frame for `duration` seconds, then a release.
    /// With `press: false` the finger is already down and just moves on.
    public func drag(from a: Point, to b: Point, duration: Double, press: Bool = true, release: Bool = true) {
        if press { send(.pointerDown(a, time: time)) }
        let n = max(1, Int((duration * fps).rounded()))
        for k in 1...n {
            let f = Double(k) / Double(n)
            step([.pointerMove(a + (b - a) * f, time: time + 1 / fps)])
        }
        if release { send(.pointerUp(b, time: time)) }
    }
}
