import AppStore
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
@testable import Session

/// A choice made with the window's keys is a preference, kept as the Settings screen keeps its
/// own: Ctrl+1…5 store the style and Ctrl+T the speed. A script's `key t` is not stored.
@Suite("Live window: the keys' choices are stored", .serialized)
@MainActor
struct LiveKeyPreferenceTests {
    /// A window's session on the test scene, whose stored-settings hook is watched.
    func runnerWithScene() throws -> (LiveSession, AppStoreScene, Box) {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let scene = try TestScenes.appStore()
        let stored = Box()
        scene.onUserSettingsChange = { keys, values in stored.changes.append((keys, values)) }
        let window = try LiveWindow(canvas: scene.screenSize, screenOrigin: .zero, scale: 1, renderer: .software, assets: RenderProbe.assets)
        let runner = LiveSession(configuration: LiveRunner.Configuration(), assets: RenderProbe.assets,
                                 makeScene: { _, _ in throw RunnerError.failure("not remade in this test") },
                                 window: window, scene: scene)
        return (runner, scene, stored)
    }

    final class Box { var changes: [([AppSettings.Key], AppSettings)] = [] }

    @Test("Ctrl+3 stores the sheet style")
    func styleKeyIsStored() throws {
        let (runner, scene, stored) = try runnerWithScene()
        runner.handle(.selectStyle(3))
        #expect(scene.settings.style.rawValue == "sheet")
        let change = try #require(stored.changes.last)
        #expect(change.0 == [.style] && change.1.style.rawValue == "sheet")
    }

    @Test("Ctrl+T stores 0.1, a second Ctrl+T stores 1; a script's key t stores nothing")
    func slowAnimationsKeyIsStored() throws {
        let (runner, scene, stored) = try runnerWithScene()
        runner.handle(.toggleSlowAnimations)
        #expect(stored.changes.last?.0 == [.speed] && stored.changes.last?.1.speed == 0.1)
        #expect(scene.settings.speed == 0.1, "Settings shows the slow speed")
        // The scene reports the stored speed back as a request; the runner already runs it, and
        // Ctrl+T's slow state stays (a second press must go back to the speed before it).
        #expect(runner.sceneClock.slowAnimations && runner.sceneClock.runningSpeed == 0.1)
        runner.handle(.toggleSlowAnimations)
        #expect(stored.changes.last?.1.speed == 1)
        #expect(stored.changes.count == 2)
        // A script's `key t`, as the driver plays it.
        runner.driver.beginFrame(wall: 0, actions: [.input(.key(.t, time: 0))])
        try runner.driver.perform([.input(.key(.t, time: 0))])
        #expect(stored.changes.count == 2, "a script's key t is not a preference")
        #expect(runner.sceneClock.runningSpeed == 0.1)
    }

    @Test("Ctrl+T after a stored 0.1 returns to normal speed in one press")
    func slowStoredLastSessionGoesBackToOne() {
        var clock = SceneClock(speed: 0.1)
        clock.toggleSlowAnimations()
        #expect(clock.runningSpeed == 1 && !clock.slowAnimations)
        clock.toggleSlowAnimations()
        #expect(clock.runningSpeed == 0.1)
        var half = SceneClock(speed: 0.5)
        half.toggleSlowAnimations()
        #expect(half.runningSpeed == 0.1, "slow is Settings' 0.1, whatever the speed was")
        half.toggleSlowAnimations()
        #expect(half.runningSpeed == 0.5)
    }
}
