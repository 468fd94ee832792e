import SimKit

extension CardCell {
    /// The card's shadow and content in `palette`; the shadow's shape stays the App Store post's.
    func apply(palette: Palette) {
        shadow = Shadow(color: palette.cardShadow, radius: 14, offset: Point(0, 6))
        content.apply(palette: palette)
    }
}
