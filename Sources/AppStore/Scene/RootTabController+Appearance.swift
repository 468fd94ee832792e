import SimKit

/// Switching between Light and Dark live (`set appearance`, the Settings screen): every screen
/// takes the new palette in the same frame; stories opened later are built with it.
extension RootTabController {
    func apply(palette: Palette) {
        environment.palette = palette
        tabBar.palette = palette
        today.apply(palette: palette)
        settingsTab.apply(palette: palette)
        if let story, story.isViewLoaded { story.apply(palette: palette) }
    }
}

extension TodayViewController {
    /// The list's background, header and cards in `palette`.
    func apply(palette: Palette) {
        environment.palette = palette
        guard isViewLoaded else { return }
        view.backgroundColor = palette.groupedBackground
        header.palette = palette
        for cell in cells { cell.apply(palette: palette) }
    }
}

extension CardCell {
    /// The card's shadow and content in `palette`; the shadow's shape stays seed 1's.
    func apply(palette: Palette) {
        shadow = Shadow(color: palette.cardShadow, radius: 14, offset: Point(0, 6))
        content.apply(palette: palette)
    }
}

extension StoryContentView {
    /// Behind the artwork and the body text, in `palette`; the card's own text colour stays the card's.
    func apply(palette: Palette) {
        backgroundColor = palette.background
        bodyLabel.textColor = palette.bodyText
    }
}

extension StoryViewController {
    /// The open story in `palette`.
    func apply(palette: Palette) {
        self.palette = palette
        content.apply(palette: palette)
        closeButton.palette = palette
        if isViewLoaded { view.backgroundColor = palette.background }
    }
}
