/// What a scene does outside itself (writes a file, sets the clipboard, prints, stores a setting),
/// asked through one gate, so that it happens once: for the user's own input to the scene on
/// screen, never while a scene is given entries it, or a scene like it, was given before.
///
/// A scene is a function of its input, and the runner relies on that: a seek gives a fresh scene
/// the session's journal, a rehearsal follows it for a dry-run tap, scrubbing forward plays the kept
/// future again. Each of those is a replay, and a replay may compute but must not act.
///
///     effects.perform { pasteboard.setString(text) }        // once, live; nothing in a replay
///     let name = effects.perform { library.save(tuning) }    // a replay gets the live answer back
///
/// The answers of effects that have one (the file name a save chose) are kept in `EffectLog`, in
/// the order the scene asked for them. A replay asking for its n-th effect is given the n-th
/// answer: the scene it re-derives shows what the live one showed. Every scene made for one
/// session shares the session's log (`share`).
@MainActor
public final class SceneEffects {
    /// The answers of the effects the session's live scene carried out, in order.
    public private(set) var log = EffectLog()
    /// How many effects this scene has asked for: the place of its next one in the log.
    private var asked = 0
    /// How deep in replays this scene is now (`replaying`); above zero nothing acts.
    private var replays = 0
    /// A rehearsal scene is never on screen: it never acts.
    private var isMuted = false

    public init() {}

    /// True when an effect asked for now would be carried out.
    public var isLive: Bool { replays == 0 && !isMuted }

    /// Takes `log` as this scene's: a scene re-derived from the session's journal answers as the
    /// session's scenes did.
    public func share(_ log: EffectLog) { self.log = log }

    /// This scene is a rehearsal: whatever it is given, it acts on nothing.
    public func mute() { isMuted = true }

    /// Runs `body`, giving this scene entries it was given before: nothing acts meanwhile.
    public func replaying<R>(_ body: () -> R) -> R {
        replays += 1
        defer { replays -= 1 }
        return body()
    }

    /// Carries out `act` if the scene is live, and keeps its answer for replays; in a replay,
    /// returns the answer the live scene got at the same place, or nil where it never got there.
    @discardableResult
    public func perform<Answer: Sendable>(_ act: () -> Answer?) -> Answer? {
        let place = asked
        asked += 1
        guard isLive else { return log.answer(at: place) as? Answer }
        let answer = act()
        log.keep(answer, at: place)
        return answer
    }

    /// Carries out `act` if the scene is live.
    public func perform(_ act: () -> Void) {
        let _: Bool? = perform { act(); return nil }
    }
}

/// The answers a session's live effects got, in the order they were asked for. A live effect asked
/// for at a place the log already holds comes after a seek back: the future it held was cut off,
/// as the journal's is, and history goes on from there.
@MainActor
public final class EffectLog {
    private var answers: [(any Sendable)?] = []

    public init() {}

    /// How many effects the live scenes have asked for.
    public var count: Int { answers.count }

    func answer(at place: Int) -> (any Sendable)? {
        place < answers.count ? answers[place] : nil
    }

    func keep(_ answer: (any Sendable)?, at place: Int) {
        if place < answers.count { answers.removeSubrange(place...) }
        while answers.count < place { answers.append(nil) }
        answers.append(answer)
    }
}

/// A scene whose effects go through `SceneEffects`: runners mark what they replay, mute their
/// rehearsals and share one log across the scenes of a session.
@MainActor
public protocol EffectfulScene: Scene {
    var effects: SceneEffects { get }
}
