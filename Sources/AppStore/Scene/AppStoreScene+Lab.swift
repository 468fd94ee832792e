import SimKit
import Playback

/// The Lab wired to this scene: its sliders change `settings.tuning` (the next transition reads
/// it), Preview runs on the Today tab, the copies go to the desktop's clipboard (`pasteboard`, nil
/// headless) and to `printText` (stdout).
extension AppStoreScene: PasteboardScene {
    /// The Style Lab for the style the next card tap uses: its sliders change `settings.tuning`,
    /// Preview runs that style's present and close on Today, the copies go to the clipboard and
    /// stdout, Save Preset to the preset library (`AppStoreScene+Presets`; none headless), and its
    /// Preset row pushes the list of saved presets.
    public func makeStyleLab() -> StyleLabViewController {
        StyleLabViewController(environment: root.environment, style: settings.style,
                               settings: { [weak self] in self?.settings ?? AppSettings() },
                               onChange: { [weak self] in self?.settings.tuning = $0 },
                               preview: { [weak self] in self?.root.previewPresent(style: self?.settings.style ?? .standard) },
                               copy: { [weak self] in self?.copyByUser($0) },
                               savePreset: { [weak self] in self?.savePresetByUser($0) },
                               choosePreset: { [weak self] in self?.root.settingsTab.pushPresetList() },
                               file: TransitionStyleRegistry.current.descriptor(named: settings.style.rawValue)?.userFile)
    }

    /// A Lab's Copy: the code to the desktop's clipboard and to stdout, once.
    func copyByUser(_ text: String) {
        effects.perform {
            pasteboard?.setString(text)
            printText(text + "\n")
        }
    }
}
