import SimKit
import Playback

/// Everything a scene was given, in order: each move of its clock, each input event, each setting.
/// A scene is a function of what it was given, so a fresh scene given the same entries up to scene
/// time T is the scene a straight run shows at T. That is how time runs backwards in the tool and
/// never in the model: `seek` re-derives the state instead of animating in reverse.
///
///     journal.record(.advance(0.5))
///     let next = journal.replay(into: makeScene(), until: 0.3)   // the scene at 0.3 s
///
/// Entries past the time shown are kept while scrubbing (`cursor`), so scrubbing forward again
/// plays the same future; anything new given to the scene there (input, a setting, the clock
/// running on) cuts that future off, and history goes on from the time shown.
///
/// A long session does not replay from its first frame: where the scene rests at home, the driver
/// restarts the journal (`restart`) from a fresh twin of it, and only the stretch since the
/// restart before is kept: enough to reach the current or last transition.
@MainActor
package final class SceneJournal {
    package enum Entry: Equatable {
        case advance(Double)
        case event(InputEvent)
        case setting(SceneSetting)
        case chosen(SceneSetting)
        case host(HostSettings)
        /// The scene on screen was swapped for a fresh twin made by the lineage: what follows is
        /// given to scenes it makes.
        case restart(SceneLineage)
    }

    package private(set) var entries: [Entry] = []
    /// While scrubbing: how many entries the scene on screen has been given, and the time it shows.
    private(set) var cursor: (index: Int, time: Double)?

    /// The scene time the latest entry moved the clock to.
    private(set) var lastTime = 0.0

    /// A finger the scene has been given that has not lifted: the entry of its `pointerDown`, where
    /// it came down, and the farthest it has moved from there (points). Kept as entries are
    /// recorded, so a frame need not search the journal for it.
    package struct Press: Equatable {
        package var entry: Int
        package var point: Point
        package var farthest = 0.0
    }
    package private(set) var press: Press?
    /// How many times entries were cut off (a new history from a time scrubbed to): a scene fed
    /// entries by their index (`feed`) before a cut was fed another history.
    package private(set) var cuts = 0

    /// Notes what the scene was just given. While scrubbing, the scene moving to the time it already
    /// shows is nothing new; anything else starts a new history from there.
    package func record(_ entry: Entry) {
        if let c = cursor {
            if case .advance(let t) = entry, t == c.time { return }
            entries.removeSubrange(c.index...)
            cursor = nil
            cuts += 1
            // A finger down at the time shown came down in the future cut off, or before the
            // scrub began; either way nothing is known to be held now.
            press = nil
        }
        if case .advance(let t) = entry {
            // A paused clock moves a frame's scene to the time it already has: one entry is enough.
            if case .advance(let last)? = entries.last, last == t { return }
            lastTime = t
        }
        if case .event(let e) = entry {
            switch e {
            case .pointerDown(let p, _): press = Press(entry: entries.count, point: p)
            case .pointerMove(let p, _):
                if var held = press {
                    let dx = p.x - held.point.x, dy = p.y - held.point.y
                    held.farthest = max(held.farthest, (dx * dx + dy * dy).squareRoot())
                    press = held
                }
            case .pointerUp, .pointerCancel: press = nil
            case .hover, .wheel, .key: break
            }
        }
        entries.append(entry)
    }

    /// Gives `scene` the entries from `start` on, up to scene time `time`, and moves it to `time`.
    /// Returns how many entries it has now been given.
    @discardableResult
    package func replay(into scene: Scene, from start: Int = 0, until time: Double) -> Int {
        Self.replaying(scene) { replayEntries(into: scene, from: start, until: time) }
    }

    /// What the scene was given once is given again: it computes, and acts on nothing outside itself.
    private static func replaying<R>(_ scene: Scene, _ body: () -> R) -> R {
        guard let effects = (scene as? EffectfulScene)?.effects else { return body() }
        return effects.replaying(body)
    }

    private func replayEntries(into scene: Scene, from start: Int, until time: Double) -> Int {
        var i = start
        while i < entries.count {
            switch entries[i] {
            case .advance(let t):
                if t > time { scene.advance(to: time); return i }
                // A scene at rest changes nothing but its clock between frames: while the next
                // entry only moves the clock again, this frame need not be played.
                if scene.isIdle, i + 1 < entries.count, case .advance(let next) = entries[i + 1], next <= time {
                    i += 1
                    continue
                }
                scene.advance(to: t)
            default: give(entries[i], to: scene)
            }
            i += 1
        }
        scene.advance(to: time)
        return i
    }

    /// Gives `scene`, which has been given the entries before `start`, the entries from `start`
    /// on, at most `limit` of them and none from `end` on. Returns how many it has been given now.
    /// Unlike `replay`, it stops between entries, not at a time: a scene fed a few entries a frame
    /// follows the journal (`DerivedScene.follow`).
    func feed(_ scene: Scene, from start: Int, to end: Int, limit: Int) -> Int {
        Self.replaying(scene) { feedEntries(scene, from: start, to: end, limit: limit) }
    }

    private func feedEntries(_ scene: Scene, from start: Int, to end: Int, limit: Int) -> Int {
        let stop = min(end, entries.count, start + max(0, limit))
        var i = start
        while i < stop {
            // As `replay`: a scene at rest need not be played to a time the next entry passes.
            // (Whether it is at rest is asked last: it walks the scene's views.)
            let skips = if case .advance = entries[i], i + 1 < stop, case .advance = entries[i + 1] { scene.isIdle } else { false }
            if !skips { give(entries[i], to: scene) }
            i += 1
        }
        return i
    }

    /// Gives `scene` one entry: moves its clock, hands it an event or a setting.
    private func give(_ entry: Entry, to scene: Scene) {
        switch entry {
        case .advance(let t): scene.advance(to: t)
        case .event(let e): scene.handle(e)
        case .setting(let s): (scene as? SettingsScene)?.apply(s)
        case .chosen(let s): (scene as? SettingsScene)?.applyChosenByUser(s)
        case .host: (scene as? SettingsScene)?.hostSettingsChanged()
        // A replay starts after the latest restart at or before its time (`start(for:)`).
        case .restart: break
        }
    }

    /// The scene on screen now shows `time`, having been given `index` entries.
    package func showing(index: Int, time: Double) {
        cursor = (index, time)
    }

    /// The kept future has been played to its end: from here what the scene is given is recorded.
    func resumeRecording() {
        guard let c = cursor else { return }
        cursor = nil
        lastTime = c.time
        entries.append(.advance(c.time))
    }

    /// Swaps the history for a stretch that starts from `lineage`'s twin at scene time `time`,
    /// keeping the stretch before it (where the last transition ran) and dropping what came
    /// before that. Not while scrubbing or while a finger is down.
    func restart(from lineage: SceneLineage, at time: Double) {
        precondition(cursor == nil && press == nil, "a journal restarts only at rest")
        if let previous = entries.lastIndex(where: { if case .restart = $0 { true } else { false } }) {
            entries.removeSubrange(..<previous)
        }
        entries.append(.restart(lineage))
        entries.append(.advance(time))
        lastTime = time
        // Indices into the old history mean nothing now: a rehearsal fed by them starts again.
        cuts += 1
    }

    /// Where a scene at `time` is re-derived from: the index after the latest restart at or before
    /// `time` and its lineage, or the start and no lineage (the session's own first scene).
    package func start(for time: Double) -> (index: Int, lineage: SceneLineage?) {
        var i = entries.count - 1
        while i >= 0 {
            if case .restart(let lineage) = entries[i], restartTime(at: i) <= time || i == 0 { return (i + 1, lineage) }
            i -= 1
        }
        return (0, nil)
    }

    /// The first scene time a seek can reach: the journal's start, or its oldest restart.
    package var reach: Double {
        if case .restart? = entries.first { return restartTime(at: 0) }
        return 0
    }

    private func restartTime(at i: Int) -> Double {
        if i + 1 < entries.count, case .advance(let t) = entries[i + 1] { return t }
        return lastTime
    }

    /// The latest time history reaches (the future kept while scrubbing included).
    var endTime: Double {
        for case .advance(let t) in entries.reversed() { return t }
        return 0
    }
}
