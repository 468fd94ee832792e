import AppStore
import SDLBackend
import SimKit

/// Everything `cardsim` (the run command, not a subcommand) was asked to do, parsed and validated
/// before anything opens or renders. Lives with the executable (the CLI layer: it names the app's
/// settings); `cardsimTests` reaches it with `@testable import cardsim`.
///
///     switch try LaunchCommand.parse(Array(CommandLine.arguments.dropFirst())) {
///     case .run(let options): …
///     }
public struct LaunchOptions: Equatable, Sendable {
    /// The card transition styles `--style` accepts: the registry's.
    public static var styles: [String] { CardTransitionStyle.names }
    /// The drag-to-dismiss release rules `--dismiss-rule` offers; `lower-half`'s old name is
    /// still accepted, with a note on stderr, but never offered.
    public static let dismissRules = ["projection", "lower-half"]
    /// The languages `--lang` accepts.
    public static let languages = ["en", "ko"]
    // Every number has a range the runners can hold: `--fps 1e-300` made one frame last
    // 1e300 s and `--scale 1e-300` a window of no pixels. `--speed` takes `ScriptLimits.speed`.
    /// `--fps`: one frame a second is the slowest a video player shows as motion; 1,000 the most a clock ticks.
    public static let fpsRange = 1.0...1000.0
    /// `--scale`: a quarter pixel per point is still legible as a thumbnail; 8 is past any display.
    public static let scaleRange = 0.25...8.0
    /// `--duration`: a millisecond (one frame) to an hour, as a script's `wait`.
    public static let durationRange = 0.001...3600.0

    public var headless = false
    public var script: String?
    public var record: String?
    public var trace: String?
    /// Frames per second of the virtual clock (headless) and of recordings.
    public var fps: Double = 60
    /// Animation time factor: 0.1 plays ten times slower.
    public var speed: Double = 1
    /// Pixels per point; nil means the mode's default (2 headless, the display's scale live).
    public var scale: Double?
    public var language = "en"
    /// `--date YYYY-MM-DD`: the date a headless run's header shows (nil: `SimDate.reference`, so
    /// recordings stay the same from day to day). The window shows today's.
    public var date: String?
    public var showTouches = false
    public var style = CardTransitionStyle.standard.rawValue
    /// `--transition FILE[:ClassName]`: the user's UIKit transition file, compiled and loaded
    /// before anything renders; it becomes the style, named after the file.
    public var transition: String?

    /// A `--compare` entry that names a transition file (`FILE.swift` or `FILE.swift:ClassName`),
    /// played in its own panel as `--transition` would play it.
    public static func isTransitionFile(_ entry: String) -> Bool {
        let path = entry.split(separator: ":", maxSplits: 1).first.map(String.init) ?? entry
        return path.hasSuffix(".swift") && !entry.contains("@")
    }
    /// The phone or tablet simulated (`--device`; `cardsim devices` lists them).
    public var device = Device.standard.name
    /// `--compare a,b,…`: play the script once per style, side by side, into one recording.
    public var compare: [String]?
    /// How a released drag-to-dismiss decides: `projection` (iOS, libadwaita) or `the sheet post`.
    public var dismissRule = "projection"
    /// Lines for stderr before the run: an old option value still accepted, and what it is now called.
    public var notes: [String] = []
    public var cards: String?
    public var bezel = false
    /// `--renderer` (`--software` is `software`): which renderer draws the window.
    public var renderer = RendererChoice.Preference.auto
    /// Whether the software renderer was asked for (`--software`, `--renderer software`).
    public var software: Bool { renderer == .software }
    /// `--verbose`: say which renderer and display driver run, and the window's size.
    public var verbose = false
    /// Seconds to render headless when there is no script.
    public var duration: Double?
    /// `--appearance light|dark|automatic`.
    public var appearance = "light"
    /// `--reduce-motion`.
    public var reduceMotion = false
    /// `--settings FILE`: read (and store changes in) this file instead of the default one.
    public var settingsFile: String?
    /// `--output-dir DIR`: where Ctrl+S and Ctrl+R save, for this run (over the stored `outputDir`).
    public var outputDir: String?
    /// `--no-settings`: ignore the stored settings.
    public var noSettings = false
    /// `--param STYLE.NAME=VALUE`, each checked against its style's table as it is read; they win
    /// over `--preset`'s values.
    public var tuning = StyleTuning()
    /// `--preset FILE`: a JSON object of `"STYLE.NAME": value` (read before anything renders).
    public var preset: String?
    /// The settings given as flags: they win over the stored values for this run.
    public var givenSettings: Set<AppSettings.Key> = []

    public init() {}
}

/// Options of `cardsim bench`.
public struct BenchOptions: Equatable, Sendable {
    public var json = false
    /// Frames of the fixed sequence to measure; nil means the whole sequence.
    public var frames: Int?
    /// Also print where drawing time goes, per display-list command kind (`--profile`).
    public var profile = false
    /// Present/dismiss cycles of the memory soak (`--cycles`).
    public var cycles = 1000
    /// Only the software renderer's sequence, about 3 s, for comparing two builds run by turns
    /// (`--quick`): the rest of the bench heats the machine and blurred small differences.
    public var quick = false
    /// Measure the real window instead, per style and renderer (`--window`; needs a display).
    public var window = false
    /// Only the scrub figure (`--scrub`): a transition scrubbed backwards, a seek a frame.
    public var scrub = false
    /// Only the launch figures of a user's transition file (`--transition FILE.swift`): to the
    /// first frame, compiled and cached, against the built-in style.
    public var transition: String?
    /// The built-in style a `--transition` file's frames are measured against (`--style`; nil:
    /// appstore).
    public var style: String?
    public init(json: Bool = false, frames: Int? = nil, profile: Bool = false, cycles: Int = 1000, quick: Bool = false,
                window: Bool = false) {
        self.json = json; self.frames = frames; self.profile = profile; self.cycles = cycles; self.quick = quick
        self.window = window
    }
}

/// What the command line asks for.
public enum LaunchCommand: Equatable, Sendable {
    case run(LaunchOptions)
    /// `--help` of `cardsim` (nil) or of the subcommand named.
    case help(String?)
    case version
    /// `cardsim curve …`: the arguments after `curve`, parsed by the curve command itself.
    case curve([String])
    /// `cardsim settings …`: the arguments after `settings`, parsed by `SettingsCommand`.
    case settings([String])
    case bench(BenchOptions)
    /// `cardsim icon FILE [--size N]`: the arguments after `icon`.
    case icon([String])
    /// `cardsim devices [--json]`: the devices `--device` takes, with their sizes.
    case devices(json: Bool)
    /// `cardsim styles …`: the arguments after `styles`, parsed by `StylesCommand`.
    case styles([String])
}

/// A bad command line: printed as is on stderr, exit status 2.
public struct LaunchOptionError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
