import SimKit
import Playback

/// The scene's settings: scripts' `set` lines and the Settings screen change `settings`, and the
/// scene carries out what is its own at once. Speed, touches and the bezel are the runner's where
/// one runs the scene: the scene reads them from it (`hostSettings`) and asks it for changes.
///
///     scene.settings.lang = .ko                       // relabels everything in this frame
///     scene.changeSettingsByUser { $0.speed = 0.5 }   // the same, and `onUserSettingsChange` persists it
///     let next = scene.settings.style                 // what the next card tap uses
extension AppStoreScene: SettingsScene, SettingsModel {
    /// A `set` line of a script. The script parser has checked the words; a word the app does not
    /// know (a parser and an app out of step) changes nothing.
    public func apply(_ setting: SceneSetting) {
        guard let (key, word) = Self.storedValue(of: setting) else {
            // Not a stored setting: the header's date, which a take records so its replay shows it.
            switch setting {
            case .date(let iso): if let date = SimDate(iso: iso) { root.apply(date: date) }
            case .param(let name, let v):
                // The next transition runs on it (`RootTabController.tuning`).
                var next = settings
                guard (try? next.tuning.set(name, to: v)) != nil else { return }
                settings = next
            default: break
            }
            return
        }
        var next = settings
        guard (try? next.set(key, to: word)) != nil else { return }
        settings = next
    }

    /// The registry's styles with their titles in the language shown.
    public var styleChoices: [StyleChoice] {
        CardTransitionStyle.allCases.map { StyleChoice(name: $0.rawValue, title: root.environment.strings.styleName($0)) }
    }

    /// Ctrl+1…: applied, and stored as a choice on the Settings screen is.
    public func applyChosenByUser(_ setting: SceneSetting) {
        guard let (key, word) = Self.storedValue(of: setting) else { return apply(setting) }
        changeSettingsByUser { try? $0.set(key, to: word) }
    }

    /// Ctrl+T: the speed it leaves is stored, as Settings' Speed row would store it, where it
    /// differs from the stored preference. The runner, which owns the speed, has already carried
    /// it out: nothing is asked of it back, and the screens draw what it now runs.
    public func applyChosenByUser(_ host: HostSettings) {
        var next = settings
        if AppSettings.speedChoices.contains(host.speed) { next.speed = host.speed }
        next.touches = host.touches
        next.bezel = host.bezel
        let changed = AppSettings.Key.allCases.filter { next.text(of: $0) != settings.text(of: $0) }
        if !changed.isEmpty {
            settings = next
            effects.perform { onUserSettingsChange?(changed, next) }
        }
        hostSettingsChanged()
    }

    /// The settings file's key and word for `setting`; nil for what is not stored (the date).
    private static func storedValue(of setting: SceneSetting) -> (AppSettings.Key, String)? {
        switch setting {
        case .style(let name): (.style, name)
        case .language(let name): (.lang, name)
        case .appearance(let name): (.appearance, name)
        case .reduceMotion(let on): (.reduceMotion, on ? "on" : "off")
        case .date, .param: nil
        }
    }

    /// Speed, touches, bezel and device as the trace and the Settings screen show them: read from
    /// the runner that carries them out, or the scene's own where none does. The device is the one
    /// this scene was made for: a runner that changes it makes another scene (`remade(for:)`).
    public var hostSettings: HostSettings {
        var h = readsHostSettings?() ?? HostSettings(speed: settings.speed, touches: settings.touches, bezel: settings.bezel)
        h.device = device
        return h
    }

    /// The settings as the screens and the trace show them: the scene's own, with the speed,
    /// touches and bezel that run.
    public var shownSettings: AppSettings {
        var s = settings
        let h = hostSettings
        (s.speed, s.touches, s.bezel) = (h.speed, h.touches, h.bezel)
        return s
    }

    /// The runner changed what it carries out: the Settings screens draw it.
    public func hostSettingsChanged() { root.settingsTab.refresh() }

    /// Settings › Device: asks the runner for the scene on `device`. Nothing is stored until the
    /// runner has carried it out (`applyChosenByUser` on the new scene): a headless run or a
    /// recording in progress refuses, and the device stays what it is.
    func requestDevice(_ other: Device) {
        guard other != device else { return }
        var h = hostSettings
        h.device = other
        effects.perform { onHostSettingsChange?(h) }
    }

    /// This scene on `device`: the same settings, deck, date and hooks, opened on Settings › Device,
    /// where the user chose it. What was on screen otherwise (a story, a scroll position) is not
    /// kept, as a Simulator booting another device keeps nothing. The runner remakes a scene only
    /// for the user's choice, so the new device is stored (`onUserSettingsChange`).
    public func remade(for other: Device) -> Scene? {
        let scene = makeRemade(for: other)()
        onUserSettingsChange?([.device], scene.settings)
        return scene
    }

    public func remaker(for other: Device) -> (() -> Scene)? {
        let make = makeRemade(for: other)
        return { make() }
    }

    /// Fresh scenes like this one now, on `other`, open on Settings › Device (or, with
    /// `opensOnDevice` false, on Today), with its hooks.
    func makeRemade(for other: Device, opensOnDevice: Bool = true) -> () -> AppStoreScene {
        var c = configuration
        c.settings = settings
        c.device = other
        c.date = root.environment.date
        let (measurer, images) = (root.environment.measurer, root.environment.images)
        let (stores, pasteboard, printText, presets) = (onUserSettingsChange, pasteboard, printText, presets)
        return {
            let scene = AppStoreScene(configuration: c, measurer: measurer, images: images)
            scene.onUserSettingsChange = stores
            scene.pasteboard = pasteboard
            scene.printText = printText
            scene.presets = presets
            if opensOnDevice { scene.root.showSettingsScreen(.device) }
            return scene
        }
    }

    /// Style, language, appearance, Reduce Motion and the header's date as `set` lines.
    public var sceneSettings: [SceneSetting] {
        [.style(settings.style.rawValue), .language(settings.lang.rawValue), .appearance(settings.appearance.rawValue),
         .reduceMotion(settings.reduceMotion), .date(root.environment.date.iso)]
            // The tuned numbers in force, so that a take replays on them.
            + settings.tuning.values.keys.sorted().map { .param($0, settings.tuning.values[$0]!) }
    }

    /// The Settings screen's way to change settings: applied like any change, then reported to
    /// `onUserSettingsChange` with the keys that changed, so the executable can store them. Scripts
    /// and flags do not come through here: they are never written back.
    /// Speed, touches or bezel changed here are the runner's: they reach it once, as a request
    /// through `onHostSettingsChange`, and it tells the scene what it then carries out.
    public func changeSettingsByUser(_ change: (inout AppSettings) -> Void) {
        store(change)
    }

    /// Applies and stores the user's `change`, made to what the screen shows. Speed, touches and
    /// bezel are the runner's where one listens: they go to it as one request, and the screens
    /// show them once the runner has carried them out and told the scene (`hostSettingsChanged`).
    /// Without a runner the scene carries them out itself.
    private func store(_ change: (inout AppSettings) -> Void) {
        let shown = shownSettings
        var next = shown
        change(&next)
        let changed = AppSettings.Key.allCases.filter { next.text(of: $0) != shown.text(of: $0) }
        guard !changed.isEmpty else { return }
        let runnerKeys: Set<AppSettings.Key> = [.speed, .touches, .bezel]
        let asksRunner = onHostSettingsChange != nil && changed.contains(where: runnerKeys.contains)
        // The scene's own settings, and the preferences it stores for the runner's three.
        if next != settings { settings = next }
        effects.perform { onUserSettingsChange?(changed, next) }
        let request = HostSettings(speed: next.speed, touches: next.touches, bezel: next.bezel, device: device)
        if asksRunner { effects.perform { onHostSettingsChange?(request) } }
    }

    /// The desktop's colour scheme changed while the window runs: Automatic follows it at once.
    /// The runner reads the desktop; the scene only hears the answer.
    public func desktopAppearanceChanged(isDark: Bool?) {
        guard isDark != configuration.systemIsDark else { return }
        configuration.systemIsDark = isDark
        settingsDidChange(from: settings)
    }

    /// Carries out what changed between `old` and `settings`.
    func settingsDidChange(from old: AppSettings) {
        if settings.lang != old.lang {
            root.apply(language: settings.lang)
            if device.isPad { statusBar.date = root.environment.strings.statusBarDate(root.environment.date) }
        }
        let palette = Palette.of(settings.appearance, systemIsDark: configuration.systemIsDark)
        if palette != root.environment.palette {
            root.apply(palette: palette)
            // The whole screen changes colours at once; so does the status bar, without a fade.
            updateStatusBarTint(animated: false)
        }
        // The next card tap uses the style; a transition already running keeps its own.
        root.style = settings.style
        root.reduceMotion = settings.reduceMotion
        root.tuning = settings.tuning
        // The Settings screens show the values in effect, whoever changed them.
        root.settingsTab.refresh()
        // Speed, touches and bezel are the runner's where one runs the scene (`hostSettings`).
    }

    /// The trace's `tab`, `settings` and `device` added to the inspector's fields.
    func withSettings(_ state: TraceState) -> TraceState {
        var state = state
        state.tab = root.selectedIndex + 1
        let s = shownSettings
        state.settings = .init(style: s.style.rawValue, speed: s.speed, touches: s.touches, bezel: s.bezel,
                               lang: s.lang.rawValue, appearance: s.appearance.rawValue, reduceMotion: s.reduceMotion)
        state.device = .init(name: device.name, w: device.size.width, h: device.size.height)
        return state
    }
}
