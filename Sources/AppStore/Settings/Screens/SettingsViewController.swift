import SimKit

/// The Settings tab's root list: Card Transition, Animation Speed, the switches,
/// Language, Appearance, Device, the Style Lab and About. Rows with a chevron push with the slide; About
/// zooms out of its icon.
@MainActor
final class SettingsViewController: GroupedListViewController {
    init(navigator: SettingsNavigator) { super.init(navigator: navigator, screenName: "settings") }

    override func screenTitle(_ s: Strings) -> String { s.settings }

    override func sections() -> [SettingsSection] {
        let s = strings, v = navigator.settings
        return [
            SettingsSection(header: s.motionHeader, footer: nil, items: [
                SettingsItem(id: "cardTransition", title: s.cardTransition, value: s.styleName(v.style),
                             icon: .transition, accessory: .disclosure) { [unowned self] in push(.cardTransition) },
                SettingsItem(id: "animationSpeed", title: s.animationSpeed, value: s.speedName(v.speed),
                             icon: .speed, accessory: .disclosure) { [unowned self] in push(.animationSpeed) },
                SettingsItem(id: "reduceMotion", title: s.reduceMotion, icon: .reduceMotion,
                             accessory: .toggle(v.reduceMotion), toggled: { [unowned self] on in
                                 navigator.change { $0.reduceMotion = on } }),
            ]),
            SettingsSection(header: s.displayHeader, footer: nil, items: [
                SettingsItem(id: "device", title: s.deviceRow, value: s.deviceName(v.device), icon: .device,
                             accessory: .disclosure) { [unowned self] in push(.device) },
                SettingsItem(id: "showTouches", title: s.showTouches, icon: .touches, accessory: .toggle(v.touches),
                             toggled: { [unowned self] on in navigator.change { $0.touches = on } }),
                SettingsItem(id: "phoneBezel", title: s.phoneBezel, icon: .bezel, accessory: .toggle(v.bezel),
                             toggled: { [unowned self] on in navigator.change { $0.bezel = on } }),
                SettingsItem(id: "language", title: s.languageRow, value: s.languageName(v.lang), icon: .language,
                             accessory: .disclosure) { [unowned self] in push(.language) },
                SettingsItem(id: "appearance", title: s.appearance, value: s.appearanceName(v.appearance),
                             icon: .appearance, accessory: .disclosure) { [unowned self] in push(.appearance) },
            ]),
            SettingsSection(header: nil, footer: nil, items: [
                SettingsItem(id: "styleLab", title: s.styleLab, value: s.styleName(v.style), icon: .styleLab,
                             accessory: .disclosure) { [unowned self] in
                    navigator.pushStyleLab()
                },
                SettingsItem(id: "about", title: s.about, icon: .about, accessory: .disclosure) { [unowned self] in
                    openAbout()
                },
            ]),
        ]
    }

    private func push(_ list: ChoiceListViewController.Kind) {
        navigator.push(ChoiceListViewController(navigator: navigator, kind: list))
    }

    /// About zooms out of its row's icon and pops back into it.
    private func openAbout() {
        guard let icon = row("about")?.icon else { return }
        navigator.push(AboutViewController(navigator: navigator), zoomingFrom: icon)
    }
}
