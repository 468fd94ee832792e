import SimKit

/// The Style Lab's Preview: a style's present and close of one card on the real Today screen,
/// with the tuning the settings hold now, and back to the tab it started on. Timed on the scene's
/// clock, so a recording or a test sees the same frames every time.
extension RootTabController {
    /// The card the preview opens, counted from 0 (`card 1` as scripts and the trace count it),
    /// and how long the open story stays before it closes: long enough to see the spring settle.
    static let previewCard = 0
    static let previewHold = 0.6

    /// Switches to Today, presents the first card in `style`, waits ``previewHold`` seconds,
    /// closes it and returns to the tab it came from; `completion` runs at the end. Does nothing
    /// while a story is up or a transition runs.
    func previewPresent(style: CardTransitionStyle = .appstore, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, transitionCoordinator == nil,
              today.deck.cards.indices.contains(Self.previewCard) else { return }
        let back = selectedIndex
        selectedIndex = 0
        presentStory(Self.previewCard, style: style, motionAnyway: true) { [weak self] in
            guard let self, let clock = self.view.clock else { return }
            clock.schedule(at: clock.now + Self.previewHold) { [weak self] in
                // The close button's own dismiss, with a completion to come back on.
                self?.story?.dismiss(animated: true) { [weak self] in
                    self?.selectedIndex = back
                    completion?()
                }
            }
        }
    }
}
