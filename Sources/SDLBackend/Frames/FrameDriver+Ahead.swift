import SimKit

extension FrameDriver {
    /// How far a held finger may move and still be a press that may become a tap, in points: a
    /// scroll view takes a touch as a drag past this (UIKit's slop).
    static let pressSlop = 10.0
    /// How many frames after the tap a dry run plays: enough for a present's first composited
    /// frame and its first blurred one.
    static let framesAhead = 3

    /// While a finger is held still on the screen: the frames that lifting it now would bring, the
    /// next `framesAhead` of them, for the renderer to draw ahead what it can keep (a story a
    /// pressed card opens, the screen its present blurs) during the press. Empty otherwise.
    ///
    /// It is a dry run, not a description: a fresh scene is given the journal up to now, then the
    /// finger lifting, and played on; what it draws is what the real tap will draw, whatever the
    /// style, because it runs the same code. Run once a press, in the frame the finger comes down.
    /// The cost is a `seek`'s: a fresh scene and the replay of the journal. Call it once the
    /// frame's input is in (`finishInput`).
    func upcomingFrames() -> [[DrawCommand]] {
        // While scrubbing, nothing new has been given: a press records its touch and ends the scrub.
        guard journal.cursor == nil, let press = journal.press, press.farthest <= Self.pressSlop else {
            tapAhead = nil
            return []
        }
        if tapAhead?.press != press.entry { tapAhead = (press.entry, dryRunTap(at: press.point)) }
        return tapAhead?.frames ?? []
    }

    /// The frames after lifting a finger at `point` now, played on a fresh scene; none where no
    /// scene can be made.
    private func dryRunTap(at point: Point) -> [[DrawCommand]] {
        guard let fresh = makeScene?() else { return [] }
        let now = journal.lastTime
        journal.replay(into: fresh, until: now)
        fresh.handle(.pointerUp(point, time: now))
        let step = Self.stepDuration * max(clock.runningSpeed, 0.01)
        return (1...Self.framesAhead).map { k in
            fresh.advance(to: now + Double(k) * step)
            return fresh.render()
        }
    }
}
