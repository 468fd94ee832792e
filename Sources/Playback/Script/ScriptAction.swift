import SimKit
/// What a `ScriptPlayer` asks the runner to do at one frame, in order.
public enum ScriptAction: Equatable, Sendable {
    /// Deliver this event to the scene; its time is the frame's time.
    case input(InputEvent)
    /// Save the frame about to be rendered as a PNG at this path.
    case screenshot(String)
    /// Change the animation time factor (`--speed`).
    case setSpeed(Double)
    /// Show or hide the touch rings (`--show-touches`).
    case setTouches(Bool)
    /// Draw or remove the phone frame (`--bezel`).
    case setBezel(Bool)
    /// A setting the scene carries out (`SettingsScene.apply`).
    case setScene(SceneSetting)
    /// `seek SECONDS`: show that scene time, ahead or behind, and pause the clock.
    case seek(Double)
    /// `end`: the run ends at this frame, which is not drawn, moving or not.
    case end
    /// Something went wrong while playing, as `FILE:LINE: message`; the script goes on.
    case warning(String)
}
