import SimKit

/// Where `--compare` puts each screen: panels side by side on a dark desk, aligned at the bottom
/// (devices of different heights stand on one line), each with its style's or device's name above
/// it. A single unlabelled panel is the screen itself, untouched.
struct PanelLayout {
    /// Points between panels and around them, and the height of the label strip.
    static let gap = 24.0
    static let labelHeight = 44.0
    static let background = Color(hex: 0x1C1C1E)
    static let labelFont = Font(size: 20, weight: .semibold)

    /// Each panel's size in points (one per label; a single panel without a label).
    let panels: [Size]
    let labels: [String]

    init(panel: Size, labels: [String]) {
        self.init(panels: Array(repeating: panel, count: max(1, labels.count)), labels: labels)
    }

    init(panels: [Size], labels: [String]) {
        self.panels = panels
        self.labels = labels
    }

    var isSingle: Bool { labels.isEmpty }
    private var tallest: Double { panels.map(\.height).max() ?? 0 }

    /// The whole canvas, points.
    var size: Size {
        guard !isSingle else { return panels[0] }
        let widths = panels.reduce(0) { $0 + $1.width }
        return Size(widths + Double(panels.count + 1) * Self.gap, Self.labelHeight + tallest + Self.gap)
    }

    /// Panel `i`'s rectangle on the canvas: its bottom on the tallest panel's.
    func rect(_ i: Int) -> Rect {
        guard !isSingle else { return Rect(origin: .zero, size: panels[0]) }
        let x = Self.gap + panels[..<i].reduce(0) { $0 + $1.width + Self.gap }
        let p = panels[i]
        return Rect(x, Self.labelHeight + tallest - p.height, p.width, p.height)
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
                let origin = Point(r.midX - size.width / 2, r.minY - Self.labelHeight + (Self.labelHeight - size.height) / 2)
                out.append(.text(TextRun(text, font: Self.labelFont, color: .white, origin: origin)))
            }
        }
        return out
    }
}
