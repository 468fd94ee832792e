import SimKit

/// One line of `--trace` output (docs/trace.md): the frame number, its time, the scene's fields
/// (`TraceRecord`: the app owns its schema), and what the frame cost, as one JSON object.
///
///     let line = TraceLine(frame: 12, t: 0.2, state: scene.inspector.traceRecord(), frameMs: 2.1)
///     handle.write(line.jsonLine() + "\n")
public struct TraceLine: Sendable {
    /// Frame number, from 0.
    public var frame: Int
    /// Seconds since start (virtual time when headless).
    public var t: Double
    /// The scene's fields.
    public var state: any TraceRecord
    /// Milliseconds the frame took to update and draw.
    public var frameMs: Double

    /// Creates a line for frame `frame` at time `t` (seconds).
    public init(frame: Int, t: Double, state: any TraceRecord, frameMs: Double) {
        self.frame = frame; self.t = t; self.state = state; self.frameMs = frameMs
    }

    /// The line as one compact JSON object, without a trailing newline: `frame`, `t`, the scene's
    /// fields, `frameMs`.
    public func jsonLine() -> String {
        var j = JSONText()
        j.object { j in
            j.field("frame") { $0.int(frame) }
            j.field("t") { $0.number(t) }
            state.writeFields(&j)
            j.field("frameMs") { $0.number(frameMs) }
        }
        return j.text
    }
}

/// The scene's part of one trace line: its fields, in order, written into the line's object. The
/// app defines them (AppStore's `TraceState`); the runner adds the frame, its time and its cost.
public protocol TraceRecord: Sendable {
    /// Writes the fields as members of the enclosing object (`j.field(…)` calls).
    func writeFields(_ j: inout JSONText)
    /// Whether a transition runs in this frame (the runners count those frames apart).
    var isTransitioning: Bool { get }
    /// The running transition as the window's timeline plots it (`TransitionSample`).
    var transitionSample: TransitionSample? { get }
}
