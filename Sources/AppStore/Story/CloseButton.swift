import SimKit

/// The story's close button: an X in a translucent circle, top right.
@MainActor
final class CloseButton: View {
    var onTap: (() -> Void)?
    /// The appearance's colours, read when drawing.
    var palette = Palette.light

    /// Points between the button and the screen's (or a sheet's) right edge.
    static let margin = 20.0

    init(metrics: Metrics) {
        super.init(frame: Rect(metrics.screen.width - Self.margin - 30, metrics.statusBarHeight + 4, 30, 30))
        name = "closeButton"
        let tap = TapGestureRecognizer { [weak self] g in if g.state == .recognized { self?.onTap?() } }
        addGestureRecognizer(tap)
    }

    /// A larger target than the drawing, as iOS gives small buttons 44 pt.
    override func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha > 0.01 else { return nil }
        return bounds.insetBy(dx: -7, dy: -7).contains(point) ? self : nil
    }

    override func draw(in rect: Rect, canvas: Canvas) {
        canvas.backdropBlur(rect, cornerRadius: rect.width / 2, radius: 10, tint: palette.closeMaterial, alpha: 1)
        let c = rect.center, d = 5.5
        canvas.line(from: Point(c.x - d, c.y - d), to: Point(c.x + d, c.y + d), width: 2.2, color: palette.closeGlyph)
        canvas.line(from: Point(c.x - d, c.y + d), to: Point(c.x + d, c.y - d), width: 2.2, color: palette.closeGlyph)
    }
}
