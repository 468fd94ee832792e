import SimKit
/// The ranges of every number a script may give (`wait`, `drag`, `scroll`, `set speed`).
public enum ScriptLimits {
    // Every number a script gives has a range the player and the runners can hold: without one,
    // `wait 1e308` or `drag … 1e300` parsed and then trapped turning seconds into a frame count
    //. The ranges are wide enough for any real script and narrow enough that sums and
    // products of them stay far inside Int and Double.

    /// `wait`: at most an hour a line (a recording longer than that is a mistake, not a tour).
    public static let wait = 0.0...3600.0
    /// `at`: seconds since the script began, at most a day (a live take that long is still one take).
    public static let at = 0.0...86_400.0
    /// `drag`'s duration: at most a minute; a finger never takes longer over one stroke.
    public static let drag = 0.0...60.0
    /// `scroll DY`: one wheel step of at most 10,000 points either way, far past any content's length.
    public static let scroll = -10_000.0...10_000.0
    /// `set speed` and `--speed`: 0.001 is `--speed 0.01` under Ctrl+T's tenfold slow motion, which a
    /// live take writes down as `set speed`; 100 plays a second's animation in one frame.
    public static let speed = 0.001...100.0
}
