import CSDL2
import SimKit

/// Where a display list's drawing time goes, per command kind, summed over frames. Off unless a
/// caller sets `DisplayListRenderer.profile` (the benchmark's `--profile`), so it costs nothing normally.
/// A reference type, so a caller can keep it after the renderer that filled it is gone.
@MainActor
public final class RenderProfile {
    /// Total milliseconds and command count per kind ("fill", "image", … and "clear"), and the
    /// frame's other work: working out the damage, shifting the last frame, copying it to the
    /// output and presenting ("present"), reading it back.
    public private(set) var kinds: [String: (ms: Double, count: Int)] = [:]
    /// Frames counted, drawn or found unchanged.
    public var frames = 0 {
        didSet {
            perFrame.append(carried)
            carried = [:]
        }
    }
    /// Time measured before the frame it belongs to is counted (the damage worked out first).
    private var carried: [String: Double] = [:]
    /// Milliseconds per kind in each frame.
    public private(set) var perFrame: [[String: Double]] = []

    public init() {}

    /// Adds the time since `start` to `kind`, in the frame being counted.
    func add(_ kind: String, since start: UInt64) {
        let ms = total(kind, since: start)
        if !perFrame.isEmpty { perFrame[perFrame.count - 1][kind, default: 0] += ms }
    }

    /// Adds time to the next frame counted (work done before the frame's drawing starts).
    func pending(_ kind: String, since start: UInt64) {
        carried[kind, default: 0] += total(kind, since: start)
    }

    /// Adds the milliseconds since `start` to `kind`'s total and returns them.
    private func total(_ kind: String, since start: UInt64) -> Double {
        let ms = PerformanceCounter.milliseconds(since: start)
        let old = kinds[kind] ?? (0, 0)
        kinds[kind] = (old.ms + ms, old.count + 1)
        return ms
    }

    /// One line per kind, most expensive first: total ms, ms per frame, count per frame.
    public var report: [String] {
        let n = Double(max(frames, 1))
        return kinds.sorted { $0.value.ms > $1.value.ms }.map { kind, v in
            kind.padding(toLength: 14, withPad: " ", startingAt: 0)
                + String(format: "%9.1f ms total %7.3f ms/frame %7.1f per frame", v.ms, v.ms / n, Double(v.count) / n)
        }
    }

    /// The kind name of a command.
    static func kind(_ c: DrawCommand) -> String {
        switch c {
        case .fill: return "fill"
        case .shadow: return "shadow"
        case .image: return "image"
        case .text: return "text"
        case .polygon: return "polygon"
        case .circle: return "circle"
        case .line: return "line"
        case .backdropBlur: return "backdropBlur"
        case .layer: return "layer"
        case .clip: return "clip"
        case .scroll: return "scroll"
        }
    }
}
