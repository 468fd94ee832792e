@testable import AppStore
import SimKit
import TestSupport

/// A scene on its Settings tab, driven on the manual clock, with the rows found by their ids.
@MainActor
struct SettingsFixture {
    let scene: AppStoreScene
    let clock: FrameStepper
    /// Keys the user's changes reported for storing, in order.
    final class Stored { var keys: [[AppSettings.Key]] = [] }
    let stored = Stored()

    init(fps: Double = 60, language: Language = .en, openSettings: Bool = true) throws {
        scene = try TestScenes.appStore(language: language)
        clock = FrameStepper(scene: scene, fps: fps)
        let stored = self.stored
        scene.onUserSettingsChange = { keys, _ in stored.keys.append(keys) }
        clock.settle()
        if openSettings {
            clock.tap(scene.inspector.pointForTab(2)!)
            clock.settle()
        }
    }

    var nav: SettingsNavigationController { scene.root.settingsTab.nav }
    var top: GroupedListViewController { nav.topViewController as! GroupedListViewController }
    var trace: TraceState { scene.inspector.traceState() }

    /// The centre of row `id` on the screen on top.
    func point(_ id: String) -> Point { top.row(id)!.screenRect.center }

    /// Taps row `id` and lets everything settle.
    func tapRow(_ id: String, settle: Bool = true) {
        clock.tap(point(id))
        if settle { clock.settle() }
    }
}
