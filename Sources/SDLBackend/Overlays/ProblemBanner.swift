import SimKit

/// A problem that stays on screen until it is solved (a transition file that stopped compiling:
/// its first error, FILE:LINE and the compiler's words), in a red panel under the status bar.
/// Drawn only into the window, after the scene: it never reaches an export.
public struct ProblemBanner: Sendable {
    static let font = Font(size: 13, weight: .semibold)
    static let margin = 12.0, padding = 12.0
    /// A long error is cut after this many lines: the first lines say where and what.
    static let maxLines = 6

    public var message: String

    public init(_ message: String) { self.message = message }

    /// The panel and its text across the top of `screen`, below `top` points (the status bar).
    @MainActor
    public func commands(screen: Size, top: Double, measurer: TextMeasurer) -> [DrawCommand] {
        let width = screen.width - 2 * Self.margin - 2 * Self.padding
        let lines = TextLayout.wrap(message, font: Self.font, width: width, measurer: measurer, maxLines: Self.maxLines)
        let lineHeight = measurer.lineHeight(of: Self.font)
        let box = Rect(Self.margin, top + 6, screen.width - 2 * Self.margin, lineHeight * Double(lines.count) + 2 * Self.padding)
        var commands: [DrawCommand] = [
            .shadow(RoundedRect(box, radius: 12), blur: 12, offset: Point(0, 4), color: Color(white: 0, alpha: 0.25)),
            .fill(RoundedRect(box, radius: 12), Color(r: 0.62, g: 0.11, b: 0.09, a: 0.94)),
        ]
        for (i, line) in lines.enumerated() {
            let origin = Point(box.minX + Self.padding, box.minY + Self.padding + Double(i) * lineHeight)
            commands.append(.text(TextRun(line, font: Self.font, color: .white, origin: origin)))
        }
        return commands
    }
}
