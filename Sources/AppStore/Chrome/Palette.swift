import SimKit

/// The app's colours in one appearance: Light, and the App Store's Dark. Every view takes
/// its colours from the palette the environment carries, so a new appearance is a new palette and
/// never a conditional in a view.
///
///     let palette = Palette.of(settings.appearance, systemIsDark: nil)   // .light or .dark
///     header.palette = palette
///
/// The light values are the ones the app always drew (the golden image holds them). The dark ones
/// are iOS's dark system colours as the App Store uses them: a black background behind the list and
/// the story, white labels, secondary labels at EBEBF5 60 % over black, the dark chrome
/// material under the tab bar, systemBlue's dark variant for the selected tab.
public struct Palette: Sendable, Equatable {
    /// Behind the Today list (systemGroupedBackground).
    public var groupedBackground: Color
    /// Titles and the status bar's glyphs (label).
    public var label: Color
    /// The date over the large title (secondaryLabel).
    public var secondaryLabel: Color
    /// The round account button when there is no picture.
    public var avatarPlaceholder: Color
    /// Behind a card's artwork and the story (systemBackground).
    public var background: Color
    /// The story's body text.
    public var bodyText: Color
    /// Under every card in the list.
    public var cardShadow: Color
    /// The tab bar's blur tint (the chrome material) and its top hairline.
    public var barMaterial: Color
    public var barHairline: Color
    /// Tab items: the selected one and the others.
    public var tint: Color
    public var barItem: Color
    /// The close button's circle and its X.
    public var closeMaterial: Color
    public var closeGlyph: Color
    /// A grouped list's rows (secondarySystemGroupedBackground): the Account sheet's.
    public var groupedRow: Color = .white
    /// Grouped lists (the Style Lab, Settings): the hairline between rows (separator), a slider's
    /// empty track (systemFill) and secondary plot lines (tertiaryLabel).
    public var separator: Color
    public var fill: Color
    public var tertiaryLabel: Color
    /// The Settings list's controls: a pressed row (systemGray4), the disclosure chevron, and a
    /// switch's track on (systemGreen) and off. Light values here, the dark ones set on `dark` below.
    public var cellHighlight = Color(hex: 0xD1D1D6)
    public var chevron = Color(hex: 0xC4C4C7)
    public var switchOn = Color(hex: 0x34C759)
    public var switchOff = Color(hex: 0xE9E9EA)

    /// The light appearance: what CardSim always drew.
    public static let light = Palette(
        groupedBackground: Color(hex: 0xF2F2F7), label: .label, secondaryLabel: .secondaryLabel,
        avatarPlaceholder: Color(hex: 0xC7C7CC), background: .white, bodyText: Color(hex: 0x3C3C43),
        cardShadow: Color(white: 0, alpha: 0.16), barMaterial: Color(white: 0.97, alpha: 0.8),
        barHairline: Color(white: 0, alpha: 0.2), tint: .systemBlue, barItem: Color(hex: 0x999999),
        closeMaterial: Color(white: 0.85, alpha: 0.55), closeGlyph: Color(white: 0.25), groupedRow: .white,
        separator: .separator, fill: Color(r: 120 / 255, g: 120 / 255, b: 128 / 255, a: 0.2),
        tertiaryLabel: Color(r: 60 / 255, g: 60 / 255, b: 67 / 255, a: 0.3))

    /// The App Store's dark appearance. A shadow barely shows on black, so it is deeper, as iOS's
    /// dark cards have it; the bar material is iOS's dark chrome (about 8 % white at 80 %).
    public static let dark: Palette = {
        var p = darkChrome
        // iOS's dark systemGray4, a tertiaryLabel chevron, systemGreen and the off track
        // (tertiarySystemFill over the dark group).
        p.cellHighlight = Color(hex: 0x3A3A3C)
        p.chevron = Color(hex: 0x5A5A5E)
        p.switchOn = Color(hex: 0x30D158)
        p.switchOff = Color(hex: 0x39393D)
        return p
    }()

    private static let darkChrome = Palette(
        groupedBackground: .black, label: .white, secondaryLabel: Color(hex: 0x8D8D93),
        avatarPlaceholder: Color(hex: 0x3A3A3C), background: .black,
        bodyText: Color(r: 235 / 255, g: 235 / 255, b: 245 / 255, a: 0.6),
        cardShadow: Color(white: 0, alpha: 0.5), barMaterial: Color(white: 0.08, alpha: 0.8),
        barHairline: Color(white: 1, alpha: 0.15), tint: Color(hex: 0x0A84FF), barItem: Color(hex: 0x7F7F7F),
        closeMaterial: Color(white: 0.25, alpha: 0.6), closeGlyph: Color(white: 0.85),
        groupedRow: Color(hex: 0x1C1C1E), separator: Color(r: 84 / 255, g: 84 / 255, b: 88 / 255, a: 0.6),
        fill: Color(r: 120 / 255, g: 120 / 255, b: 128 / 255, a: 0.36),
        tertiaryLabel: Color(r: 235 / 255, g: 235 / 255, b: 245 / 255, a: 0.3))

    /// The colours of a sheet: iOS draws a modal sheet in Dark with its elevated system colours
    /// (systemBackground and systemGroupedBackground #1C1C1E, grouped rows #2C2C2E), so the sheet
    /// stands out of the black behind it; Light's elevated colours are its own.
    public var elevated: Palette {
        guard self == Palette.dark else { return self }
        var p = self
        p.background = Palette.elevatedBackground
        p.groupedBackground = Palette.elevatedBackground
        p.groupedRow = Palette.elevatedRow
        return p
    }

    /// iOS's elevated dark systemBackground and secondarySystemGroupedBackground.
    static let elevatedBackground = Color(hex: 0x1C1C1E)
    static let elevatedRow = Color(hex: 0x2C2C2E)

    /// The palette for an appearance; Automatic follows the desktop when it is known, else light.
    public static func of(_ appearance: AppSettings.Appearance, systemIsDark: Bool?) -> Palette {
        appearance.resolved(systemIsDark: systemIsDark) == .dark ? .dark : .light
    }
}
