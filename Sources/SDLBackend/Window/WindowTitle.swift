import SimKit
import Playback
import Session

/// The window's title: "CardSim — iPhone 14 — appstore", the device and the style the next tap
/// uses, as a window list or a screen recorder shows it. Set again only when it changes.
@MainActor
struct WindowTitle {
    /// The title as last set ("" before the first frame).
    private(set) var shown = ""

    /// Sets the title for `device` and the style `scene` runs, where it differs from the one shown.
    mutating func update(device: Device, scene: Scene, window: LiveWindow) {
        let style = (scene as? SettingsScene)?.sceneSettings.lazy.compactMap { s -> String? in
            if case .style(let name) = s { name } else { nil }
        }.first
        let title = Self.text(device: device, style: style)
        guard title != shown else { return }
        shown = title
        window.setTitle(title)
    }

    static func text(device: Device, style: String?) -> String {
        (["CardSim", device.title] + (style.map { [$0] } ?? [])).joined(separator: " — ")
    }
}
