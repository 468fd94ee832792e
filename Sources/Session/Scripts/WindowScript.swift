import SimKit
import Playback

/// The script the window plays (`--script`): its player, the wall instant its time 0 is at, and
/// whether the window closes once it ends (`--quit-after-script`). What the actions do is the
/// driver's; this only says which are due and when the script is over.
@MainActor
package struct WindowScript {
    /// Nil once the script finished, was taken over by the user, or was written for another device.
    package private(set) var player: ScriptPlayer?
    /// The wall instant of the script's time 0: the loop's start.
    package let start: Double
    /// Whether the run ends with the script rather than the window going on under the user's hand.
    package let closesWindowAtEnd: Bool

    package init(player: ScriptPlayer?, start: Double = 0, closesWindowAtEnd: Bool) {
        self.player = player; self.start = start; self.closesWindowAtEnd = closesWindowAtEnd
    }

    package var isPlaying: Bool { player != nil }
    /// Whether the script has played its last line (and is still held, not yet `stop`ped).
    package var isFinished: Bool { player?.isFinished ?? false }

    /// The actions due by `wall` seconds, for `scene` (a `settle` asks it whether it is idle).
    package func actions(at wall: Double, scene: Scene) -> [ScriptAction] {
        player?.step(at: wall - start, scene: scene) ?? []
    }

    /// The wall instant of a script's `event`, stamped in the script's own time.
    package func wall(of event: InputEvent) -> Double { start + event.time }

    package mutating func stop() { player = nil }
}
