import AppStore
import Foundation

/// `--help` for `cardsim` and each subcommand: the option lists come from `CommandSpec`, the rest
/// is written here. Every line fits 80 columns; where the locale is not UTF-8 the text is ASCII.
enum HelpText {
    /// Lines are at most this many columns (a terminal's 80, less the last column some wrap at).
    static let width = 79
    /// Where an option's description starts.
    static let column = 24

    /// The help of `cardsim` (word nil) or of a subcommand, in the locale's characters.
    static func text(for word: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let command = CommandSpec.all.first { $0.word == word } ?? .run
        let text = word == nil ? main : sub(command)
        return localeIsUTF8(environment) ? text : ascii(text)
    }

    private static var main: String {
        var out = ["cardsim \(Version.number) - an App Store \"Today\" phone simulator with UIKit-exact motion", "", "USAGE"]
        out += table(CommandSpec.all.map { ("\($0.title) \($0.synopsis)", $0.summary) })
        out += ["", "OPTIONS"] + table(rows(CommandSpec.run))
        out += ["", keys, "", scripts, "", settings, "", environmentSection, "", exitStatus]
        out += ["", "Each subcommand takes --help. The man page (man cardsim) and docs/ say more."]
        return out.joined(separator: "\n")
    }

    private static func sub(_ command: CommandSpec) -> String {
        var out = ["usage: \(command.title) \(command.synopsis)", command.summary]
        if let extra = notes[command.word ?? ""] { out += ["", extra] }
        out += ["", "OPTIONS"] + table(rows(command))
        return out.joined(separator: "\n")
    }

    /// The option rows of a command: `  -v, --verbose` with its value word, then the summary.
    static func rows(_ command: CommandSpec) -> [(String, String)] {
        command.options.filter { !$0.hidden }.map { o in
            (o.names.joined(separator: ", ") + (o.value.map { " " + $0 } ?? ""), o.summary)
        }
    }

    /// Two columns, the second wrapped at `width`; a left entry too long for its column puts the
    /// description on the next line.
    static func table(_ entries: [(String, String)]) -> [String] {
        var lines: [String] = []
        for (left, right) in entries {
            let head = "  " + left
            let wrapped = wrap(right, width: width - column)
            let pad = String(repeating: " ", count: column)
            if head.count + 2 > column {
                lines.append(head)
                lines += wrapped.map { pad + $0 }
            } else {
                lines.append(head.padding(toLength: column, withPad: " ", startingAt: 0) + (wrapped.first ?? ""))
                lines += wrapped.dropFirst().map { pad + $0 }
            }
        }
        return lines
    }

    /// Words of `text` in lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty { line = String(word) } else if line.count + 1 + word.count <= width { line += " " + word } else {
                lines.append(line); line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// What the C library would decide: LC_ALL, else LC_CTYPE, else LANG; unset is the C locale.
    static func localeIsUTF8(_ environment: [String: String]) -> Bool {
        let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let lower = name.lowercased()
        return lower.contains("utf-8") || lower.contains("utf8")
    }

    /// The same text in ASCII, for a terminal that would show the UTF-8 as mojibake.
    static func ascii(_ text: String) -> String {
        let map: [Character: String] = ["—": "-", "–": "-", "×": "x", "…": "...", "›": ">", "✕": "x", "’": "'",
                                        "“": "\"", "”": "\""]
        return String(text.flatMap { c -> [Character] in
            if let r = map[c] { return Array(r) }
            return c.isASCII ? [c] : ["?"]
        })
    }

    static var keys: String {
        (["KEYS IN THE WINDOW"] + table([
            ("drag, wheel", "touch and scroll, like a finger; drag a story down to close it"),
            ("Esc", "close a story or the Account sheet, go back one screen"),
            ("tap the status bar", "scroll the visible list to the top, as on iOS"),
            ("Ctrl+S", "screenshot cardsim-YYYY-MM-DD-HHMMSS.png, into Pictures (--output-dir)"),
            ("Ctrl+R", "start or stop recording cardsim-....mp4 with a replayable script cardsim-....txt, into Videos"),
            ("Ctrl+T or T", "slow animations ten times, or back"),
            ("Ctrl+1 ... Ctrl+\(CardTransitionStyle.allCases.count)", "card transition for the next tap, in Settings' order"),
            ("Space", "pause animations and show the timeline of the current or last transition, or resume"),
            ("drag the timeline", "scrub the transition back and forth"),
            (". and ,", "step one frame forward or back while paused"),
            ("Home, End, L", "the timeline's first or last frame; loop the transition"),
            ("? or F1", "show or hide the list of keys"),
            ("Ctrl+Q or Ctrl+W", "quit"),
        ])).joined(separator: "\n")
    }

    static let scripts = """
    SCRIPTS (docs/scripts.md; positions in points on the device's screen)
      wait S | tap X Y | tap card N | tap tab N | tap close | tap back | settle
      press X Y | move X Y | release [X Y] | hover X Y | drag X1 Y1 X2 Y2 [S]
      scroll DY [X Y] | key escape|space|.|comma|t | screenshot FILE.png
      seek S              the scene at S seconds since the start, backwards too
      end                 the run ends here, moving or not (a take ends with it)
      set style|speed|touches|bezel|lang|appearance|reduce-motion|date|device ...
      set param STYLE.NAME VALUE
      set transition FILE.swift   your UIKit transition (docs/uikit.md), compiled first
      at S COMMAND        what a Ctrl+R take writes: COMMAND at exactly S seconds
    """

    static let settings = """
    SETTINGS
      $XDG_CONFIG_HOME/cardsim/settings.json, else ~/.config/cardsim/settings.json;
      created when the window first opens, written atomically (cardsim settings).
      Flags win for the run and are never written back.
    """

    static var environmentSection: String {
        (["ENVIRONMENT"] + table([
            ("CARDSIM_ASSETS", "the Assets folder to use instead of the installed one"),
            ("GTK_THEME", "a theme ending in :dark or -dark makes Automatic dark when the desktop's colour scheme says nothing"),
            ("DISPLAY, WAYLAND_DISPLAY", "the display the window opens on; with neither, or one with no server, cardsim renders the tour to cardsim-demo.mp4"),
            ("SDL_VIDEODRIVER", "SDL's video driver: x11, wayland, or offscreen for no window"),
            ("XDG_CONFIG_HOME", "where settings.json and user-dirs.dirs (the Pictures and Videos folders) are"),
        ])).joined(separator: "\n")
    }

    static let exitStatus = """
    EXIT STATUS
      0 done; 1 a failure while running (ffmpeg failing, a file not written);
      2 bad arguments or input files (FILE:LINE: message, before anything renders);
      128+N stopped by signal N (130 Ctrl+C, 143 SIGTERM, 129 SIGHUP); a recording
      stopped by a signal is finished and kept.
    """

    /// What a subcommand's help says besides its options.
    static let notes: [String: String] = [
        "curve": """
        Prints t,value,velocity at every k/fps from 0 to the end (the duration, or
        until settled). Value 0 is the start, 1 the target. The kinds:
          spring --duration S --damping RATIO [--velocity V]   UIKit's spring
          spring --mass M --stiffness K --damping C [--velocity V]   CASpringAnimation
          spring --duration S --bounce B [--velocity V]        iOS 17 Spring
          bezier NAME|--points X1,Y1,X2,Y2 [--duration S]
                 NAME: linear, easeIn, easeOut, easeInOut, default
          decay --velocity PT_PER_S [--position X] [--rate normal|fast|D]
          rubber --dimension D [--coefficient C] [--step X]
        """,
        "settings": """
          cardsim settings                 the file's path, then every key's value
          cardsim settings get KEY         one value
          cardsim settings set KEY VALUE   store one value
          cardsim settings reset [KEY]     back to the default (every key, or one)
        Keys and values: style (\(CardTransitionStyle.names.joined(separator: ", "))),
        speed (1, 0.5, 0.25, 0.1), touches, bezel, reduceMotion (on, off),
        lang (en, ko), appearance (light, dark, automatic), device (cardsim devices),
        outputDir (a folder; empty: Pictures and Videos),
        preset (a saved preset's name, loaded at launch; empty: none).
        The file: $XDG_CONFIG_HOME/cardsim/settings.json,
        else ~/.config/cardsim/settings.json.
        """,
        "icon": "Writes CardSim's icon as a PNG of N x N pixels, for a desktop entry.",
        "styles": """
          cardsim styles              each style: its name, title and what it does
          cardsim styles NAME         its numbers: value, unit, range and source
          cardsim styles NAME --export uikit|swiftui
                                      one self-contained Swift file with those numbers
        --param and --preset tune the numbers shown or exported; --json prints JSON.
        """,
    ]
}
