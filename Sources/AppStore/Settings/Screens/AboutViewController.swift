import SimKit

/// About: the version, where the settings file lives, and the licences of what CardSim ships.
@MainActor
final class AboutViewController: GroupedListViewController {
    init(navigator: SettingsNavigator) { super.init(navigator: navigator, screenName: "about") }

    override func screenTitle(_ s: Strings) -> String { s.about }

    override func sections() -> [SettingsSection] {
        let s = strings, info = navigator.about
        return [
            SettingsSection(header: nil, footer: nil, items: [
                SettingsItem(id: "version", title: s.version, value: info.version),
                SettingsItem(id: "settingsFile", title: s.settingsFile, subtitle: info.settingsPath ?? s.settingsFileNone),
            ]),
            SettingsSection(header: s.licences, footer: nil, items: info.licences.enumerated().map { i, l in
                let words = l.words(in: s.language)
                return SettingsItem(id: "licence\(i + 1)", title: words.name, subtitle: words.terms)
            }),
        ]
    }
}
