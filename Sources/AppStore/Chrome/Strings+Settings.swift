import SimKit
/// The Settings tab's words in both languages. Korean follows iOS's own Settings
/// (화면 모드, 동작 줄이기, 정보, 언어): a Korean user sees the words their phone uses.
extension Strings {
    private func pick(_ en: String, _ ko: String) -> String { language == .ko ? ko : en }

    public var cardTransition: String { pick("Card Transition", "카드 전환") }
    public var animationSpeed: String { pick("Animation Speed", "애니메이션 속도") }
    public var showTouches: String { pick("Show Touches", "터치 표시") }
    public var phoneBezel: String { pick("Phone Bezel", "기기 테두리") }
    public var languageRow: String { pick("Language", "언어") }
    /// The simulated device ("기기", as Korean iOS names the phone in Settings › General › About).
    public var deviceRow: String { pick("Device", "기기") }
    public var deviceFooter: String {
        pick("The app starts again on the device you choose. Recordings keep the device they started on.",
             "선택한 기기에서 앱이 다시 시작됩니다. 녹화 중에는 기기가 바뀌지 않습니다.")
    }
    /// A device's name as the language writes it: Korean writes a screen's size in 형 after the
    /// name, as Apple's Korean pages write "iPad Pro 11형".
    public func deviceName(_ d: Device) -> String {
        guard language == .ko, let r = d.title.range(of: #" (\d+)-inch"#, options: .regularExpression) else { return d.title }
        let size = d.title[r].dropFirst().dropLast(5)
        return d.title.replacingCharacters(in: r, with: " \(size)형")
    }
    /// A device's screen in points, under its name in Settings › Device.
    public func deviceSize(_ d: Device) -> String {
        "\(Int(d.size.width)) × \(Int(d.size.height)) pt"
    }
    public var appearance: String { pick("Appearance", "화면 모드") }
    public var reduceMotion: String { pick("Reduce Motion", "동작 줄이기") }
    public var about: String { pick("About", "정보") }
    public var version: String { pick("Version", "버전") }
    public var settingsFile: String { pick("Settings File", "설정 파일") }
    public var settingsFileNone: String { pick("Not stored in this run", "이번 실행에서는 저장하지 않음") }
    public var licences: String { pick("Licences", "라이선스") }
    public var transitionFooter: String {
        pick("Used the next time you open a card.", "다음에 카드를 열 때 적용됩니다.")
    }
    public var motionHeader: String { pick("Motion", "동작") }
    public var displayHeader: String { pick("Display", "디스플레이") }

    /// The Appearance row's choices.
    public func appearanceName(_ a: AppSettings.Appearance) -> String {
        switch a {
        case .light: return pick("Light", "라이트")
        case .dark: return pick("Dark", "다크")
        case .automatic: return pick("Automatic", "자동")
        }
    }

    /// A language in its own words, as iOS lists them (the same in every language).
    public func languageName(_ l: Language) -> String { l == .ko ? "한국어" : "English" }

    /// "1×", "0.5×": the Animation Speed row's choices.
    public func speedName(_ s: Double) -> String { AppSettings.number(s) + "×" }

    /// The Card Transition list: each style's name (its descriptor's).
    public func styleName(_ s: CardTransitionStyle) -> String { s.descriptor?.title(language) ?? s.rawValue }

    /// The short line under each style: what it does.
    public func styleLine(_ s: CardTransitionStyle) -> String { s.descriptor?.summary(language) ?? "" }
}

