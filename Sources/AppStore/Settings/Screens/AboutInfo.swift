/// What the About screen tells: the version, where the settings file lives, and the licences of
/// what CardSim ships. The scene knows no paths and no version, so the executable fills these in
/// (`AppConfiguration.about`).
public struct AboutInfo: Sendable, Equatable {
    /// A shipped part and the terms it comes under.
    public struct Licence: Sendable, Equatable {
        public var name: String
        public var terms: String
        /// The name and terms in other languages, where they are words rather than a product's name.
        public var translations: [Language: Words]
        public init(name: String, terms: String, translations: [Language: Words] = [:]) {
            self.name = name; self.terms = terms; self.translations = translations
        }

        /// A licence's name and terms in one language.
        public struct Words: Sendable, Equatable {
            public var name: String
            public var terms: String
            public init(name: String, terms: String) { self.name = name; self.terms = terms }
        }

        /// The name and terms as `language` reads them (English where there is no translation).
        public func words(in language: Language) -> Words { translations[language] ?? Words(name: name, terms: terms) }
    }

    /// The executable's version (`cardsim --version`); the app writes none of its own.
    public var version: String
    /// The settings file this run stores changes in; nil when it stores none (`--no-settings`,
    /// headless), which the screen says.
    public var settingsPath: String?
    public var licences: [Licence]

    public init(version: String = "", settingsPath: String? = nil, licences: [Licence] = AboutInfo.shipped) {
        self.version = version; self.settingsPath = settingsPath; self.licences = licences
    }

    /// Everything CardSim ships or links: CardSim itself (LICENSE), the fonts in Assets/Fonts (their licence files beside them),
    /// the artwork and stories in Assets (made for CardSim by Tools/make_artwork.py), and SDL.
    public static let shipped: [Licence] = [
        // In Korean a licence is named as Korean writes it (MIT 라이선스); a copyright holder keeps
        // the name the notice gives.
        Licence(name: "CardSim",
                terms: "MIT License. © 2026 the CardSim authors. LICENSE",
                translations: [.ko: .init(name: "CardSim", terms: "MIT 라이선스. © 2026 CardSim 작성자. 저장소의 LICENSE 파일")]),
        Licence(name: "NanumBarunGothic",
                terms: "SIL Open Font License 1.1. © 2010 NAVER Corporation. Assets/Fonts/OFL.txt",
                translations: [.ko: .init(name: "NanumBarunGothic",
                                          terms: "SIL 오픈 폰트 라이선스 1.1. © 2010 NAVER Corporation. Assets/Fonts/OFL.txt")]),
        Licence(name: "Inter",
                terms: "SIL Open Font License 1.1. © 2016-2022 The Inter Project Authors. Assets/Fonts/Inter-OFL.txt",
                translations: [.ko: .init(name: "Inter",
                                          terms: "SIL 오픈 폰트 라이선스 1.1. © 2016-2022 The Inter Project Authors. Assets/Fonts/Inter-OFL.txt")]),
        Licence(name: "SDL2, SDL2_image, SDL2_ttf",
                terms: "zlib License. © Sam Lantinga and the SDL contributors. Linked from the system.",
                translations: [.ko: .init(name: "SDL2, SDL2_image, SDL2_ttf",
                                          terms: "zlib 라이선스. © Sam Lantinga 및 SDL 기여자. 시스템의 라이브러리를 씁니다.")]),
        Licence(name: "Card artwork and stories",
                terms: "Made for CardSim (Assets/Art drawn by Tools/make_artwork.py, the stories in Assets/cards.json written for it); under CardSim's MIT License.",
                translations: [.ko: .init(name: "카드 그림과 이야기",
                                          terms: "CardSim을 위해 만들었습니다(Assets/Art는 Tools/make_artwork.py가 그리고, Assets/cards.json의 이야기는 CardSim을 위해 썼습니다). CardSim의 MIT 라이선스를 따릅니다.")]),
    ]
}
