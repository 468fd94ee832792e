import SimKit
import Playback

/// The script the window plays (`--script`): its player, the wall instant its time 0 is at, and
/// whether the window closes once it ends (`--quit-after-script`). What the actions do is the
/// driver's; this only says which are due and when the script is over.
@MainActor
struct WindowScript {
    /// Nil once the script finished, was taken over by the user, or was written for another device.
    private(set) var player: ScriptPlayer?
    /// The wall instant of the script's time 0: the loop's start.
    let start: Double
    /// Whether the run ends with the script rather than the window going on under the user's hand.
    let closesWindowAtEnd: Bool

    init(player: ScriptPlayer?, start: Double = 0, closesWindowAtEnd: Bool) {
        self.player = player; self.start = start; self.closesWindowAtEnd = closesWindowAtEnd
    }

    var isPlaying: Bool { player != nil }
    /// Whether the script has played its last line (and is still held, not yet `stop`ped).
    var isFinished: Bool { player?.isFinished ?? false }

    /// The actions due by `wall` seconds, for `scene` (a `settle` asks it whether it is idle).
    func actions(at wall: Double, scene: Scene) -> [ScriptAction] {
        player?.step(at: wall - start, scene: scene) ?? []
    }

    /// The wall instant of a script's `event`, stamped in the script's own time.
    func wall(of event: InputEvent) -> Double { start + event.time }

    mutating func stop() { player = nil }
}
