import SimKit

extension CardCell {
    /// The card's shadow and content in `palette`; the shadow's shape is the same in both (decisions.md, Look).
    func apply(palette: Palette) {
        shadow = Shadow(color: palette.cardShadow, radius: 14, offset: Point(0, 6))
        content.apply(palette: palette)
    }
}
