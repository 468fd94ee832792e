import SimKit

/// Switching the language live (`set lang`, the Settings screen): every label, the date and the
/// card texts change in the same frame, with no restart; stories opened later use it too.
extension RootTabController {
    func apply(language: Language) {
        guard environment.language != language else { return }
        environment.language = language
        let s = environment.strings
        let titles = Self.tabTitles(s)
        for i in tabBar.items.indices where i < titles.count { tabBar.items[i].title = titles[i] }
        today.apply(language: language)
        settingsTab.apply(language: language)
        if let story, story.isViewLoaded { story.apply(language: language) }
    }
}

extension RootTabController {
    /// The date Today's header shows (`set date`), from this frame on.
    func apply(date: SimDate) {
        guard environment.date != date else { return }
        environment.date = date
        today.apply(date: date)
    }
}
