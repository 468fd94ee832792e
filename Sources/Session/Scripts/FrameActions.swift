import SimKit
import Playback

/// One frame's script actions, by when the driver takes them: the speed and the rings before the
/// clock moves, so that it moves to the frame at the new speed; the clock's keys and the seeks
/// once it has, as the window's keys work it; and the rest in script order after that
/// (`FrameDriver.perform`).
///
///     let frame = FrameActions(player.step(at: t, scene: scene))
///     if let speed = frame.speed { clock.speed = speed }
package struct FrameActions {
    package let actions: [ScriptAction]

    package init(_ actions: [ScriptAction]) { self.actions = actions }

    /// The speed the frame's `set speed` lines leave; nil without one.
    package var speed: Double? {
        actions.reduce(nil) { if case .setSpeed(let f) = $1 { f } else { $0 } }
    }

    /// Whether the rings are shown after the frame's `set touches` lines; nil without one.
    package var touches: Bool? {
        actions.reduce(nil) { if case .setTouches(let on) = $1 { on } else { $0 } }
    }

    /// The clock's keys the script presses (`key space`, `key .`, `key ,`, `key t`), in order.
    package var clockKeys: [ClockKey] {
        actions.compactMap { if case .input(.key(let key, _)) = $0 { ClockKey(key) } else { nil } }
    }

    /// The times the script's `seek` lines show, in order.
    package var seeks: [Double] {
        actions.compactMap { if case .seek(let t) = $0 { t } else { nil } }
    }

    /// Whether input or settings follow the action at `index` in this frame: a screenshot there
    /// shows the screen as it stands, so it is drawn before they come.
    package func changesFollow(_ index: Int) -> Bool {
        actions[(index + 1)...].contains {
            switch $0 {
            case .input, .setScene, .setBezel: true
            default: false
            }
        }
    }
}
