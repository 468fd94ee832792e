import SimKit

/// A Today card in the list (the App Store post's `AppCollectionViewCell`): its content, a soft shadow, and
/// the touch bounce — 0.96 at once on touch-down, back to identity on release or cancel.
@MainActor
final class CardCell: View {
    let index: Int
    let content: StoryContentView

    /// The App Store post's numbers: press 0.5 s / damping 1 / velocity 1, release 0.5 s / damping 1 / velocity 0.
    static let pressedScale = 0.96
    static let bounceDuration = 0.5

    init(index: Int, content: StoryContentView) {
        self.index = index
        self.content = content
        super.init()
        name = "card\(index + 1)"
        shadow = Shadow(color: Color(white: 0, alpha: 0.16), radius: 14, offset: Point(0, 6))
        cornerRadius = Metrics.cardRadius
        content.cornerRadius = Metrics.cardRadius
        // The bounce scales the whole card for half a second while its content stays the same:
        // one raster stretched, not the artwork and every label each frame.
        content.shouldRasterize = true
        addSubview(content)
    }

    override func layoutSubviews() { content.frame = bounds }

    override func touchesBegan(_ touch: Touch) { bounceAnimate(isTouched: true) }
    override func touchesEnded(_ touch: Touch) { bounceAnimate(isTouched: false) }
    override func touchesCancelled(_ touch: Touch) { bounceAnimate(isTouched: false) }

    func bounceAnimate(isTouched: Bool) {
        if isTouched {
            View.animate(withDuration: CardCell.bounceDuration, delay: 0, usingSpringWithDamping: 1,
                         initialSpringVelocity: 1, animations: {
                self.transform = Transform(scaleX: CardCell.pressedScale, y: CardCell.pressedScale)
                self.layoutIfNeeded()
            })
        } else {
            View.animate(withDuration: CardCell.bounceDuration, delay: 0, usingSpringWithDamping: 1,
                         initialSpringVelocity: 0, animations: {
                self.transform = .identity
            })
        }
    }

    /// The present resets the transform at once (seed: `targetCell.resetTransform()`).
    func resetTransform() {
        removeAllAnimations(keepingPresentation: false)
        View.performWithoutAnimation { transform = .identity }
    }
}
