import SimKit

/// A short message over the screen ("Recording…", "Saved cardsim-….png") that fades away. Drawn
/// only into the window, after everything else: it never reaches an export.
public struct Toast: Sendable {
    /// Seconds a toast stays fully visible, then fades over `fade`.
    public static let hold = 1.6
    public static let fade = 0.4
    static let font = Font(size: 15, weight: .semibold)
    /// Room between the pill and the screen's edges, and between the pill's edge and its text.
    static let margin = 20.0, padding = 18.0

    public var message: String
    /// Wall-clock seconds when it appeared.
    public var shownAt: Double
    /// Seconds it stays fully visible: `hold`, or longer for a message read once (the first run's).
    public var holds: Double

    public init(_ message: String, at time: Double, holds: Double = Toast.hold) {
        self.message = message; self.shownAt = time; self.holds = holds
    }

    /// False once it has faded out.
    public func isVisible(at time: Double) -> Bool { time - shownAt < holds + Self.fade }

    /// The pill and its text centred above the tab bar, in screen points.
    @MainActor
    public func commands(at time: Double, screen: Size, measurer: TextMeasurer) -> [DrawCommand] {
        let age = time - shownAt
        guard age >= 0, isVisible(at: time) else { return [] }
        let alpha = age < holds ? 1 : max(0, 1 - (age - holds) / Self.fade)
        // A long message wraps inside the pill's padding instead of running past both ends.
        let widest = screen.width - 2 * Self.margin - 2 * Self.padding
        let lines = TextLayout.wrap(message, font: Self.font, width: widest, measurer: measurer, maxLines: 6)
        let sizes = lines.map { measurer.size(of: $0, font: Self.font) }
        let lineHeight = measurer.lineHeight(of: Self.font)
        let textWidth = min(widest, sizes.map(\.width).max() ?? 0)
        let textHeight = lineHeight * Double(max(0, lines.count - 1)) + (sizes.last?.height ?? 0)
        let w = textWidth + 2 * Self.padding, h = max(36, textHeight + 16)
        let box = Rect((screen.width - w) / 2, screen.height - 83 - 24 - h, w, h)
        let radius = min(h / 2, 18)
        var commands: [DrawCommand] = [
            .shadow(RoundedRect(box, radius: radius), blur: 12, offset: Point(0, 4), color: Color(white: 0, alpha: 0.25 * alpha)),
            .fill(RoundedRect(box, radius: radius), Color(white: 0.12, alpha: 0.88 * alpha)),
        ]
        let top = box.midY - textHeight / 2
        for (i, line) in lines.enumerated() {
            let origin = Point(box.midX - min(widest, sizes[i].width) / 2, top + Double(i) * lineHeight)
            commands.append(.text(TextRun(line, font: Self.font, color: Color(white: 1, alpha: alpha), origin: origin)))
        }
        return commands
    }
}
