import SimKit
import Playback

extension FrameDriver {
    /// Where the scene rests at home after a transition, the session starts over from a fresh twin
    /// of it (`SettingsScene.twinMaker`), which becomes the scene on screen: a seek re-derives
    /// from the latest restart before its time instead of the session's first frame, and the
    /// journal keeps two stretches, the one since this restart and the one before (where the last
    /// transition ran), so what a seek replays and what the journal holds stay bounded however
    /// long the session runs.
    ///
    /// The twin is swapped in only when it draws exactly what the scene draws, so nothing on
    /// screen changes; and since the twin is then the scene a straight run goes on with, a seek
    /// re-derives exactly what it showed. Called once a frame's input is in.
    func restartIfAtHome() {
        guard journal.cursor == nil, journal.press == nil else { return }
        if !movedSinceRestart {
            movedSinceRestart = scene.inspector.traceRecord().isTransitioning
            return
        }
        guard scene.isIdle, let settings = scene as? SettingsScene, let make = settings.twinMaker() else { return }
        let twin = make()
        twin.advance(to: clock.time)
        // A twin that would draw otherwise is not the scene: this rest is skipped, the next
        // transition's is tried.
        movedSinceRestart = false
        guard twin.render() == scene.render() else { return }
        journal.restart(from: SceneLineage(make: make, log: (twin as? EffectfulScene)?.effects.log), at: clock.time)
        tapAhead = nil
        rehearsals.removeAll()
        adopt(twin)
    }
}
