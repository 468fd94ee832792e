import SimKit

/// The effect a `UIVisualEffectView` draws under its content: the blur of what lies behind. Its
/// alpha is the effect's strength, so that `effect = nil` animates as one of the view's own
/// properties does. It keeps the last blur while the effect goes to nil, so the fade shows it.
@MainActor
final class VisualEffectBackdropView: UIView {
    var blur: UIBlurEffect?

    override func draw(in rect: Rect, canvas: Canvas) {
        guard let blur else { return }
        canvas.backdropBlur(rect, cornerRadius: 0, radius: blur.radius, tint: blur.veil, alpha: 1)
    }
}
