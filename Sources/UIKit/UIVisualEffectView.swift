import SimKit

/// UIVisualEffectView(effect:): draws its effect (a `UIBlurEffect`: the renderer's blur of what
/// lies behind, under the style's veil) with `contentView` above it. As in UIKit, `effect` is
/// animatable: set to nil inside `UIView.animate` the blur fades out along the block's curve, and
/// set back it fades in; its `alpha` fades the whole view, as on iOS.
///
///     let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
///     UIView.animate(withDuration: 0.3) { blur.effect = nil }
@MainActor
open class UIVisualEffectView: UIView {
    /// Subviews go here, above the effect, as UIKit asks.
    public let contentView = UIView()
    private let backdrop = VisualEffectBackdropView()

    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        name = "visualEffect"
        super.addSubview(backdrop)
        super.addSubview(contentView)
        self.effect = effect
    }

    /// The effect shown; nil shows none. Animatable: the blur's strength follows the block.
    public var effect: UIVisualEffect? {
        didSet {
            if let blur = effect as? UIBlurEffect { backdrop.blur = blur }
            backdrop.alpha = effect is UIBlurEffect ? 1 : 0
        }
    }

    override open func layoutSubviews() {
        backdrop.frame = bounds
        contentView.frame = bounds
    }
}
