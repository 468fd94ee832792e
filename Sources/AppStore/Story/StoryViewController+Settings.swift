import SimKit

/// The open story in a new language or palette, live.
extension StoryViewController {
    /// The open story in `language`; its body may be longer or shorter, so the scroll range follows.
    func apply(language: Language) {
        content.apply(language: language)
        // Mid-flight the transition owns the content's frame; the labels change, the size waits.
        guard transitionCoordinator == nil else { return }
        content.frame = Rect(0, 0, metrics.screen.width, content.expandedContentHeight)
        scrollView.contentSize = content.frame.size
    }
}

extension StoryViewController {
    /// The open story in `palette`.
    func apply(palette: Palette) {
        self.palette = palette
        let drawn = drawnPalette
        content.apply(palette: drawn)
        closeButton.palette = drawn
        if isViewLoaded { view.backgroundColor = drawn.background }
    }
}
