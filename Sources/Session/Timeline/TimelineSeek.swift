import Playback

/// How the scene gets to another time on the journal: played on where the scene on screen can go
/// there, or re-derived fresh from the journal (`DerivedScene`) where it cannot. It decides and
/// replays; the driver adopts a derived scene and sets the clock and the frame's input, in the
/// frame's order.
///
///     var timeline = TimelineSeek(journal: journal, source: SceneSource(first: scene))
///     let t = timeline.reachable(time, clockTime: clock.time)
///     if case .derived(let fresh) = timeline.scene(at: t, playingOn: scene, clockTime: clock.time, input: &input) { … }
@MainActor
struct TimelineSeek {
    /// How the scene at the time asked came about.
    enum Shown {
        /// The scene on screen was played on to it.
        case playedOn
        /// A fresh scene was derived and played to it: the driver shows this one instead.
        case derived(Scene)
        /// It needs a fresh scene and none can be made.
        case unavailable
    }

    let journal: SceneJournal
    /// Where the fresh scenes a seek or a rehearsal re-derives come from.
    var source: SceneSource

    /// `time` held to what the journal can show: from its reach (what a restart dropped is gone)
    /// to the latest time seen.
    func reachable(_ time: Double, clockTime: Double) -> Double {
        min(max(time, journal.reach), max(journal.endTime, clockTime))
    }

    /// The scene a straight run shows at `time` (from `reachable`), backwards as well as forwards:
    /// forwards from the time shown, the scene on screen is played on; backwards, or past a
    /// restart, a fresh scene is given the journal from the latest restart before `time`.
    func scene(at time: Double, playingOn scene: Scene, clockTime: Double, input: inout FrameInput) -> Shown {
        if let c = journal.cursor, time >= c.time, journal.start(for: time).index <= c.index {
            journal.showing(index: journal.replay(into: scene, from: c.index, until: time), time: time)
            return .playedOn
        }
        if journal.cursor == nil, time >= clockTime {
            // Ahead of the time shown with nothing recorded there: the clock simply moves on.
            input.advance(scene, journal: journal)
            journal.record(.advance(time))
            scene.advance(to: time)
            return .playedOn
        }
        return rederived(at: time)
    }

    /// After a seek, the clock running on plays the journal's kept future (a take's input
    /// included) to `frameTime`, until it runs out (recording resumes) or new input branches off.
    /// Nil where nothing kept lies ahead: the frame's input moves the scene on as usual.
    func playKeptFuture(on scene: Scene, to frameTime: Double) -> Shown? {
        guard let c = journal.cursor, frameTime > c.time else { return nil }
        let shown: Shown
        if journal.start(for: frameTime).index > c.index {
            // Past a restart: the straight run swapped its scene there, and so does this one.
            shown = rederived(at: frameTime)
        } else {
            journal.showing(index: journal.replay(into: scene, from: c.index, until: frameTime), time: frameTime)
            shown = .playedOn
        }
        if let i = journal.cursor?.index, i >= journal.entries.count { journal.resumeRecording() }
        return shown
    }

    /// A scene derived from the journal (`DerivedScene`), not yet given anything: fresh from the
    /// latest restart at or before `time` (the twin a restart swapped in, or one like the first,
    /// see `SceneSource`). Nil where none can be made.
    func derivedScene(at time: Double) -> DerivedScene? {
        let start = journal.start(for: time)
        guard let fresh = source.freshScene(from: start.lineage) else { return nil }
        return DerivedScene(fresh, from: start.index, of: journal)
    }

    /// The scene derived at `time`, played to it, with the journal showing it.
    private func rederived(at time: Double) -> Shown {
        guard var derived = derivedScene(at: time) else { return .unavailable }
        derived.play(until: time)
        journal.showing(index: derived.given, time: time)
        return .derived(derived.scene)
    }
}
