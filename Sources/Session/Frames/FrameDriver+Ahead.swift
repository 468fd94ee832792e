import SimKit
import Playback

extension FrameDriver {
    /// How far a held finger may move and still be a press that may become a tap, in points: a
    /// scroll view takes a touch as a drag past this (UIKit's slop).
    static let pressSlop = 10.0
    /// How many frames after the tap a dry run plays: enough for a present's first composited
    /// frame and its first blurred one.
    static let framesAhead = 3
    /// How many journal entries a rehearsal scene is given at most a frame while it catches up
    /// (after a dry run used it, or at the start), and only in frames where the scene on screen is
    /// at rest, which draw next to nothing, so the replay fits beside them in the frame's budget;
    /// fewer left many presses with no rehearsal level (docs/performance.md, "Figures behind the
    /// code's choices").
    static let rehearsalEntriesPerFrame = 100
    /// How far behind the journal a rehearsal may be and still be fed while the scene on screen
    /// is busy, in the frame a finger comes down: that frame's entries. While a transition or a
    /// scroll runs the rehearsals wait, and catch up when it rests: following every busy frame
    /// made the style bench's busiest frames slower.
    static let rehearsalFollowsWithin = 8
    /// How many rehearsal scenes are kept: one is used up by each press, so a second, level,
    /// serves the next press (the close button, then a card) while the first catches up again.
    static let rehearsals = 2

    /// While a finger is held still on the screen: the frames that lifting it now would bring, the
    /// next `framesAhead` of them, for the renderer to draw ahead what it can keep (a story a
    /// pressed card opens, the screen its present blurs) during the press. Empty otherwise.
    ///
    /// It is a dry run, not a description: a rehearsal scene, given everything the scene on
    /// screen was, is given the finger lifting and played on; what it draws is what the real tap
    /// will draw, whatever the style, because it runs the same code. Run once a press, in the
    /// frame the finger comes down, on a rehearsal that is level then, which is used up; a fresh
    /// one catches up over the next frames. Call it every frame once the frame's input is in
    /// (`finishInput`): that is how the rehearsals keep up.
    package func upcomingFrames() -> [[DrawCommand]] {
        // While scrubbing, nothing new has been given: a press records its touch and ends the scrub.
        let held = journal.cursor == nil ? journal.press.flatMap { $0.farthest <= Self.pressSlop ? $0 : nil } : nil
        let end = rehearse(forPress: held != nil && tapAhead?.press != held?.entry)
        guard let press = held else {
            tapAhead = nil
            return []
        }
        if tapAhead?.press != press.entry, let i = rehearsals.firstIndex(where: { $0.given == end }) {
            let scene = rehearsals.remove(at: i).scene
            tapAhead = (press.entry, dryRunTap(on: scene, at: press.point))
        }
        return tapAhead?.press == press.entry ? tapAhead?.frames ?? [] : []
    }

    /// Feeds each rehearsal scene this frame's share of the journal, deriving fresh ones where
    /// fewer than `rehearsals` are (or the journal was cut, or scrubbed back before one); returns
    /// the number of entries a level one has been given. `forPress`: a finger has just come down,
    /// so a rehearsal a frame behind is fed even if the scene is busy.
    private func rehearse(forPress: Bool) -> Int {
        let end = journal.cursor?.index ?? journal.entries.count
        rehearsals.removeAll { !$0.follows(upTo: end) }
        // Rehearsals start from the journal's latest restart; while scrubbing before it, none is made.
        while rehearsals.count < Self.rehearsals, journal.start(for: .infinity).index <= end,
              let fresh = derivedScene(at: .infinity) {
            // Never on screen: what it is given, even the dry run's lifted finger, acts on nothing.
            (fresh.scene as? EffectfulScene)?.effects.mute()
            rehearsals.append(fresh)
        }
        // Fed while the scene on screen rests (asked once: it walks the views), or for a press when
        // a frame's entries are all it lacks.
        lazy var resting = scene.isIdle
        for i in rehearsals.indices {
            let lag = end - rehearsals[i].given
            guard lag > 0, forPress && lag <= Self.rehearsalFollowsWithin || resting else { continue }
            rehearsals[i].follow(to: end, limit: Self.rehearsalEntriesPerFrame)
        }
        return end
    }

    /// The frames after lifting a finger at `point` now, played on `scene` (level with the journal).
    private func dryRunTap(on scene: Scene, at point: Point) -> [[DrawCommand]] {
        let now = journal.lastTime
        scene.handle(.pointerUp(point, time: now))
        let step = Self.stepDuration * max(clock.runningSpeed, 0.01)
        return (1...Self.framesAhead).map { k in
            scene.advance(to: now + Double(k) * step)
            return scene.render()
        }
    }
}
