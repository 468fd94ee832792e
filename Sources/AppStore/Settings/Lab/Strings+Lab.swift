import Foundation

/// The Style Lab's words in both languages.
extension Strings {
    public var preview: String { language == .ko ? "미리 보기" : "Preview" }
    /// The confirmation after a copy.
    public var copied: String { language == .ko ? "복사됨" : "Copied" }
    /// The Style Lab: every number of the selected style.
    public var styleLab: String { language == .ko ? "스타일 랩" : "Style Lab" }
    public var copyAsUIKit: String { language == .ko ? "UIKit 코드로 복사" : "Copy as UIKit" }
    public var copyAsSwiftUI: String { language == .ko ? "SwiftUI 코드로 복사" : "Copy as SwiftUI" }
    public var savePreset: String { language == .ko ? "프리셋 저장" : "Save Preset" }
    public var resetToPost: String { language == .ko ? "원래 값으로 재설정" : "Reset to the Post's Numbers" }
    /// Style Lab › Preset: the saved preset a launch loads.
    public var presetRow: String { language == .ko ? "프리셋" : "Preset" }
    public var presetNone: String { language == .ko ? "없음" : "None" }
    /// Under None in the list: what no preset means.
    public var presetNoneDetail: String { language == .ko ? "원래 값" : "The post's numbers" }
    public var presetFooter: String {
        language == .ko
            ? "스타일 랩의 프리셋 저장으로 저장한 값입니다. CardSim은 선택한 프리셋으로 시작하며, 저장하지 않은 변경은 유지되지 않습니다."
            : "Saved with Save Preset in the Style Lab. CardSim starts with the chosen preset; changes you have not saved are not kept."
    }

    /// A preset's name as Settings shows it: its file name without ".json".
    public static func presetTitle(_ file: String) -> String {
        file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }

    /// Save Preset where nothing can be written (a headless run, an unwritable folder).
    public var notSaved: String { language == .ko ? "저장하지 못함" : "Not Saved" }
    /// The plot's legend: the spring's curve and the size's.
    public var springCurve: String { language == .ko ? "스프링" : "Spring" }
    public var sizeCurve: String { language == .ko ? "크기" : "Size" }

    /// Seconds as the plot's time axis shows them: "0.60 s", "0.60초".
    public func seconds(_ v: Double) -> String {
        let n = String(format: "%.2f", v)
        return language == .ko ? n + "초" : n + " s"
    }

    /// A Style Lab number with its unit: "0.5 s", "0.5초"; "24 pt" in both (Korean iOS writes pt).
    public func value(_ literal: String, _ unit: StyleParameter.Unit) -> String {
        switch (unit, language) {
        case (.ratio, _): literal
        case (.seconds, .ko): literal + "초"
        case (.pointsPerSecond, .ko): literal + " pt/초"
        case (.relativeVelocity, .ko): literal + " 1/초"
        default: literal + " " + unit.rawValue
        }
    }

    /// Where a Style Lab number comes from, under its slider. The post's line is code and is quoted
    /// as the post wrote it. A decided number's reason is English documentation (docs/decisions.md,
    /// `cardsim styles`): Korean says whose number it is and where the reason is, rather than show
    /// the first words of an English sentence.
    public func source(_ s: StyleParameter.Source) -> String {
        switch (s, language) {
        case (.post(let line), .en): "post: " + line
        case (.decided(let why), .en): "decided: " + why
        case (.post(let line), .ko): "원문: " + line
        case (.decided, .ko): "CardSim이 정한 값 · 이유는 decisions.md에"
        }
    }

    /// The Style Lab's header over the parameters: the style's name as `--param` prefixes it, or in
    /// Korean the style's title.
    public func styleLabHeader(_ style: CardTransitionStyle) -> String {
        language == .ko ? styleName(style) : style.rawValue.uppercased()
    }

    /// The plot's caption: the spring's highest overshoot past the target.
    public func overshoot(percent: Double) -> String {
        let n = String(format: "%.1f", percent)
        return language == .ko ? "오버슈트 \(n)%" : "Overshoot \(n) %"
    }
}
