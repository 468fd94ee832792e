@testable import AppStore
import Playback
@testable import Session
import SimKit
import Testing
import TestSupport

/// Settings flow one way. The runner owns speed, touches and the bezel, and the scene reads them
/// from it, keeping no copy: a change the user makes in Settings reaches the runner once, as a
/// request, and the scene shows it once the runner has told it that what runs changed; Ctrl+T,
/// the runner's own change, is told to the scene and stored once, and the scene asks nothing back.
@Suite("Settings flow one way")
@MainActor
struct SettingsOneWayTests {
    /// The scene, its driver, and counters of the stored changes and of the requests to the runner.
    @MainActor
    final class Rig {
        let scene: AppStoreScene
        let driver: FrameDriver
        var stored = 0, requests = 0
        /// `.host` journal entries, each a time the driver told the scene that what runs changed.
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
            shownDuringRequest = scene.shownSettings.speed
            forward?($0)
        }
        rig.scene.changeSettingsByUser { $0.speed = 0.5 }
        #expect(shownDuringRequest == 1, "the scene does not carry out the runner's setting itself")
        #expect(rig.stored == 1 && rig.requests == 1)
        #expect(rig.driver.clock.runningSpeed == 0.5 && rig.scene.shownSettings.speed == 0.5)
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

    /// The Speed row's value on the scene's Settings screen, as its list builds it.
    func speedRow(_ scene: AppStoreScene) throws -> String {
        let list = try #require(scene.root.settingsTab.nav.viewControllers.first as? GroupedListViewController)
        return try #require(list.sections().flatMap(\.items).first { $0.id == "animationSpeed" }?.value)
    }

    @Test("a script's speed, rings and bezel are the runner's: the scene draws them from it and its own settings stay the stored preferences")
    func runnerChangesAreReadNotCopied() throws {
        let rig = try Rig()
        let preferences = rig.scene.settings
        let tells = rig.tells
        rig.driver.beginFrame(wall: 0, actions: [.setSpeed(0.5), .setTouches(true)])
        #expect(rig.tells == tells + 1, "one change, told once as an event")
        #expect(rig.scene.hostSettings == HostSettings(speed: 0.5, touches: true, bezel: false, device: rig.scene.device))
        #expect(try speedRow(rig.scene) == Strings(.en).speedName(0.5), "Settings draws the runner's speed")
        #expect(rig.scene.settings == preferences, "nothing the runner did was written into the scene")
        #expect(rig.stored == 0 && rig.requests == 0)
        // What runs is read, not kept: the clock's speed changed without a word is what the scene shows next.
        rig.driver.clock.speed = 2
        #expect(rig.scene.hostSettings.speed == 2 && rig.scene.inspector.traceState().settings?.speed == 2)
    }

    @Test("a scene a seek derives reads what runs from the same owner as the one it replaces")
    func derivedSceneReadsTheRunner() throws {
        let rig = try Rig()
        rig.driver.makeScene = { try? TestScenes.appStore() }
        rig.driver.beginFrame(wall: 0)
        rig.driver.finishInput()
        rig.driver.beginFrame(wall: 0.5, actions: [.setSpeed(0.5)])
        rig.driver.finishInput()
        let first = rig.scene
        #expect(rig.driver.seek(to: 0.1))
        let shown = try #require(rig.driver.scene as? AppStoreScene)
        #expect(shown !== first, "a fresh scene, derived from the journal")
        #expect(shown.hostSettings.speed == rig.driver.clock.runningSpeed && shown.hostSettings.speed == 0.5)
        #expect(try speedRow(shown) == Strings(.en).speedName(0.5))
    }
}
