import SimKit
import Playback

/// The window's title: "CardSim — iPhone 14 — appstore", the device and the style the next tap
/// uses, as a window list or a screen recorder shows it. The backend sets it on its window only
/// when it changes, so this keeps the words and what was last handed out.
@MainActor
package struct WindowTitle {
    /// The title as last handed out ("" before the first frame).
    package private(set) var shown = ""

    package init() {}

    /// The title for `device` and the style `scene` runs, where it differs from the one shown; nil
    /// while it is the same.
    package mutating func update(device: Device, scene: Scene) -> String? {
        let style = (scene as? SettingsScene)?.sceneSettings.lazy.compactMap { s -> String? in
            if case .style(let name) = s { name } else { nil }
        }.first
        let title = Self.text(device: device, style: style)
        guard title != shown else { return nil }
        shown = title
        return title
    }

    package static func text(device: Device, style: String?) -> String {
        (["CardSim", device.title] + (style.map { [$0] } ?? [])).joined(separator: " — ")
    }
}
