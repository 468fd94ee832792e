import SimKit
import Playback

/// Writes a live session's input down as a script (Ctrl+R), so a take can be replayed headless at
/// any fps and scale: `cardsim --headless --script take.txt --record take.mp4`.
///
///     var recorder = ScriptRecorder(screen: Size(390, 844))
///     recorder.record(.pointerDown(p, time: 0), at: 1.25)   // wall seconds since recording began
///     try recorder.script.text.write(…)
///
/// Every event is written as `at SECONDS COMMAND`, to the nanosecond, at the position the scene was
/// given (`FrameDriver` puts live input on this grid before the scene sees it): the replay gives the
/// scene the same (time, event) sequence, so a flick glides as far as it did live (A take
/// written as `wait`s in whole milliseconds, replayed at frame times, released a flick at another
/// velocity, 415.1 pt against 401.8).
public struct ScriptRecorder: Sendable {
    /// Times are written to the nanosecond: a microsecond off in a 7 ms gap between two samples
    /// moves a fast flick's resting place by a tenth of a point.
    static let timeResolution = 1e9
    /// Positions and wheel amounts are written to the thousandth of a point.
    static let pointResolution = 1000.0

    public let screen: Size
    public private(set) var commands: [ScriptCommand] = []
    /// Script time written so far, in whole nanoseconds.
    private var writtenNs = 0
    private var pointer: Point?
    private var isDown = false

    /// The device the take was made on, written first (`set device`) so the replay runs on it.
    public let device: Device?

    /// The transition files of the run, by the style each runs as (`FadeScale.swift` → its path):
    /// a style line naming one is written as `set transition PATH`, which a replay can load.
    public var transitionFiles: [String: String] = [:]

    public init(screen: Size) { self.screen = screen; device = nil }

    /// A take on `device`, whose script starts with `set device NAME`.
    public init(device: Device) { screen = device.size; self.device = device }

    /// The recorded script (file name only for messages).
    public func script(file: String) -> Script {
        let all = (device.map { [ScriptCommand.setDevice($0.name)] } ?? []) + commands
        return Script(file: file, entries: all.enumerated().map { Script.Entry(line: $0.offset + 1, command: $0.element) })
    }

    /// The script as a file: a comment saying how to replay it, then one command a line.
    public func text(replayHint: String) -> String {
        "# Recorded live by cardsim. Replay: \(replayHint)\n" + script(file: "").text
    }

    /// A position as a take writes it: on the screen (scripts accept nothing else; a drag that ran
    /// off it is pinned to the edge) and to the thousandth of a point, so that the text reads back
    /// to the very same number.
    public static func place(_ p: Point, on screen: Size) -> Point {
        Point(amount(min(max(p.x, 0), screen.width)), amount(min(max(p.y, 0), screen.height)))
    }

    /// A length (a wheel step) to the thousandth of a point.
    public static func amount(_ v: Double) -> Double { (v * pointResolution).rounded() / pointResolution }

    /// Records one event delivered to the scene at `time` wall seconds since recording began.
    public mutating func record(_ event: InputEvent, at time: Double) {
        switch event {
        case .pointerDown(let p, _):
            isDown = true
            pointer = place(p)
            add(.press(place(p)), at: time)
        case .pointerMove(let p, _):
            guard isDown else { return }
            // Every move is written, even one that stays in place: it is a sample of the finger's velocity.
            pointer = place(p)
            add(.move(place(p)), at: time)
        case .pointerUp(let p, _):
            guard isDown else { return hover(p, at: time) }
            let c = place(p)
            isDown = false
            // A lift away from the last move is lifted there, without a move the scene never saw.
            add(c == pointer ? .release : .releaseAt(c), at: time)
            pointer = c
        case .hover(let p, _):
            // A hover while pressed would be a move; the translator never sends one.
            hover(p, at: time)
        case .pointerCancel:
            // The language has no cancel; a release where the finger was is the nearest replay.
            guard isDown else { return }
            isDown = false
            add(.release, at: time)
        case .wheel(_, let dy, let p, _):
            add(.scroll(dy: Self.amount(dy), at: place(p)), at: time)
        case .key(let key, _):
            add(.key(key), at: time)
        }
    }

    /// Records a change of animation speed (`set speed`), so slow-motion parts replay slow.
    public mutating func recordSpeed(_ speed: Double, at time: Double) {
        add(.setSpeed(speed), at: time)
    }

    /// Records a `set` line (`set lang ko`, `set bezel on`, `set touches on` …) at `time`: the settings
    /// a take starts with, and those a playing script changes, so the replay looks the same headless,
    /// where stored settings are ignored.
    public mutating func recordSetting(_ command: ScriptCommand, at time: Double) {
        if case .set(.style(let name)) = command, let file = transitionFiles[name] {
            return add(.setTransition(file), at: time)
        }
        add(command, at: time)
    }

    /// Records a setting the scene carries out (Ctrl+1…5 picks a style), so the replay makes the
    /// same change at the same moment.
    public mutating func recordSetting(_ setting: SceneSetting, at time: Double) {
        recordSetting(.set(setting), at: time)
    }

    /// Ends the take at `time` with `end`: the replay draws the frames before it, as many as the
    /// take's video holds, and stops there even while the scene still moves (a replay that waited
    /// for a flick's glide to stop ran seconds past the take).
    public mutating func finish(at time: Double) {
        let ns = Self.nanoseconds(time)
        if ns > writtenNs {
            commands.append(.wait(Double(ns - writtenNs) / Self.timeResolution))
            writtenNs = ns
        }
        commands.append(.end)
    }

    private mutating func hover(_ p: Point, at time: Double) {
        let c = place(p)
        guard !isDown, c != pointer else { return }
        pointer = c
        add(.hover(c), at: time)
    }

    /// `at TIME command`; times never go back (the parser refuses that) and never before the take.
    private mutating func add(_ command: ScriptCommand, at time: Double) {
        writtenNs = max(writtenNs, Self.nanoseconds(time))
        commands.append(.at(Double(writtenNs) / Self.timeResolution, command))
    }

    private static func nanoseconds(_ time: Double) -> Int {
        // The parser's range for `at`, so a take of any length parses back.
        Int((min(max(time, 0), ScriptLimits.at.upperBound) * timeResolution).rounded())
    }

    private func place(_ p: Point) -> Point { Self.place(p, on: screen) }
}
