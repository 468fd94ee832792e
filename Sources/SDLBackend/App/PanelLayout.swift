import SimKit

/// Where `--compare` puts each style's screen: panels side by side on a dark desk, each with its
/// style's name above it. A single unlabelled panel is the screen itself, untouched.
struct PanelLayout {
    /// Points between panels and around them, and the height of the label strip.
    static let gap = 24.0
    static let labelHeight = 44.0
    static let background = Color(hex: 0x1C1C1E)
    static let labelFont = Font(size: 20, weight: .semibold)

    let panel: Size
    let labels: [String]

    var isSingle: Bool { labels.isEmpty }
    private var count: Int { max(1, labels.count) }

    /// The whole canvas, points.
    var size: Size {
        guard !isSingle else { return panel }
        let n = Double(count)
        return Size(n * panel.width + (n + 1) * Self.gap, Self.labelHeight + panel.height + Self.gap)
    }

    /// Panel `i`'s rectangle on the canvas.
    func rect(_ i: Int) -> Rect {
        guard !isSingle else { return Rect(origin: .zero, size: panel) }
        return Rect(Self.gap + Double(i) * (panel.width + Self.gap), Self.labelHeight, panel.width, panel.height)
    }

    /// One display list: each panel's commands moved into its rectangle and cut to it, and the labels.
    @MainActor
    func compose(_ panels: [[DrawCommand]], measurer: TextMeasurer) -> [DrawCommand] {
        guard !isSingle else { return panels.first ?? [] }
        var out: [DrawCommand] = []
        for (i, commands) in panels.enumerated() {
            let r = rect(i)
            out.append(.clip(r))
            for c in commands { out.append(c.offset(by: r.origin, within: r)) }
            out.append(.clip(nil))
            if labels.indices.contains(i) {
                let text = labels[i]
                let size = measurer.size(of: text, font: Self.labelFont)
                let origin = Point(r.midX - size.width / 2, (Self.labelHeight - size.height) / 2)
                out.append(.text(TextRun(text, font: Self.labelFont, color: .white, origin: origin)))
            }
        }
        return out
    }
}
