import SimKit
/// A `set` line of a script that the scene itself carries out (docs/scripts.md):
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
    /// `set date YYYY-MM-DD`: the date Today's header shows (a live take records the day it was
    /// made, so that its replay shows it too). Never stored.
    case date(String)
    /// `set param STYLE.NAME VALUE`: one of a style's numbers for the transitions that start after
    /// it (`cardsim styles STYLE` lists them). Never stored; a take writes the numbers in force.
    case param(String, Double)

    /// The words the script language allows (docs/scripts.md). SimKit cannot see the app's types, so the
    /// lists are written here; an AppStore test holds them equal to the app's own enums. Style names
    /// are the scene's (`SettingsScene.styleChoices`), which the player checks a script against.
    public static let languageNames = ["en", "ko"]
    public static let appearanceNames = ["light", "dark", "automatic"]

    /// The setting's key in the trace's `settings` object and in `settings.json`.
    public var key: String {
        switch self {
        case .style: "style"
        case .language: "lang"
        case .appearance: "appearance"
        case .reduceMotion: "reduceMotion"
        case .date: "date"
        case .param: "param"
        }
    }

    /// The script line, without "set ".
    public var description: String {
        switch self {
        case .style(let name): "style \(name)"
        case .language(let name): "lang \(name)"
        case .appearance(let name): "appearance \(name)"
        case .reduceMotion(let on): "reduce-motion \(on ? "on" : "off")"
        case .date(let iso): "date \(iso)"
        case .param(let name, let v): "param \(name) \(v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v))"
        }
    }

    /// `(year, month, day)` of a calendar date written `YYYY-MM-DD` (years 1 to 9999), or nil.
    public static func calendarDate(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]), (1...9999).contains(y), (1...12).contains(m)
        else { return nil }
        let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
        return (1...days).contains(d) ? (y, m, d) : nil
    }
}
