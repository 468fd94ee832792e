import SimKit

/// A language switch while the card or story is on screen (issue 11: every label changes at once).
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
