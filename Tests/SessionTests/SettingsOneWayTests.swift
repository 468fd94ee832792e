@testable import AppStore
import Playback
@testable import Session
import SimKit
import Testing
import TestSupport

/// Settings flow one way. The runner owns speed, touches and the bezel: a change the user makes in
/// Settings reaches it once, as a request, and the scene shows it once the runner has told it what
/// runs; Ctrl+T, the runner's own change, is told to the scene and stored once, and the scene asks
/// nothing back.
@Suite("Settings flow one way")
@MainActor
struct SettingsOneWayTests {
    /// The scene, its driver, and counters of the stored changes and of the requests to the runner.
    @MainActor
    final class Rig {
        let scene: AppStoreScene
        let driver: FrameDriver
        var stored = 0, requests = 0
        /// `.host` journal entries, each a time the driver wrote the runner's settings into the scene.
        var tells: Int { driver.journal.entries.filter { if case .host = $0 { true } else { false } }.count }

        init() throws {
            scene = try TestScenes.appStore()
            driver = FrameDriver(scene: scene, screen: scene.screenSize)
            scene.onUserSettingsChange = { [unowned self] _, _ in stored += 1 }
            let forward = scene.onHostSettingsChange
            scene.onHostSettingsChange = { [unowned self] in requests += 1; forward?($0) }
        }
    }

    @Test("Settings › Speed: one stored change, one request, the runner takes it and tells the scene once")
    func speedFromSettings() throws {
        let rig = try Rig()
        let tells = rig.tells
        var shownDuringRequest: Double?
        let forward = rig.scene.onHostSettingsChange
        rig.scene.onHostSettingsChange = { [scene = rig.scene] in
            shownDuringRequest = scene.settings.speed
            forward?($0)
        }
        rig.scene.changeSettingsByUser { $0.speed = 0.5 }
        #expect(shownDuringRequest == 1, "the scene does not carry out the runner's setting itself")
        #expect(rig.stored == 1 && rig.requests == 1)
        #expect(rig.driver.clock.runningSpeed == 0.5 && rig.scene.settings.speed == 0.5)
        #expect(rig.tells == tells + 1, "the runner told the scene once what it now carries out")
    }

    @Test("Ctrl+T: told to the scene once and stored once; the scene asks nothing back")
    func slowAnimationsKey() throws {
        let rig = try Rig()
        rig.driver.toggleSlowAnimationsByUser()
        #expect(rig.stored == 1 && rig.requests == 0)
        #expect(rig.scene.settings.speed == 0.1 && rig.driver.clock.runningSpeed == 0.1)
        rig.driver.toggleSlowAnimationsByUser()
        #expect(rig.stored == 2 && rig.requests == 0 && rig.scene.settings.speed == 1)
    }
}
