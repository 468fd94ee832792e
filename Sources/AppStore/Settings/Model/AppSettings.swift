import SimKit
/// The user's preferences: what the Settings tab shows, `settings.json` stores,
/// `cardsim settings` prints, scripts `set` and every trace line reports under `settings`.
///
///     var s = AppSettings()
///     try s.set(.speed, to: "0.25")          // validated as the Settings screen's choices are
///     s.lang = .ko
///     print(s.text(of: .speed))              // "0.25"
///
/// A plain value: where the values come from (file, flags, script, the Settings screen) and who
/// carries them out (the scene, the runner's clock, rings and bezel) is the owner's business.
public struct AppSettings: Equatable, Sendable {
    /// The keys, spelled as in `settings.json`, `cardsim settings set KEY` and the trace.
    public enum Key: String, Sendable, CaseIterable {
        case style, speed, touches, bezel, lang, appearance, reduceMotion, device
    }

    /// Light, Dark or Automatic, as iOS's Display & Brightness offers them.
    public enum Appearance: String, Sendable, CaseIterable {
        case light, dark, automatic

        /// What Automatic resolves to: the desktop's dark preference when the backend can read it
        /// (`systemIsDark`), else light.
        public func resolved(systemIsDark: Bool?) -> Appearance {
            self == .automatic ? (systemIsDark == true ? .dark : .light) : self
        }
    }

    /// The Animation Speed row's choices: the same factor as `--speed` and Ctrl+T's 0.1.
    /// `--speed` and `set speed` take any factor in their range; the file and `cardsim settings
    /// set` take only these, because the Settings screen can show no other.
    public static let speedChoices: [Double] = [1, 0.5, 0.25, 0.1]

    /// The card transition the next card tap uses (`--style`).
    public var style: CardTransitionStyle = .standard
    /// Animation time factor (`--speed`): 0.1 plays ten times slower.
    public var speed: Double = 1
    /// Touch rings (`--show-touches`).
    public var touches = false
    /// The phone frame (`--bezel`).
    public var bezel = false
    /// Interface and card language (`--lang`).
    public var lang: Language = .en
    /// Light by default rather than Automatic: a recording must not depend on the desktop it was
    /// made on, and the golden images are light.
    public var appearance: Appearance = .light
    /// Presents and dismisses become cross-fades (the transitions read it).
    public var reduceMotion = false
    /// The phone or tablet simulated (`--device`, Settings › Device). The runner carries it out: a
    /// scene is laid out for one device, so another device is another scene.
    public var device: Device = .standard
    /// The styles' tuned numbers (`--param`, `--preset`, `set param`, the Style Lab); the next
    /// transition runs on them. Not a `Key`: a script sets them with `set param`, and a preset file
    /// stores them, so they are not in `settings.json` nor in the trace's `settings`.
    public var tuning = StyleTuning()
    /// The folder the window saves screenshots and takes in (`outputDir` in the file); nil means
    /// the desktop's Pictures and Videos folders. Not a `Key`: a place on the computer, not a
    /// setting of the phone, so it is neither in the trace nor `set` by scripts.
    public var outputDir: String?
    /// The preset a launch loads into `tuning` (`preset` in the file): a file name in `presets/`
    /// beside the settings file (`zoom-1.json`), chosen in Style Lab › Preset or by Save Preset; nil
    /// means the tables' numbers. Not a `Key`, for the reason `tuning` is not: a script names its
    /// numbers with `set param`, so a replay does not depend on a file on this computer.
    public var preset: String?

    /// The defaults: what a missing file, `--no-settings` and `cardsim settings reset` give.
    public init() {}

    /// The current value of `key` as `cardsim settings` prints it and `set` reads it back.
    public func text(of key: Key) -> String {
        switch key {
        case .style: return style.rawValue
        case .speed: return Self.number(speed)
        case .touches: return String(touches)
        case .bezel: return String(bezel)
        case .lang: return lang.rawValue
        case .appearance: return appearance.rawValue
        case .reduceMotion: return String(reduceMotion)
        case .device: return device.name
        }
    }

    /// Whole numbers without ".0" ("1", "0.25"), as a person writes them.
    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
    }
}
