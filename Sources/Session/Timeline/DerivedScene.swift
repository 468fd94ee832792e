import Playback

/// A scene re-derived from the journal: a fresh scene of one stretch's lineage, given the
/// journal's entries from that stretch's start. It is the one way the session gets a scene that
/// is not the one on screen, and it acts on nothing outside itself (a replay: `SceneEffects`):
///
/// - a seek backwards derives one at the latest restart before the time asked, plays it to that
///   time (`play(until:)`) and shows it;
/// - tap-ahead keeps two following the journal, a share of entries a frame (`follow(to:limit:)`),
///   and plays a held finger lifting on one that is level, to learn what the tap will draw.
///
///     var derived = DerivedScene(fresh, from: journal.start(for: t).index, of: journal)
///     derived.play(until: t)          // the scene a straight run showed at t
@MainActor
struct DerivedScene {
    let scene: Scene
    let journal: SceneJournal
    /// How many of the journal's entries it has been given.
    private(set) var given: Int
    /// The journal's `cuts` when it was made: after a cut, what it was given is another history.
    private let cuts: Int

    /// `scene`, fresh from the lineage of the stretch that starts at entry `start`.
    init(_ scene: Scene, from start: Int, of journal: SceneJournal) {
        self.scene = scene
        self.journal = journal
        given = start
        cuts = journal.cuts
    }

    /// Gives it the entries up to scene time `time` and moves it to `time`.
    mutating func play(until time: Double) {
        given = journal.replay(into: scene, from: given, until: time)
    }

    /// Gives it at most `limit` more entries, none from `end` on: it stops between entries, so a
    /// scene fed a share a frame follows the journal.
    mutating func follow(to end: Int, limit: Int) {
        given = journal.feed(scene, from: given, to: end, limit: limit)
    }

    /// Whether it still follows the journal's history up to entry `end`: no cut since it was made,
    /// and not given entries past `end` (a seek back before them).
    func follows(upTo end: Int) -> Bool { cuts == journal.cuts && given <= end }
}
