import SimKit

/// A passing confirmation, as iOS shows one after Copy: a rounded square of blurred material in
/// the middle of the screen, a checkmark over one word ("Copied"). It fades in, holds, fades out
/// and removes itself; touches pass through it.
///
///     ConfirmationHUD.show(strings.copied, over: view, environment: environment)
@MainActor
final class ConfirmationHUD: View {
    /// The square's side and corner radius in points, and the checkmark's stroke.
    static let side = 150.0, cornerRadius = 16.0, stroke = 5.0
    /// Seconds: fading in, held fully shown, fading out (decided here, close to iOS's copy HUD).
    static let fadeIn = 0.15, hold = 1.0, fadeOut = 0.3

    private let palette: Palette
    private let label: Label
    private let measurer: TextMeasurer

    init(text: String, environment: AppEnvironment) {
        palette = environment.palette
        measurer = environment.measurer
        label = Label(text: text, font: Self.font, color: environment.palette.label, measurer: environment.measurer)
        super.init(frame: Rect(0, 0, Self.side, Self.side))
        name = "confirmationHUD"
        isUserInteractionEnabled = false
        addSubview(label)
    }

    static let font = Font(size: 17, weight: .semibold)

    /// The word centred under the checkmark.
    override func layoutSubviews() {
        let width = min(measurer.size(of: label.text, font: Self.font).width, bounds.width - 16)
        label.frame = Rect((bounds.width - width) / 2, bounds.height - 48, width, measurer.lineHeight(of: Self.font))
    }

    override func draw(in rect: Rect, canvas: Canvas) {
        canvas.backdropBlur(rect, cornerRadius: Self.cornerRadius, radius: 20, tint: palette.barMaterial, alpha: 1)
        // The checkmark: two strokes, centred above the word.
        let c = Point(rect.midX, rect.minY + 62)
        let a = Point(c.x - 24, c.y), b = Point(c.x - 8, c.y + 16), e = Point(c.x + 26, c.y - 20)
        canvas.line(from: a, to: b, width: Self.stroke, color: palette.label)
        canvas.line(from: b, to: e, width: Self.stroke, color: palette.label)
    }

    /// Shows `text` in the middle of the screen `view` is on (over everything in its window), then
    /// lets it go. Returns the HUD (tests follow it).
    @discardableResult
    static func show(_ text: String, over view: View, environment: AppEnvironment) -> ConfirmationHUD {
        var top = view
        while let parent = top.superview { top = parent }
        let hud = ConfirmationHUD(text: text, environment: environment)
        hud.frame = Rect((top.bounds.width - side) / 2, (top.bounds.height - side) / 2, side, side)
        hud.alpha = 0
        top.addSubview(hud)
        View.animate(withDuration: fadeIn) { hud.alpha = 1 }
        View.animate(withDuration: fadeOut, delay: fadeIn + hold, animations: { hud.alpha = 0 },
                     completion: { _ in hud.removeFromSuperview() })
        return hud
    }
}
