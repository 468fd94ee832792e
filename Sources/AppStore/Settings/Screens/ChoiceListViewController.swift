import SimKit

/// A pushed list of choices with a checkmark on the one in effect (iOS's pattern for a value with a
/// few options). Choosing one changes the setting at once and keeps the screen, as iOS does.
@MainActor
final class ChoiceListViewController: GroupedListViewController {
    enum Kind: String { case cardTransition, animationSpeed, language, appearance, device, preset }

    let kind: Kind

    init(navigator: SettingsNavigator, kind: Kind) {
        self.kind = kind
        super.init(navigator: navigator, screenName: kind.rawValue)
    }

    override func screenTitle(_ s: Strings) -> String {
        switch kind {
        case .cardTransition: return s.cardTransition
        case .animationSpeed: return s.animationSpeed
        case .language: return s.languageRow
        case .appearance: return s.appearance
        case .device: return s.deviceRow
        case .preset: return s.presetRow
        }
    }

    override func sections() -> [SettingsSection] {
        let s = strings, v = navigator.settings
        let items: [SettingsItem]
        var footer: String?
        switch kind {
        case .cardTransition:
            footer = s.transitionFooter
            items = CardTransitionStyle.allCases.map { style in
                choice(style.rawValue, s.styleName(style), subtitle: s.styleLine(style), on: v.style == style) {
                    $0.style = style
                }
            }
        case .animationSpeed:
            items = AppSettings.speedChoices.map { speed in
                choice(AppSettings.number(speed), s.speedName(speed), on: v.speed == speed) { $0.speed = speed }
            }
        case .language:
            items = Language.allCases.map { lang in
                choice(lang.rawValue, s.languageName(lang), on: v.lang == lang) { $0.lang = lang }
            }
        case .appearance:
            items = AppSettings.Appearance.allCases.map { a in
                choice(a.rawValue, s.appearanceName(a), on: v.appearance == a) { $0.appearance = a }
            }
        case .device:
            // Another device is another scene, which the runner makes: the choice is a request.
            footer = s.deviceFooter
            items = Device.all.map { d in
                SettingsItem(id: d.name, title: s.deviceName(d), subtitle: s.deviceSize(d), accessory: .checkmark(v.device == d)) {
                    [unowned self] in navigator.requestDevice(d)
                }
            }
        case .preset:
            // Choosing loads the preset's numbers at once; the choice is what a launch loads.
            footer = s.presetFooter
            let names: [String?] = [nil] + (navigator.model?.presetNames ?? []).map { $0 }
            items = names.map { name in
                SettingsItem(id: name ?? "none", title: name.map(Strings.presetTitle) ?? s.presetNone,
                             subtitle: name == nil ? s.presetNoneDetail : nil, accessory: .checkmark(v.preset == name)) { [unowned self] in navigator.choosePreset(name) }
            }
        }
        return [SettingsSection(header: nil, footer: footer, items: items)]
    }

    private func choice(_ id: String, _ title: String, subtitle: String? = nil, on: Bool,
                        _ set: @escaping (inout AppSettings) -> Void) -> SettingsItem {
        SettingsItem(id: id, title: title, subtitle: subtitle, accessory: .checkmark(on)) { [unowned self] in
            navigator.change(set)
        }
    }
}
