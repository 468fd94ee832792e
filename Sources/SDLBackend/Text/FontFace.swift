import SimKit

/// One of the bundled font files in `Assets/Fonts`: Inter draws Latin (the closest open match to
/// the App Store's SF Pro), NanumBarunGothic draws Hangul.
///
///     FontFace(for: .system(34, .bold), script: .latin)   // .interDisplayBold
///     FontFace(for: .system(34, .bold), script: .hangul)  // .nanumBold
enum FontFace: String, CaseIterable, Hashable, Sendable {
    case nanumRegular = "NanumBarunGothic.ttf"
    case nanumBold = "NanumBarunGothicBold.ttf"
    case interRegular = "Inter-Regular.otf"
    case interSemibold = "Inter-SemiBold.otf"
    case interBold = "Inter-Bold.otf"
    case interDisplayRegular = "InterDisplay-Regular.otf"
    case interDisplaySemibold = "InterDisplay-SemiBold.otf"
    case interDisplayBold = "InterDisplay-Bold.otf"

    /// SF Pro switches from its Text cut to its Display cut at 20 pt; Inter's Display cut (tighter
    /// spacing, finer details, drawn for large sizes) takes the same place, so "Today" (34 pt) and
    /// the card titles (28 pt) are Display, labels and body text are Text.
    static let displayFromPoints = 20.0

    /// The face that draws `script` for `font`. Each of Font's weights has its own Inter cut;
    /// NanumBarunGothic has two, so semibold Hangul stays bold, as it always was.
    init(for font: Font, script: ScriptRun.Script) {
        switch (script, font.weight, font.size >= Self.displayFromPoints) {
        case (.hangul, .regular, _): self = .nanumRegular
        case (.hangul, .semibold, _), (.hangul, .bold, _): self = .nanumBold
        case (.latin, .regular, false): self = .interRegular
        case (.latin, .semibold, false): self = .interSemibold
        case (.latin, .bold, false): self = .interBold
        case (.latin, .regular, true): self = .interDisplayRegular
        case (.latin, .semibold, true): self = .interDisplaySemibold
        case (.latin, .bold, true): self = .interDisplayBold
        }
    }

    /// The file's path inside the Assets folder.
    var assetPath: String { "Fonts/" + rawValue }
}
