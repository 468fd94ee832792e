import Foundation

/// The headless recording's progress on stderr: frames done out of the total, frames a second and
/// that speed against real time, and the time left, redrawn in place with "\r". Shown only when
/// stderr is a terminal, so logs and pipes stay clean.
///
///     let progress = ProgressLine(total: player.estimatedFrameCount, fps: 60)
///     progress.show(done: frame, elapsed: wallSeconds)   // each frame (it is cheap)
///     progress.end()
public struct ProgressLine: Sendable {
    /// Frames expected; nil when unknown. A run that goes past it shows `done/done`.
    public var total: Int?
    /// Frames per second of the virtual clock.
    public var fps: Double
    /// Whether anything is printed; by default, whether stderr is a terminal.
    public var isEnabled: Bool
    /// Where the line goes (stderr; tests catch it).
    var write: @Sendable (String) -> Void = { StandardStream.error.write($0) }

    /// Creates a progress line for `total` frames at `fps`.
    public init(total: Int?, fps: Double, isEnabled: Bool = isatty(2) != 0) {
        self.total = total
        self.fps = fps
        self.isEnabled = isEnabled
    }

    /// The line for `done` frames after `elapsed` wall-clock seconds, e.g.
    /// `recording: frame 120/600  144 fps  2.4x real time  ETA 4 s`.
    public func text(done: Int, elapsed: Double) -> String {
        var s = "recording: frame \(done)"
        if let total { s += "/\(max(total, done))" }
        guard elapsed > 0, done > 0 else { return s }
        let rate = Double(done) / elapsed
        s += "  \(Int(rate.rounded())) fps  " + String(format: "%.1f", rate / fps) + "x real time"
        if let total {
            let left = Double(max(total, done) - done) / (Double(done) / elapsed)
            s += "  ETA \(Int(left.rounded(.up))) s"
        }
        return s
    }

    /// Redraws the line in place.
    public func show(done: Int, elapsed: Double) {
        guard isEnabled else { return }
        // Trailing spaces wipe a longer previous line.
        write("\r" + text(done: done, elapsed: elapsed) + "    ")
    }

    /// Ends the line so later messages start on their own.
    public func end() {
        guard isEnabled else { return }
        write("\n")
    }
}
