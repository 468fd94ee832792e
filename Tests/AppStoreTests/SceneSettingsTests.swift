import AppStore
import SimKit
import Testing
import TestSupport
import Playback

/// The scene carries out settings live, reports them on every trace line, and tells the
/// executable only about the user's own changes.
@Suite("Scene settings")
@MainActor
struct SceneSettingsTests {
    @Test("the script grammar's names are the app's own")
    func scriptNamesMatchTheApp() throws {
        #expect(try TestScenes.appStore().styleChoices.map(\.name) == CardTransitionStyle.names)
        #expect(SceneSetting.languageNames == Language.allCases.map(\.rawValue))
        #expect(SceneSetting.appearanceNames == AppSettings.Appearance.allCases.map(\.rawValue))
    }

    @Test("switching to Korean live draws the same frame as launching in Korean")
    func languageSwitchOnToday() throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene, fps: 60)
        clock.settle()
        let english = scene.render()
        scene.apply(.language("ko"))
        let korean = try TestScenes.appStore(language: .ko)
        FrameStepper(scene: korean, fps: 60).settle()
        #expect(scene.render() == korean.render())
        #expect(scene.render() != english)
        #expect(scene.inspector.traceState().settings?.lang == "ko")
        scene.apply(.language("en"))
        #expect(scene.render() == english)
    }

    @Test("an open story changes language in place, and later stories open in it")
    func languageSwitchOnStory() throws {
        func openStory(_ scene: AppStoreScene) throws -> FrameStepper {
            let clock = FrameStepper(scene: scene, fps: 60)
            clock.tap(try #require(scene.inspector.pointForCard(1)))
            clock.settle()
            return clock
        }
        let scene = try TestScenes.appStore()
        let clock = try openStory(scene)
        scene.apply(.language("ko"))
        let korean = try TestScenes.appStore(language: .ko)
        _ = try openStory(korean)
        #expect(scene.inspector.traceState().screen == "story")
        #expect(scene.render() == korean.render())
        // Closed and opened again: the new story is built in Korean too.
        scene.handle(.key(.escape, time: clock.time))
        clock.settle()
        clock.tap(try #require(scene.inspector.pointForCard(2)))
        clock.settle()
        korean.handle(.key(.escape, time: clock.time))
        let kc = FrameStepper(scene: korean, fps: 60)
        kc.settle()
        kc.tap(try #require(korean.inspector.pointForCard(2)))
        kc.settle()
        #expect(scene.render() == korean.render())
    }

    @Test("set style changes the transition the next card tap uses, not the one running")
    func styleAppliesToTheNextTap() throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene, fps: 60)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        scene.apply(.style("slide"))
        #expect(scene.inspector.traceState().transition?.style == "appstore")
        clock.settle()
        scene.handle(.key(.escape, time: clock.time))
        clock.settle()
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        #expect(scene.inspector.traceState().transition?.style == "slide")
        #expect(scene.inspector.traceState().settings?.style == "slide")
    }

    @Test("every trace line has tab and the settings in effect, whatever set them")
    func traceReportsSettings() throws {
        let scene = try TestScenes.appStore()
        var state = scene.inspector.traceState()
        #expect(state.tab == 1)
        #expect(state.settings == .init(style: "appstore", speed: 1, touches: false, bezel: false, lang: "en",
                                        appearance: "light", reduceMotion: false))
        scene.apply(.style("zoom")); scene.apply(.appearance("dark")); scene.apply(.reduceMotion(true))
        var running = HostSettings(speed: 0.1, touches: true, bezel: true)
        scene.readsHostSettings = { running }
        scene.hostSettingsChanged()
        state = scene.inspector.traceState()
        #expect(state.settings == .init(style: "zoom", speed: 0.1, touches: true, bezel: true, lang: "en",
                                        appearance: "dark", reduceMotion: true))
        #expect(scene.settings.style == .zoom)
        #expect(scene.hostSettings == HostSettings(speed: 0.1, touches: true, bezel: true))
        // The scene keeps no copy: what the runner carries out next is what it shows.
        running.speed = 2
        #expect(scene.inspector.traceState().settings?.speed == 2 && scene.shownSettings.speed == 2)
        #expect(scene.settings.speed == 1, "the stored preference is not the runner's to write")
    }

    @Test("only the user's own changes are reported for storing, with the keys that changed")
    func userChangesAreReported() throws {
        let scene = try TestScenes.appStore()
        var reports: [([AppSettings.Key], AppSettings)] = []
        scene.onUserSettingsChange = { reports.append(($0, $1)) }
        scene.apply(.language("ko"))
        scene.settings.speed = 0.5
        scene.settings.bezel = true
        #expect(reports.isEmpty)
        scene.changeSettingsByUser { $0.speed = 0.25; $0.appearance = .dark }
        scene.changeSettingsByUser { $0.speed = 0.25 }   // no change, no report
        #expect(reports.count == 1)
        #expect(reports.first?.0 == [.speed, .appearance])
        #expect(reports.first?.1.lang == .ko)
        #expect(scene.settings.speed == 0.25 && scene.settings.appearance == .dark)
    }

    @Test("set date: Today's header shows the date with its weekday, and the scene names it for a take")
    func headerDate() throws {
        let scene = try TestScenes.appStore()
        scene.advance(to: 0)
        func texts() -> [String] { scene.render().compactMap { if case let .text(run) = $0 { run.text } else { nil } } }
        #expect(texts().contains("MONDAY, NOVEMBER 30"))
        scene.apply(.date("2026-12-01"))
        scene.advance(to: 0.1)
        #expect(texts().contains("TUESDAY, DECEMBER 1"))
        #expect(scene.sceneSettings.contains(.date("2026-12-01")))
        scene.apply(.date("2024-02-29"))
        scene.advance(to: 0.2)
        #expect(texts().contains("THURSDAY, FEBRUARY 29"))
        #expect(SimDate(iso: "2026-12-01")?.weekday == 2 && SimDate(iso: "2000-01-01")?.weekday == 6)
        #expect(SimDate(iso: "2026-13-01") == nil && SimDate.reference.iso == "2026-11-30")
    }
}
