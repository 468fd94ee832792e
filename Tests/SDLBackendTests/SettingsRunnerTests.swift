import AppStore
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport
import Playback
import Session

/// Scripts' `set` lines reach the runner and the scene, the trace reports what is in
/// effect, and a change the scene makes itself (its Settings screen) is followed by the runner.
@Suite("Settings in headless runs", .serialized)
@MainActor
struct SettingsRunnerTests {
    func runner(_ script: String, fps: Double = 10, record: String? = nil, trace: String? = nil,
                scene makeScene: @escaping HeadlessRunner.SceneFactory) -> HeadlessRunner {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        var c = HeadlessRunner.Configuration()
        c.fps = fps
        c.scale = 0.5
        c.showProgress = false
        c.script = ScriptSource(text: script, file: "s.txt")
        c.record = record
        c.trace = trace
        return HeadlessRunner(configuration: c, assets: RenderProbe.assets, makeScene: makeScene)
    }

    func appScene() throws -> HeadlessRunner.SceneFactory {
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        return { m, i in AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: m, images: i) }
    }

    func traceLines(_ path: String) throws -> [[String: Any]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test("every set line shows in the trace from its frame on, with tab")
    func setLinesReachTheTrace() throws {
        let dir = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = "wait 0.2\nset speed 0.5\nset touches on\nset bezel on\nset lang ko\nset style zoom\n"
            + "set appearance dark\nset reduce-motion on\nwait 0.2\n"
        _ = try runner(script, trace: dir + "/t.jsonl", scene: try appScene()).run()
        let lines = try traceLines(dir + "/t.jsonl")
        let first = try #require(lines.first?["settings"] as? [String: Any])
        #expect(first["speed"] as? Double == 1 && first["lang"] as? String == "en" && first["bezel"] as? Bool == false)
        #expect(lines.allSatisfy { $0["tab"] as? Int == 1 })
        let last = try #require(lines.last?["settings"] as? [String: Any])
        #expect(last["style"] as? String == "zoom" && last["speed"] as? Double == 0.5)
        #expect(last["touches"] as? Bool == true && last["bezel"] as? Bool == true)
        #expect(last["lang"] as? String == "ko" && last["appearance"] as? String == "dark")
        #expect(last["reduceMotion"] as? Bool == true)
        // Frame 2 (t = 0.2 s) is the first to carry them.
        #expect((lines[1]["settings"] as? [String: Any])?["lang"] as? String == "en")
        #expect((lines[2]["settings"] as? [String: Any])?["lang"] as? String == "ko")
    }

    @Test("a script that turns the bezel on gets room for it from the first frame; off, the desk shows")
    func bezelKeepsOneFrameSize() throws {
        let dir = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try runner("wait 0.1\nset bezel on\nwait 0.1\nset bezel off\nwait 0.1\n", fps: 20, record: dir + "/f/",
                       scene: try appScene()).run()
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/f").sorted()
        let sizes = Set(files.map { pngSize(dir + "/f/" + $0) })
        let bezel = Bezel(device: .iPhone14).canvasSize
        #expect(sizes == [PNGSize(width: Int(bezel.width / 2), height: Int(bezel.height / 2))])
        // Frame 0 has no phone frame (the desk around the screen), frame 2 (0.1 s) has it, frame 4 not again.
        try #require(files.count >= 5)
        let a = FileManager.default.contents(atPath: dir + "/f/" + files[0])
        let b = FileManager.default.contents(atPath: dir + "/f/" + files[2])
        let c = FileManager.default.contents(atPath: dir + "/f/" + files[4])
        #expect(a != b && a == c)
    }

    @Test("a screenshot before a set line in the same frame shows the screen without it")
    func screenshotBeforeSet() throws {
        let dir = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = "wait 0.1\nscreenshot \(dir)/en.png\nset lang ko\nscreenshot \(dir)/ko.png\nwait 0.1\n"
            + "screenshot \(dir)/ko2.png\n"
        _ = try runner(script, scene: try appScene()).run()
        let en = FileManager.default.contents(atPath: dir + "/en.png")
        let ko = FileManager.default.contents(atPath: dir + "/ko.png")
        #expect(en != nil && en != ko)
        #expect(ko == FileManager.default.contents(atPath: dir + "/ko2.png"))
    }

    @Test("a take made with a transition file names the file's path, so its replay loads the file; a built-in style stays a style line")
    func takesNameTransitionFiles() throws {
        var r = ScriptRecorder(screen: Size(390, 844))
        r.transitionFiles = ["SpringUp.swift": "/home/u/SpringUp.swift"]
        r.recordSetting(.set(.style("SpringUp.swift")), at: 0)
        r.recordSetting(.set(.style("zoom")), at: 1)
        r.finish(at: 1.5)
        let script = try Script.parse(r.text(replayHint: "x"), file: "take.txt", styleNames: CardTransitionStyle.names)
        #expect(script.commands == [.at(0, .setTransition("/home/u/SpringUp.swift")), .at(1, .set(.style("zoom"))), .wait(0.5), .end])
        #expect(script.transitionFiles.map(\.file) == ["/home/u/SpringUp.swift"])
    }

    @Test("a live take's script starts with the settings in effect and keeps a script's set lines in place")
    func takesRecordSettings() throws {
        var r = ScriptRecorder(screen: Size(390, 844))
        r.recordSetting(.set(.language("ko")), at: 0)
        r.recordSetting(.setBezel(true), at: 0)
        r.record(.pointerDown(Point(100, 500), time: 0), at: 0.5)
        r.record(.pointerUp(Point(100, 500), time: 0), at: 0.6)
        r.recordSetting(.set(.appearance("dark")), at: 1)
        r.finish(at: 1.5)
        let script = try Script.parse(r.text(replayHint: "x"), file: "take.txt")
        #expect(script.commands == [.at(0, .set(.language("ko"))), .at(0, .setBezel(true)), .at(0.5, .press(Point(100, 500))),
                                    .at(0.6, .release), .at(1, .set(.appearance("dark"))), .wait(0.5), .end])
        // The app's scene names its own settings as set lines a replay understands.
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        var config = AppConfiguration(deck: deck, language: .ko)
        config.settings.reduceMotion = true
        let scene = AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
        #expect(scene.sceneSettings == [.style("appstore"), .language("ko"), .appearance("light"), .reduceMotion(true),
                                        .date("2026-11-30")])
    }

    @Test("the runner follows a speed the scene changes itself, as the Settings screen will")
    func sceneChangesReachTheRunner() throws {
        let scene = SettingsFakeScene()
        // The run's scene first; a held finger's dry run gets a fresh one.
        var first: SettingsFakeScene? = scene
        _ = try runner("wait 0.3\ntap 100 100\nwait 0.4\n", scene: { _, _ in
            defer { first = nil }
            return first ?? SettingsFakeScene()
        }).run()
        let steps = zip(scene.advances.dropFirst(), scene.advances).map { $0 - $1 }
        // 0.1 s a frame until the tap's frame, then 0.05 s: the runner's clock took the scene's speed.
        #expect(steps.prefix(3).allSatisfy { abs($0 - 0.1) < 1e-9 }, "\(steps)")
        #expect(steps.suffix(3).allSatisfy { abs($0 - 0.05) < 1e-9 }, "\(steps)")
        #expect(scene.shownSpeeds.last == 0.5, "the scene reads the speed from the runner")
    }

    struct PNGSize: Hashable { var width: Int; var height: Int }

    func pngSize(_ path: String) -> PNGSize {
        let d = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
        guard d.count > 24 else { return PNGSize(width: 0, height: 0) }
        func be(_ i: Int) -> Int { d[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return PNGSize(width: be(16), height: be(20))
    }
}

/// A scene with settings whose "Settings screen" is any press: it halves the speed.
@MainActor
final class SettingsFakeScene: SettingsScene, SceneInspector {
    let screenSize = Size(390, 844)
    var advances: [Double] = []
    var readsHostSettings: (() -> HostSettings)?
    var hostSettings: HostSettings { readsHostSettings?() ?? HostSettings() }
    /// The speed the scene read each time it was told what runs changed.
    var shownSpeeds: [Double] = []
    func hostSettingsChanged() { shownSpeeds.append(hostSettings.speed) }
    var onHostSettingsChange: ((HostSettings) -> Void)?
    var sceneSettings: [SceneSetting] { [] }
    var applied: [SceneSetting] = []

    func advance(to time: Double) { advances.append(time) }
    func handle(_ event: InputEvent) {
        if case .pointerDown = event {
            var asked = hostSettings
            asked.speed = 0.5
            onHostSettingsChange?(asked)
        }
    }
    func render() -> [DrawCommand] { [.fill(RoundedRect(Rect(0, 0, 390, 844)), .white)] }
    var isIdle: Bool { true }
    var inspector: SceneInspector { self }
    func apply(_ setting: SceneSetting) { applied.append(setting) }

    func pointForCard(_ index: Int) -> Point? { nil }
    var cardCount: Int { 0 }
    func pointForTab(_ index: Int) -> Point? { nil }
    var tabCount: Int { 0 }
    func pointForClose() -> Point? { nil }
    func pointForBack() -> Point? { nil }
    func traceRecord() -> any TraceRecord {
        TraceState(screen: "today", scrollY: 0, statusBar: .init(y: 0, alpha: 1), tabBar: .init(y: 761, alpha: 1), backdrop: 0)
    }
}
