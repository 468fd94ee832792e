import SimKit
import Playback

/// One frame's input handed to a scene in time order. An event stamped between the previous frame
/// and this one is handled with the scene advanced to its own instant, as it happened; the scene
/// moves on to the frame's time before anything stamped with the frame's time (and before the
/// frame is drawn). Handled with the scene at the frame's time, a wheel step or a grab
/// during a glide started from where the glide stood at that frame, so a take replayed at other
/// frame times ended elsewhere.
///
/// The live loop (`LiveRunner.deliver` through `FrameDriver`) and the headless lanes both go through it, so a take's replay gives
/// the scene what the live run gave it. A script without `at` lines stamps everything with the
/// frame's time, for which this is the old order: advance, then input.
@MainActor
package struct FrameInput {
    /// The scene time of the frame.
    let frameTime: Double
    /// Whether the scene has been moved to `frameTime`.
    private(set) var isAdvanced = false
    /// The latest stamp handed out: stamps never go back.
    private var last: Double

    package init(frameTime: Double, after previous: Double = -.infinity) {
        self.frameTime = frameTime
        last = previous
    }

    /// Hands `event` to `scene` at its stamp, held between the latest stamp and the frame's time.
    /// Each call is written in `journal`, so the same scene can be re-derived later.
    package mutating func handle(_ event: InputEvent, scene: Scene, journal: SceneJournal) {
        let t = min(frameTime, max(event.time, last))
        if t < frameTime, !isAdvanced {
            journal.record(.advance(t))
            scene.advance(to: t)
        } else {
            advance(scene, journal: journal)
        }
        last = t
        let e = t == event.time ? event : event.retimed(t)
        journal.record(.event(e))
        scene.handle(e)
    }

    /// The scene was moved to the frame's time some other way (a replay of the journal).
    mutating func markAdvanced() {
        isAdvanced = true
        last = frameTime
    }

    /// Moves `scene` to the frame's time, once.
    package mutating func advance(_ scene: Scene, journal: SceneJournal) {
        guard !isAdvanced else { return }
        isAdvanced = true
        last = frameTime
        journal.record(.advance(frameTime))
        scene.advance(to: frameTime)
    }
}
