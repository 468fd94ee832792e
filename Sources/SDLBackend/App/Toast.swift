import SimKit

/// A short message over the screen ("Recording…", "Saved cardsim-….png") that fades away. Drawn
/// only into the window, after everything else: it never reaches an export.
public struct Toast: Sendable {
    /// Seconds a toast stays fully visible, then fades over `fade`.
    public static let hold = 1.6
    public static let fade = 0.4
    static let font = Font(size: 15, weight: .semibold)

    public var message: String
    /// Wall-clock seconds when it appeared.
    public var shownAt: Double

    public init(_ message: String, at time: Double) { self.message = message; self.shownAt = time }

    /// False once it has faded out.
    public func isVisible(at time: Double) -> Bool { time - shownAt < Self.hold + Self.fade }

    /// The pill and its text centred above the tab bar, in screen points.
    @MainActor
    public func commands(at time: Double, screen: Size, measurer: TextMeasurer) -> [DrawCommand] {
        let age = time - shownAt
        guard age >= 0, isVisible(at: time) else { return [] }
        let alpha = age < Self.hold ? 1 : max(0, 1 - (age - Self.hold) / Self.fade)
        let textSize = measurer.size(of: message, font: Self.font)
        let w = min(screen.width - 40, textSize.width + 36), h = max(36, textSize.height + 16)
        let box = Rect((screen.width - w) / 2, screen.height - 83 - 24 - h, w, h)
        let origin = Point(box.midX - textSize.width / 2, box.midY - textSize.height / 2)
        return [
            .shadow(RoundedRect(box, radius: h / 2), blur: 12, offset: Point(0, 4), color: Color(white: 0, alpha: 0.25 * alpha)),
            .fill(RoundedRect(box, radius: h / 2), Color(white: 0.12, alpha: 0.88 * alpha)),
            .text(TextRun(message, font: Self.font, color: Color(white: 1, alpha: alpha), origin: origin)),
        ]
    }
}
