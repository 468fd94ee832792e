import SimKit

/// A language or appearance switch while the card or story is on screen (at once).
extension StoryContentView {
    /// Puts the card's text in `language` into the labels and lays them out again.
    func apply(language: Language) {
        let text = card.text(language)
        subtitleLabel.text = text.subtitle.uppercased()
        titleLabel.text = text.title
        blurbLabel.text = text.blurb
        bodyLabel.text = text.body.joined(separator: "\n\n")
        // Laid out now, not at the next pass: the blurb may take another number of lines, and the
        // very next frame must show the new text in its place.
        setNeedsLayout()
        layoutIfNeeded()
    }
}

extension StoryContentView {
    /// Behind the artwork and the body text, in `palette`; the card's own text colour stays the card's.
    func apply(palette: Palette) {
        backgroundColor = palette.background
        bodyLabel.textColor = palette.bodyText
    }
}
