import SimKit

/// The blurred bar iOS puts behind the status bar (and a navigation bar) once content scrolls
/// under it, in the tab bar's material: transparent while the list rests at its top, faded in as
/// the list's content closes the gap to the bar, opaque once content lies under it. Without it,
/// a dark card scrolled under "9:41" and the icons made them unreadable.
@MainActor
final class BarMaterialView: View {
    /// Points of scrolling over which the material fades in: the gap between a bar and the first
    /// content below it at rest (Today's date line, Settings' first group, both 12 pt).
    static let fadeDistance = 12.0

    /// The appearance's colours, read when drawing.
    var palette = Palette.light
    /// How much of the material shows now, 0…1, read when drawing (see `amount(scrolledBy:from:)`).
    var amountNow: () -> Double
    /// Where the bar ends (its bottom in this view's bounds), when it moves (a collapsing
    /// navigation bar); nil: the whole height.
    var barBottom: (() -> Double)?
    /// Draws iOS's hairline under the material (navigation bars have one; the status bar alone has not).
    var showsHairline = false

    init(frame: Rect, name: String, amount: @escaping () -> Double) {
        amountNow = amount
        super.init(frame: frame)
        self.name = name
        isUserInteractionEnabled = false
    }

    /// The material for a list scrolled to `offset`: 0 up to `start` (the offset from which its
    /// content closes the gap to the bar), 1 from `fadeDistance` further.
    static func amount(scrolledBy offset: Double, from start: Double = 0) -> Double {
        min(max((offset - start) / fadeDistance, 0), 1)
    }

    /// How much of the material shows now, 0…1.
    var amount: Double { min(max(amountNow(), 0), 1) }

    override func draw(in rect: Rect, canvas: Canvas) {
        let a = amount
        guard a > 0 else { return }
        let bar = Rect(rect.minX, rect.minY, rect.width, barBottom?() ?? rect.height)
        canvas.backdropBlur(bar, cornerRadius: 0, radius: 20, tint: palette.barMaterial, alpha: a)
        if showsHairline {
            let hairline = palette.barHairline
            canvas.fill(Rect(bar.minX, bar.maxY - 0.5, bar.width, 0.5), color: hairline.withAlpha(hairline.a * a))
        }
    }
}
