import Playback

/// Where a stretch of the journal starts from: a maker of fresh scenes that are the scene on
/// screen as it stood when the journal restarted (at rest, at home), and the effect log those
/// scenes answer from. The journal keeps it in its `.restart` entry, so a seek into that stretch
/// re-derives from a fresh scene made by it, not from the session's first frame.
///
///     let lineage = SceneLineage(make: twinMaker, log: twin.effects.log)
///     journal.restart(from: lineage, at: clock.time)
@MainActor
package final class SceneLineage: Equatable {
    package let make: () -> Scene?
    /// The effects the live scene of this stretch carried out: its fresh copies answer from it.
    package let log: EffectLog?

    package init(make: @escaping () -> Scene?, log: EffectLog?) {
        self.make = make
        self.log = log
    }

    nonisolated package static func == (a: SceneLineage, b: SceneLineage) -> Bool { a === b }
}
