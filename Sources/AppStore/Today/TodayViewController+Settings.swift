import SimKit

/// Today in a new language or palette, live.
extension TodayViewController {
    /// The header and every card, in `language`.
    func apply(language: Language) {
        environment.language = language
        guard isViewLoaded else { return }
        header.relabel(strings: environment.strings, date: environment.date)
        for cell in cells { cell.content.apply(language: language) }
    }
}

extension TodayViewController {
    /// The header's date line for `date`.
    func apply(date: SimDate) {
        environment.date = date
        guard isViewLoaded else { return }
        header.relabel(strings: environment.strings, date: date)
    }
}

extension TodayViewController {
    /// The list's background, header and cards in `palette`.
    func apply(palette: Palette) {
        environment.palette = palette
        guard isViewLoaded else { return }
        view.backgroundColor = palette.groupedBackground
        header.palette = palette
        statusBarMaterial.palette = palette
        for cell in cells { cell.apply(palette: palette) }
    }
}
