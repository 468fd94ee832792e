import AppStore
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
import Playback
@testable import Session

/// Settings › Device in the runners: the window remakes the scene on the chosen device and takes
/// its size; a headless run keeps one frame size and so keeps its device; a live take writes its
/// device first, so its replay runs on it.
@Suite("Runners: choosing another device", .serialized)
@MainActor
struct DeviceSwitchRunnerTests {
    /// Settings tab, the Device row, the iPad's row: on the iPhone 14 (the trace checks each step).
    static let chooseIPad = "tap tab 2\nsettle\ntap 150 390\nsettle\ntap 150 369\nsettle\nwait 0.2\n"

    static func traceLines(_ path: String) throws -> [[String: Any]] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    static func tempDir(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardsim-\(name)-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("the window remakes the scene on the iPad, grows to its screen, and the device is stored")
    func windowSwitches() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let dir = try Self.tempDir("device-live")
        defer { try? FileManager.default.removeItem(at: dir) }
        let tracePath = dir.appendingPathComponent("trace.jsonl").path
        var c = LiveRunner.Configuration()
        c.software = true
        c.scale = 1
        c.trace = tracePath
        c.quitsAfterScript = true
        c.script = ScriptSource(text: Self.chooseIPad, file: "choose.txt")
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        var stored: [AppSettings.Key] = []
        let runner = LiveRunner(configuration: c, assets: RenderProbe.assets) { measurer, images in
            let scene = AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: measurer, images: images)
            scene.onUserSettingsChange = { keys, _ in stored += keys }
            return scene
        }
        try runner.run()
        let session = try #require(runner.session)
        let lines = try Self.traceLines(tracePath)
        #expect(lines.contains { ($0["nav"] as? [String: Any])?["top"] as? String == "device" }, "the Device row was never opened")
        let last = try #require(lines.last)
        let device = try #require(last["device"] as? [String: Any])
        #expect(device["name"] as? String == "ipad-11" && device["w"] as? Double == 834 && device["h"] as? Double == 1194)
        #expect((last["nav"] as? [String: Any])?["top"] as? String == "device", "the new scene opens where the choice was made")
        #expect(session.screen == Size(834, 1194) && session.device == .iPad11)
        #expect(session.scene.screenSize == Size(834, 1194))
        #expect(session.window.letterbox.canvas == Size(834, 1194))
        #expect(stored == [.device])
    }

    @Test("chosen while a take runs, the device waits for the take to stop, then the window switches to it")
    func takeDefersTheSwitch() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let dir = try Self.tempDir("device-take")
        defer { try? FileManager.default.removeItem(at: dir) }
        let tracePath = dir.appendingPathComponent("trace.jsonl").path
        var c = LiveRunner.Configuration()
        c.software = true
        c.scale = 1
        c.trace = tracePath
        c.quitsAfterScript = true
        c.record = dir.appendingPathComponent("take/").path + "/"
        c.script = ScriptSource(text: Self.chooseIPad, file: "choose.txt")
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let runner = LiveRunner(configuration: c, assets: RenderProbe.assets) { measurer, images in
            AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: measurer, images: images)
        }
        try runner.run()
        let session = try #require(runner.session)
        // The take kept one frame size throughout.
        for line in try Self.traceLines(tracePath) {
            #expect((line["device"] as? [String: Any])?["name"] as? String == "iphone-14")
        }
        // It stopped with the run: the switch the toast promised is due at the next frame.
        #expect(session.pendingDevice == .iPad11, "the choice made during the take was kept")
        session.switchDevice(to: try #require(session.pendingDevice))
        #expect(session.device == .iPad11 && session.screen == Size(834, 1194))
    }

    @Test("a headless run keeps its device and its frame size; the Settings list keeps its checkmark")
    func headlessKeeps() throws {
        let dir = try Self.tempDir("device-headless")
        defer { try? FileManager.default.removeItem(at: dir) }
        let tracePath = dir.appendingPathComponent("trace.jsonl").path
        var c = HeadlessRunner.Configuration()
        c.scale = 1
        c.trace = tracePath
        c.showProgress = false
        c.script = ScriptSource(text: Self.chooseIPad, file: "choose.txt")
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        _ = try HeadlessRunner(configuration: c, assets: RenderProbe.assets) { measurer, images in
            AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: measurer, images: images)
        }.run()
        let lines = try Self.traceLines(tracePath)
        #expect(lines.contains { ($0["nav"] as? [String: Any])?["top"] as? String == "device" })
        for line in lines {
            #expect((line["device"] as? [String: Any])?["name"] as? String == "iphone-14")
        }
    }

    @Test("a take made on a device starts its script with set device, which replays on it")
    func takeNamesItsDevice() throws {
        var r = ScriptRecorder(device: .iPhoneSE)
        r.record(.pointerDown(Point(370, 660), time: 0), at: 0.5)
        r.record(.pointerUp(Point(370, 660), time: 0), at: 0.6)
        let text = r.text(replayHint: "cardsim --headless --script take.txt")
        let lines = text.split(separator: "\n")
        #expect(lines[1] == "set device iphone-se")
        let parsed = try Script.parse(text, file: "take.txt", screenSize: Device.standard.size)
        #expect(parsed.device?.device == .iPhoneSE)
    }
}
