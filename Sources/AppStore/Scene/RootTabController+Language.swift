import SimKit

/// Switching the language live (`set lang`, the Settings screen): every label, the date and the
/// card texts change in the same frame, with no restart; stories opened later use it too.
extension RootTabController {
    func apply(language: Language) {
        guard environment.language != language else { return }
        environment.language = language
        let s = environment.strings
        let titles = [s.today, s.settings]
        for i in tabBar.items.indices where i < titles.count { tabBar.items[i].title = titles[i] }
        today.apply(language: language)
        settingsTab.apply(language: language)
        if let story, story.isViewLoaded { story.apply(language: language) }
    }
}

extension TodayViewController {
    /// The header and every card, in `language`.
    func apply(language: Language) {
        environment.language = language
        guard isViewLoaded else { return }
        header.relabel(strings: environment.strings, date: environment.date)
        for cell in cells { cell.content.apply(language: language) }
    }
}

extension StoryViewController {
    /// The open story in `language`; its body may be longer or shorter, so the scroll range follows.
    func apply(language: Language) {
        content.apply(language: language)
        // Mid-flight the transition owns the content's frame; the labels change, the size waits.
        guard transitionCoordinator == nil else { return }
        content.frame = Rect(0, 0, Metrics.screen.width, content.expandedContentHeight)
        scrollView.contentSize = content.frame.size
    }
}
