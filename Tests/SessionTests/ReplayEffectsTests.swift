@testable import AppStore
import Playback
import SimKit
import Testing
import TestSupport
@testable import Session

/// What the user does once happens once: the scenes a runner re-derives from its journal (the
/// rehearsals a held finger's tap is played ahead on, the fresh scene a seek back replays) compute
/// what the scene on screen computed, and never write a preset, set the clipboard, print or store
/// a setting again. Played through the driver, as the window's own loop plays a frame.
@Suite("A replayed scene acts on nothing")
@MainActor
struct ReplayEffectsTests {
    /// The world the window's scenes share, as the executable's factory hands it to each scene.
    final class World: Pasteboard, PresetLibrary {
        var saved: [String] = []
        var chosen: [String?] = []
        var copies = 0
        var printed = 0
        var stored: [[AppSettings.Key]] = []
        func setString(_ s: String) { copies += 1 }
        func presetNames() -> [String] { saved }
        func loadPreset(named name: String) -> StyleTuning? { saved.contains(name) ? StyleTuning() : nil }
        func savePreset(_ tuning: StyleTuning, style: CardTransitionStyle) -> String? {
            saved.append("\(style.rawValue)-\(saved.count + 1).json")
            return saved.last
        }
        func storeChoice(_ name: String?) { chosen.append(name) }
    }

    static func driven(_ world: World) -> DrivenScene {
        DrivenScene {
            let scene = try! TestScenes.appStore()
            scene.presets = world
            scene.pasteboard = world
            scene.printText = { _ in world.printed += 1 }
            scene.onUserSettingsChange = { keys, _ in world.stored.append(keys) }
            return scene
        }
    }

    /// Opens Settings › Style Lab by taps and scrolls its actions into view by dragging: all of it
    /// input the journal keeps.
    static func openStyleLab(_ run: DrivenScene) throws -> StyleLabViewController {
        settle(run)
        try tap(run, at: #require(run.scene.inspector.pointForTab(2)))
        let scene = try #require(run.scene as? AppStoreScene)
        let settings = try #require(scene.root.settingsTab.nav.topViewController as? GroupedListViewController)
        try tap(run, at: #require(settings.row("styleLab")).screenRect.center)
        for _ in 0..<5 {
            _ = run.step([.pointerDown(Point(195, 750), time: 0)])
            for k in 1...30 { _ = run.step([.pointerMove(Point(195, 750 - Double(k) * 20), time: 0)]) }
            // Held still before lifting: no flick.
            for _ in 0..<10 { _ = run.step() }
            _ = run.step([.pointerUp(Point(195, 150), time: 0)])
        }
        // The scene counts its Today list's scroll in `isIdle`, not the Lab's: wait for that too.
        let lab = try lab(run)
        for _ in 0..<600 where !lab.scroll.isIdle { _ = run.step() }
        settle(run)
        return lab
    }

    /// The Style Lab on the scene on screen now (a seek may have put another scene there).
    static func lab(_ run: DrivenScene) throws -> StyleLabViewController {
        let scene = try #require(run.scene as? AppStoreScene)
        return try #require(scene.root.settingsTab.nav.topViewController as? StyleLabViewController)
    }

    /// The centre of the Lab's action row titled `title`, on the screen.
    static func action(_ title: String, in run: DrivenScene) throws -> Point {
        try #require(lab(run).actionRows.first { $0.titleLabel.text == title }).screenRect.center
    }

    static func settle(_ run: DrivenScene) {
        for _ in 0..<240 where !run.scene.isIdle { _ = run.step() }
        _ = run.step()
    }

    /// A press held still for a few frames, so a rehearsal plays its tap ahead, then lifted.
    static func tap(_ run: DrivenScene, at p: Point) {
        _ = run.step([.pointerDown(p, time: 0)])
        for _ in 0..<4 { _ = run.step() }
        _ = run.step([.pointerUp(p, time: 0)])
        settle(run)
    }

    @Test("one click on Save Preset writes one preset, through tap-ahead and a seek back and forth")
    func savePresetOnce() throws {
        let world = World()
        let run = Self.driven(world)
        _ = try Self.openStyleLab(run)
        let storedBefore = world.stored.count
        let before = run.driver.clock.time
        Self.tap(run, at: try Self.action("Save Preset", in: run))
        #expect(world.saved == ["appstore-1.json"] && world.chosen == ["appstore-1.json"])
        let after = run.driver.clock.time
        // Back before the click (a fresh scene given the journal), then forward past it again.
        #expect(run.driver.seek(to: before))
        #expect(run.driver.seek(to: after))
        #expect(world.saved == ["appstore-1.json"], "the replays saved \(world.saved.count - 1) more")
        #expect(world.chosen == ["appstore-1.json"])
        #expect(world.stored.count == storedBefore, "nothing stored again")
        // The re-derived scene shows the name the click chose.
        #expect((run.scene as? AppStoreScene)?.settings.preset == "appstore-1.json")
        // Playing on from the time shown, the next click is the user's second: a second file.
        run.driver.togglePause()
        Self.tap(run, at: try Self.action("Save Preset", in: run))
        #expect(world.saved == ["appstore-1.json", "appstore-2.json"])
    }

    @Test("one click on Copy as UIKit copies and prints once")
    func copyOnce() throws {
        let world = World()
        let run = Self.driven(world)
        _ = try Self.openStyleLab(run)
        let before = run.driver.clock.time
        Self.tap(run, at: try Self.action("Copy as UIKit", in: run))
        #expect(world.copies == 1 && world.printed == 1)
        #expect(run.driver.seek(to: before))
        #expect(run.driver.seek(to: run.driver.journal.endTime))
        #expect(world.copies == 1 && world.printed == 1, "copied \(world.copies), printed \(world.printed)")
    }

    @Test("pressing Save Preset and dragging off it writes nothing")
    func cancelledTapWritesNothing() throws {
        let world = World()
        let run = Self.driven(world)
        _ = try Self.openStyleLab(run)
        let p = try Self.action("Save Preset", in: run)
        _ = run.step([.pointerDown(p, time: 0)])
        for _ in 0..<4 { _ = run.step() }
        for k in 1...6 { _ = run.step([.pointerMove(Point(p.x, p.y - Double(k) * 12), time: 0)]) }
        _ = run.step([.pointerUp(Point(p.x, p.y - 72), time: 0)])
        Self.settle(run)
        #expect(world.saved.isEmpty && world.chosen.isEmpty, "wrote \(world.saved)")
    }
}
