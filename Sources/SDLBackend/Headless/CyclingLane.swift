import Playback
import Session

/// One scene on one offscreen canvas playing a script of presents and closes, its driver making
/// fresh scenes for seeks and for the tap a held finger plays ahead, as the window's does, so their
/// memory and cost count too: what `Soak` and `LongScrub` run.
@MainActor
struct CyclingLane {
    let frame: HeadlessFrame
    let lane: HeadlessLane
    let fps: Double

    /// `configuration`: the canvas's; `script`: the text to play, named `file` in its messages.
    init(configuration c: HeadlessRunner.Configuration, script text: String, file: String, assets: AssetLocator,
         makeScene: @escaping HeadlessRunner.SceneFactory) throws(RunnerError) {
        frame = try HeadlessFrame(configuration: c, assets: assets)
        fps = c.fps
        let (measurer, catalog) = (frame.canvas.textMeasurer, frame.canvas.catalog)
        let scene: Scene
        do { scene = try makeScene(measurer, catalog) } catch { throw RunnerError.badInput("\(error)") }
        let player = try ScriptSource(text: text, file: file).player(for: scene, fps: c.fps)
        lane = HeadlessLane(scene: scene, player: player, speed: 1, showTouches: false)
        lane.driver.makeScene = { try? makeScene(measurer, catalog) }
    }

    /// Plays frame `n` of the script at exactly n / fps; false once the script has ended and the
    /// scene rests.
    func play(frame n: Int) throws(RunnerError) -> Bool {
        _ = try lane.update(frame: n, at: Double(n) / fps, settleFrames: Int(ScriptPlayer.settleLimit * fps),
                            screenshotNow: { _ throws(RunnerError) in }, warn: { _ in })
        return !lane.isDone
    }

    /// Draws the lane's scene as it stands, with the frames the driver plays ahead of it
    /// (`ahead: false`: none, as a seek's frame has).
    func draw(ahead: Bool = true) throws(RunnerError) {
        // The lane's scene, not the first: a session resting at home goes on with a twin of it.
        try frame.render([lane.scene.render()], overlays: [lane.overlay], showsBezel: lane.showsBezel,
                         ahead: [ahead ? lane.driver.upcomingFrames() : []])
    }
}
