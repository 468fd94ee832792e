import SimKit

/// Writes a live session's input down as a script (Ctrl+R), so a take can be replayed headless,
/// frame-exact, at any fps: `cardsim --headless --script take.txt --record take.mp4`.
///
///     var recorder = ScriptRecorder(screen: Size(390, 844))
///     recorder.record(.pointerDown(p, time: 0), at: 1.25)   // wall seconds since recording began
///     try recorder.script.text.write(…)
public struct ScriptRecorder: Sendable {
    /// Times are written to the millisecond: finer than any frame, short enough to read.
    static let resolution = 1000.0

    public let screen: Size
    public private(set) var commands: [ScriptCommand] = []
    /// Script time written so far, in whole milliseconds, so rounding never drifts.
    private var writtenMs = 0
    private var pointer: Point?
    private var isDown = false

    public init(screen: Size) { self.screen = screen }

    /// The recorded script (file name only for messages).
    public func script(file: String) -> Script {
        Script(file: file, entries: commands.enumerated().map { Script.Entry(line: $0.offset + 1, command: $0.element) })
    }

    /// The script as a file: a comment saying how to replay it, then one command a line.
    public func text(replayHint: String) -> String {
        "# Recorded live by cardsim. Replay: \(replayHint)\n" + script(file: "").text
    }

    /// Records one event delivered to the scene at `time` wall seconds since recording began.
    public mutating func record(_ event: InputEvent, at time: Double) {
        switch event {
        case .pointerDown(let p, _):
            wait(until: time); isDown = true; pointer = clamp(p); commands.append(.press(clamp(p)))
        case .pointerMove(let p, _):
            guard isDown else { return }
            wait(until: time); move(to: p)
        case .pointerUp(let p, _):
            guard isDown else { return hover(p, at: time) }
            wait(until: time); move(to: p); isDown = false; commands.append(.release)
        case .hover(let p, _):
            // A hover while pressed would be a move; the translator never sends one.
            hover(p, at: time)
        case .pointerCancel:
            // The language has no cancel; a release where the finger was is the nearest replay.
            guard isDown else { return }
            wait(until: time); isDown = false; commands.append(.release)
        case .wheel(_, let dy, let p, _):
            wait(until: time); commands.append(.scroll(dy: (dy * 100).rounded() / 100, at: clamp(p)))
        case .key(let key, _):
            wait(until: time); commands.append(.key(key))
        }
    }

    /// Records a change of animation speed (`set speed`), so slow-motion parts replay slow.
    public mutating func recordSpeed(_ speed: Double, at time: Double) {
        wait(until: time)
        commands.append(.setSpeed(speed))
    }

    /// Records a `set` line (`set lang ko`, `set bezel on`, `set touches on` …) at `time`: the settings
    /// a take starts with, and those a playing script changes, so the replay looks the same headless,
    /// where stored settings are ignored.
    public mutating func recordSetting(_ command: ScriptCommand, at time: Double) {
        wait(until: time)
        commands.append(command)
    }

    /// Records a setting the scene carries out (Ctrl+1…5 picks a style), so the replay makes the
    /// same change at the same moment.
    public mutating func recordSetting(_ setting: SceneSetting, at time: Double) {
        recordSetting(.set(setting), at: time)
    }

    /// Ends the take at `time`, so the replay lasts as long as the live take.
    public mutating func finish(at time: Double) { wait(until: time) }

    private mutating func hover(_ p: Point, at time: Double) {
        let c = clamp(p)
        guard !isDown, c != pointer else { return }
        wait(until: time); pointer = c; commands.append(.hover(c))
    }

    private mutating func move(to p: Point) {
        let c = clamp(p)
        guard c != pointer else { return }
        pointer = c
        commands.append(.move(c))
    }

    private mutating func wait(until time: Double) {
        let ms = Int((time * Self.resolution).rounded())
        guard ms > writtenMs else { return }
        commands.append(.wait(Double(ms - writtenMs) / Self.resolution))
        writtenMs = ms
    }

    /// Scripts only accept positions on the screen; a drag that ran off it is pinned to the edge.
    private func clamp(_ p: Point) -> Point {
        func q(_ v: Double, _ hi: Double) -> Double { (min(max(v, 0), hi) * 10).rounded() / 10 }
        return Point(q(p.x, screen.width), q(p.y, screen.height))
    }
}
