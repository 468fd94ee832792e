import SimKit
import Playback
import Session

/// The timeline the window shows while paused, at the bottom of the screen: the transition's span
/// with a playhead, and the curves of what it animates (the card's top and height, its corners,
/// opacity and scale, the backdrop), each scaled to its own range. Drag on it to scrub. Like the
/// keys sheet it is the window's tool, never in a recording or a screenshot.
@MainActor
struct TimelinePanel {
    let span: TransitionTimeline.Span
    let screen: Size
    let time: Double
    let loops: Bool
    /// Its words, in the scene's language.
    var text = TimelineText()

    static let height = 150.0, margin = 8.0, inset = 14.0, radius = 14.0
    static let titleFont = Font(size: 13, weight: .semibold), smallFont = Font(size: 11, weight: .regular)
    static let background = Color(white: 0.11, alpha: 0.94)

    /// The curves: what each plots, its label and colour (iOS's system colours, dark).
    static let curves: [(label: String, color: Color, value: @Sendable (TransitionSample) -> Double?)] = [
        ("top", Color(hex: 0x0A84FF), { $0.frame?.minY }),
        ("height", Color(hex: 0x64D2FF), { $0.frame?.height }),
        ("radius", Color(hex: 0xFF9F0A), { $0.radius }),
        ("alpha", Color(hex: 0x30D158), { $0.alpha }),
        ("scale", Color(hex: 0xBF5AF2), { $0.scale }),
        ("blur", Color(hex: 0xFF375F), { $0.backdrop }),
    ]

    /// The panel on screen.
    var frame: Rect { Rect(Self.margin, screen.height - Self.height - Self.margin, screen.width - 2 * Self.margin, Self.height) }
    /// The plot: the span from left to right.
    var track: Rect { Rect(frame.minX + Self.inset, frame.minY + 30, frame.width - 2 * Self.inset, 70) }
    /// The loop switch, top right.
    var loopButton: Rect { Rect(frame.maxX - Self.inset - 54, frame.minY + 8, 54, 20) }

    /// The scene time under `x` on the track, held to the span.
    func time(atX x: Double) -> Double {
        let f = min(1, max(0, (x - track.minX) / max(track.width, 1)))
        return span.start + f * span.duration
    }

    private func x(at t: Double) -> Double {
        track.minX + (span.duration > 0 ? (t - span.start) / span.duration : 0) * track.width
    }

    func commands(measurer: TextMeasurer) -> [DrawCommand] {
        var out: [DrawCommand] = [.fill(RoundedRect(frame, radius: Self.radius), Self.background)]
        let title = text.title(style: span.style, direction: span.direction)
        out.append(.text(TextRun(title, font: Self.titleFont, color: .white, origin: Point(frame.minX + Self.inset, frame.minY + 10))))
        let clock = text.clock(min(max(0, time - span.start), span.duration), of: span.duration)
        let cw = measurer.size(of: clock, font: Self.smallFont).width
        out.append(.text(TextRun(clock, font: Self.smallFont, color: Color(white: 0.75),
                                 origin: Point(loopButton.minX - 10 - cw, frame.minY + 11))))
        out.append(.fill(RoundedRect(loopButton, radius: 10), loops ? Color(hex: 0x0A84FF) : Color(white: 0.25)))
        let lw = measurer.size(of: text.loop, font: Self.smallFont).width
        out.append(.text(TextRun(text.loop, font: Self.smallFont, color: .white,
                                 origin: Point(loopButton.midX - lw / 2, loopButton.minY + 3))))
        out.append(.fill(RoundedRect(track, radius: 4), Color(white: 0.17)))
        for curve in Self.curves {
            let points = span.samples.compactMap { s in curve.value(s.sample).map { (s.time, $0) } }
            guard let lo = points.map(\.1).min(), let hi = points.map(\.1).max(), points.count > 1 else { continue }
            let range = hi - lo
            // A property that does not change is no curve at all: left out, not drawn as a flat line.
            guard range > 1e-6 else { continue }
            func p(_ q: (Double, Double)) -> Point {
                Point(x(at: q.0), track.maxY - 4 - (q.1 - lo) / range * (track.height - 8))
            }
            for i in 1..<points.count {
                out.append(.line(from: p(points[i - 1]), to: p(points[i]), width: 1.5, color: curve.color))
            }
        }
        let px = x(at: min(max(time, span.start), span.last))
        out.append(.line(from: Point(px, track.minY - 3), to: Point(px, track.maxY + 3), width: 2, color: .white))
        var lx = frame.minX + Self.inset
        for curve in Self.curves {
            out.append(.fill(RoundedRect(Rect(lx, track.maxY + 12, 8, 8), radius: 4), curve.color))
            let label = text.curve(curve.label)
            out.append(.text(TextRun(label, font: Self.smallFont, color: Color(white: 0.85), origin: Point(lx + 11, track.maxY + 9))))
            lx += 14 + measurer.size(of: label, font: Self.smallFont).width + 10
        }
        out.append(.text(TextRun(text.hint, font: Self.smallFont, color: Color(white: 0.6),
                                 origin: Point(frame.minX + Self.inset, frame.maxY - 20))))
        return out
    }
}
