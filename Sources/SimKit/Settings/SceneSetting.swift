/// A `set` line of a script that the scene itself carries out (DESIGN.md, "Script files"):
/// the card transition, the language, the appearance and Reduce Motion. Speed, touches and the
/// bezel are the runner's (`ScriptCommand.setSpeed`, `.setTouches`, `.setBezel`).
///
///     set style zoom          → .style("zoom")
///     set reduce-motion on    → .reduceMotion(true)
public enum SceneSetting: Equatable, Sendable, CustomStringConvertible {
    /// `set style NAME`: the transition the next card tap uses.
    case style(String)
    /// `set lang en|ko`: every label, date and card text, at once.
    case language(String)
    /// `set appearance light|dark|automatic`.
    case appearance(String)
    /// `set reduce-motion on|off`: presents, dismisses and Settings' pushes and pops become cross-fades.
    case reduceMotion(Bool)

    /// The words DESIGN.md's script grammar allows. SimKit cannot see the app's types, so the
    /// lists are written here; an AppStore test holds them equal to the app's own enums.
    public static let styleNames = ["appstore", "expand", "sheet", "slide", "zoom"]
    public static let languageNames = ["en", "ko"]
    public static let appearanceNames = ["light", "dark", "automatic"]

    /// The setting's key in the trace's `settings` object and in `settings.json`.
    public var key: String {
        switch self {
        case .style: "style"
        case .language: "lang"
        case .appearance: "appearance"
        case .reduceMotion: "reduceMotion"
        }
    }

    /// The script line, without "set ".
    public var description: String {
        switch self {
        case .style(let name): "style \(name)"
        case .language(let name): "lang \(name)"
        case .appearance(let name): "appearance \(name)"
        case .reduceMotion(let on): "reduce-motion \(on ? "on" : "off")"
        }
    }
}
