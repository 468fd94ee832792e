import SimKit
import Playback

/// What differs between the window and a headless lane when a frame's script actions are carried
/// out: how a screenshot is taken, where warnings go, what the window's tools say, and what a live
/// take writes down.
@MainActor
package protocol FrameDriverHost: AnyObject {
    /// Saves the screen as it stands; `beforeMore`: input or settings follow in this frame, so it
    /// must be drawn now rather than with the frame.
    func screenshot(_ path: String, beforeMore: Bool) throws(RunnerError)
    func warn(_ message: String)
    /// A script's input event: a headless lane hands it on as written (`deliverScripted`); the
    /// window places it as its own input, so a take running meanwhile writes it down.
    func scriptInput(_ event: InputEvent)
    /// `key space`, `key .` or `key t` from the script, which the clock has already carried out.
    func scriptTool(_ tool: ClockKey)
    /// A setting the script changed (`set touches`, a scene's `set` line), for a live take.
    func scriptChanged(_ command: ScriptCommand)
    /// Whether the phone frame is drawn: the host's, since drawing it changes the window's size or
    /// needs room in a headless canvas.
    var showsBezel: Bool { get }
    /// Draws the phone frame or stops drawing it, where it can: the window resizes, a headless
    /// canvas without room for it (a video keeps one size) leaves it off and says why.
    func showBezel(_ on: Bool)
    /// The scene asks for another device (Settings › Device): the window remakes the scene after
    /// this frame; a headless run, whose frames have one size, refuses and says so.
    func requestDevice(_ device: Device)
}
