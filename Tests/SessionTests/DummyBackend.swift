import Playback
import SimKit
@testable import Session

/// A backend that draws nothing: it plays a session through its `FrameDriver` in the order the
/// window and a headless lane do (the script's actions, the clock, the input, the scene moving on),
/// and where they would draw it keeps the frame's display list (the scene's and the touch rings')
/// and its trace line. Nothing of SDL, a renderer or ffmpeg is in the way, so what a test finds
/// here is the session's doing.
///
///     let backend = try DummyBackend(scene: scene, script: "tap card 1\nwait 1")
///     try backend.playScript()
///     backend.traceLines.last   // the last frame's line, as `--trace` writes it
@MainActor
final class DummyBackend: FrameDriverHost {
    let driver: FrameDriver
    let fps: Double
    private let player: ScriptPlayer?
    /// Frames played; frame k is at wall (and, at speed 1, scene) time k / fps.
    private(set) var frames = 0
    /// What the latest frame shows: the scene's display list, then the touch rings.
    private(set) var shown: [DrawCommand] = []
    /// One `--trace` line a frame, as the headless loop writes it (the cost left at 0).
    private(set) var traceLines: [String] = []
    private(set) var screenshots: [String] = []
    private(set) var warnings: [String] = []
    private(set) var announced: [ClockKey] = []
    private(set) var deviceRequests: [Device] = []
    private(set) var showsBezel = false

    /// `make` makes a fresh scene like `scene`, for seeking back; `script` is a script's text.
    init(scene: Scene, script: String? = nil, fps: Double = 60, make: (() -> Scene)? = nil) throws {
        self.fps = fps
        player = try script.map { ScriptPlayer(script: try Script.parse($0, file: "dummy.txt"), fps: fps) }
        driver = FrameDriver(scene: scene, screen: scene.screenSize)
        driver.makeScene = make
        driver.host = self
    }

    /// The wall time of the next frame.
    var nextWall: Double { Double(frames) / fps }

    /// Plays one frame: the script's actions for it, `input` as the window's own (each at its wall
    /// instant, nil for the frame's), then the scene moves on and the frame is "drawn".
    @discardableResult
    func playFrame(input: [(event: InputEvent, wall: Double?)] = []) throws -> [DrawCommand] {
        let wall = nextWall
        let actions = player?.step(at: wall, scene: driver.scene) ?? []
        driver.beginFrame(wall: wall, actions: actions)
        try driver.perform(actions)
        for i in input { driver.deliver(i.event, wall: i.wall) }
        driver.finishInput()
        shown = driver.scene.render() + driver.overlay.commands()
        let line = TraceLine(frame: frames, t: wall, state: driver.scene.inspector.traceRecord(), frameMs: 0)
        traceLines.append(line.jsonLine())
        frames += 1
        return shown
    }

    /// Plays frames until the script has ended and the scene rests, at most `limit` of them.
    func playScript(limit: Int = 1200) throws {
        while frames < limit {
            try playFrame()
            if player?.isFinished ?? true, driver.scene.isIdle { return }
        }
    }

    // MARK: FrameDriverHost

    func screenshot(_ path: String, beforeMore: Bool) throws(RunnerError) { screenshots.append(path) }
    func warn(_ message: String) { warnings.append(message) }
    func scriptInput(_ event: InputEvent) { driver.deliverScripted(event) }
    func scriptTool(_ tool: ClockKey) { announced.append(tool) }
    func scriptChanged(_ command: ScriptCommand) {}
    func showBezel(_ on: Bool) { showsBezel = on }
    func requestDevice(_ device: Device) { deviceRequests.append(device) }
}
