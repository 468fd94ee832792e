import SimKit
/// One line of a script (docs/scripts.md), already validated. Positions are points on the
/// simulated screen, times are seconds.
///
///     let command = ScriptCommand.drag(from: Point(195, 600), to: Point(195, 200), duration: 0.3)
///     print(command)   // "drag 195 600 195 200 0.3", which parses back to the same command
public indirect enum ScriptCommand: Equatable, Sendable, CustomStringConvertible {
    /// What a `tap` aims at: a point, or a place the scene names at the moment the tap runs.
    public enum Target: Equatable, Sendable {
        case point(Point)
        /// Card `n`, counting from 1.
        case card(Int)
        /// Tab-bar item `n`, counting from 1.
        case tab(Int)
        case close
        case back
    }

    /// `wait SECONDS`
    case wait(Double)
    /// `tap X Y`, `tap card N`, `tap tab N`, `tap close`, `tap back`: press, hold 0.08 s, release.
    case tap(Target)
    /// `press X Y`
    case press(Point)
    /// `move X Y`: drags while pressed, hovers otherwise.
    case move(Point)
    /// `release`: lifts the pointer where it is.
    case release
    /// `release X Y`: lifts the pointer at X Y without a move there first (a live take's lift, which
    /// the finger may end a little away from its last move).
    case releaseAt(Point)
    /// `drag X1 Y1 X2 Y2 [SECONDS]`: press, move in a straight line every frame, release.
    case drag(from: Point, to: Point, duration: Double)
    /// `scroll DY [X Y]`: one mouse-wheel step; positive `dy` scrolls the content up. `nil` = screen centre.
    case scroll(dy: Double, at: Point?)
    /// `key NAME`
    case key(Key)
    /// `screenshot FILE.png`
    case screenshot(String)
    /// `settle`: waits until nothing animates, at most `ScriptPlayer.settleLimit` seconds.
    case settle
    /// `end`: the run ends here, whether the scene still moves or not; the frame at this instant is
    /// not drawn, and nothing after the line is played. A live take ends with it, at the instant
    /// its next video frame would have been taken, so the replay has the take's frames.
    case end
    /// `set speed F`: animation time factor (0.1 = ten times slower).
    case setSpeed(Double)
    /// `set touches on|off`: shows or hides the touch rings.
    case setTouches(Bool)
    /// `hover X Y`: moves the pointer without pressing (the faint hover ring).
    case hover(Point)
    /// `set bezel on|off`: draws or removes the phone frame.
    case setBezel(Bool)
    /// `set style|lang|appearance|reduce-motion …`: a setting the scene carries out.
    case set(SceneSetting)
    /// `set device NAME`: the device the whole run simulates. Only before the script's first command
    /// that is not a `set` line: a run, and its video, has one screen size. The runner carries it
    /// out before the first frame (it wins over `--device`); playing it does nothing.
    case setDevice(String)
    /// `set transition FILE.swift[:Class]`: a user's UIKit transition file. The runner compiles
    /// and loads every file a script names before the first frame; playing the line makes the
    /// file's style (named after the file, `transitionStyleName`) the one the next tap uses.
    case setTransition(String)
    /// `seek SECONDS`: shows scene time SECONDS (since the script started), backwards too, and
    /// pauses the clock there; the frame shown is the frame a straight run draws at that time.
    case seek(Double)
    /// `at SECONDS COMMAND`: runs an instant command (press, move, release, hover, scroll, key,
    /// screenshot, set) at SECONDS since the script began, and stamps its input with exactly that
    /// time rather than the frame's: input between frames replays as it happened (live takes).
    case at(Double, ScriptCommand)

    /// Whether `at` may carry this command: one that takes no time of its own.
    public var isInstant: Bool {
        switch self {
        case .press, .move, .release, .releaseAt, .hover, .scroll, .key, .screenshot, .setSpeed, .setTouches,
             .setBezel, .set, .setTransition, .seek, .end: return true
        case .wait, .tap, .drag, .settle, .at, .setDevice: return false
        }
    }

    /// Whether this is a plain `set` line (not under `at`): what may come before `set device`.
    public var isSetLine: Bool {
        switch self {
        case .setSpeed, .setTouches, .setBezel, .set, .setDevice, .setTransition: return true
        default: return false
        }
    }

    /// The default duration of `drag` in seconds (docs/scripts.md).
    public static let defaultDragDuration = 0.3

    /// The command as a script line; `Script.parse` reads it back to an equal command.
    public var description: String {
        switch self {
        case .wait(let s): return "wait \(Self.seconds(s))"
        case .tap(.point(let p)): return "tap \(Self.point(p))"
        case .tap(.card(let n)): return "tap card \(n)"
        case .tap(.tab(let n)): return "tap tab \(n)"
        case .tap(.close): return "tap close"
        case .tap(.back): return "tap back"
        case .press(let p): return "press \(Self.point(p))"
        case .move(let p): return "move \(Self.point(p))"
        case .release: return "release"
        case .releaseAt(let p): return "release \(Self.point(p))"
        case .drag(let a, let b, let d): return "drag \(Self.point(a)) \(Self.point(b)) \(Self.number(d))"
        case .scroll(let dy, nil): return "scroll \(Self.number(dy))"
        case .scroll(let dy, let p?): return "scroll \(Self.number(dy)) \(Self.point(p))"
        case .key(let k): return "key \(k.rawValue)"
        case .screenshot(let path): return "screenshot \(path)"
        case .settle: return "settle"
        case .end: return "end"
        case .setSpeed(let f): return "set speed \(Self.number(f))"
        case .setTouches(let on): return "set touches \(on ? "on" : "off")"
        case .hover(let p): return "hover \(Self.point(p))"
        case .setBezel(let on): return "set bezel \(on ? "on" : "off")"
        case .set(let setting): return "set \(setting)"
        case .setDevice(let name): return "set device \(name)"
        case .setTransition(let file): return "set transition \(file)"
        case .at(let t, let command): return "at \(Self.seconds(t)) \(command)"
        case .seek(let t): return "seek \(Self.seconds(t))"
        }
    }

    /// Whole numbers without ".0", so written scripts read like hand-written ones.
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }

    /// Seconds as a plain decimal to the nanosecond ("0.000001812", not "1.812e-06") when that
    /// reads back to the same number, else as `number` writes it.
    static func seconds(_ v: Double) -> String {
        guard v >= 0, v < 1e6 else { return number(v) }
        let ns = (v * 1e9).rounded()
        guard ns / 1e9 == v else { return number(v) }
        let whole = Int(ns) / 1_000_000_000, fraction = Int(ns) % 1_000_000_000
        guard fraction != 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 9 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }

    static func point(_ p: Point) -> String { "\(number(p.x)) \(number(p.y))" }
}
