import AppStore
import Playback
import SimKit
import Testing
import TestSupport
@testable import Session

/// The session on its own, played by a backend that draws nothing (`DummyBackend`): scripts in,
/// trace lines out, seeking, input placed on the scene's time and settings flowing both ways, with
/// no SDL in the process.
@Suite("A session run by a backend that draws nothing")
@MainActor
struct SessionWithoutDrawingTests {
    static func appStore() -> Scene { try! TestScenes.appStore() }

    @Test("a script presents a card and closes it, frame by frame in the trace")
    func presentAndClose() throws {
        let backend = try DummyBackend(scene: Self.appStore(), script: "tap card 1\nwait 1.2\ntap close\nwait 0.2")
        try backend.playScript()
        let lines = backend.traceLines
        #expect(lines.count == backend.frames)
        let presenting = try #require(lines.firstIndex { $0.contains(#""direction":"present""#) })
        let open = try #require(lines.firstIndex { $0.contains(#""screen":"story""#) && $0.contains(#""transition":null"#) })
        let closing = try #require(lines.firstIndex { $0.contains(#""direction":"dismiss""#) })
        #expect(presenting < open && open < closing, "present at \(presenting), open at \(open), close at \(closing)")
        let last = try #require(lines.last)
        #expect(last.contains(#""screen":"today""#) && last.contains(#""transition":null"#), "\(last)")
        #expect(lines.allSatisfy { $0.hasPrefix("{\"frame\":") && $0.hasSuffix("\"frameMs\":0.0}") })
    }

    @Test("a seek back shows exactly the display list the straight run drew at that time")
    func seekBackRederivesTheFrame() throws {
        let backend = try DummyBackend(scene: Self.appStore(), script: "tap card 1\nwait 1.2\ntap close\nwait 0.2",
                                       make: { Self.appStore() })
        var drawn: [(time: Double, commands: [DrawCommand])] = []
        while backend.frames < 1200 {
            try backend.playFrame()
            drawn.append((backend.driver.clock.time, backend.driver.scene.render()))
            if backend.driver.scene.isIdle, backend.frames > 100 { break }
        }
        // Frames in the middle of the present and of the close, where every frame differs.
        let moving = drawn.indices.filter { $0 > 0 && drawn[$0].commands != drawn[$0 - 1].commands }
        #expect(moving.count > 20, "the present and the close move the screen")
        for i in [moving[moving.count / 4], moving[3 * moving.count / 4]] {
            #expect(backend.driver.seek(to: drawn[i].time), "a fresh scene to re-derive from")
            #expect(backend.driver.scene.render() == drawn[i].commands, "frame at \(drawn[i].time) s")
            #expect(drawn[i].commands != drawn.last?.commands)
        }
    }

    @Test("input between two frames reaches the scene at its own instant, on the screen and on the take's grid")
    func inputAtItsOwnInstant() throws {
        let scene = RunnerFakeScene()
        let backend = try DummyBackend(scene: scene)
        backend.driver.clock.speed = 0.5
        try backend.playFrame()
        try backend.playFrame()
        let wall = backend.nextWall - 0.25 / backend.fps
        try backend.playFrame(input: [(.pointerDown(Point(500.12345, -3), time: 0), wall),
                                      (.wheel(dx: 0, dy: 10.00049, at: Point(20, 30), time: 0), nil)])
        // Scene time runs at half the wall clock: a quarter frame before the third frame's instant.
        let instant = 0.5 * wall, frameTime = 0.5 * 2 / backend.fps
        #expect(scene.events.count == 2)
        #expect(scene.events.first == .pointerDown(Point(390, 0), time: instant))
        #expect(scene.events.last == .wheel(dx: 0, dy: 10, at: Point(20, 30), time: frameTime))
        // The scene stood at the press's instant when it got the press, and moved on to the frame after.
        let pressAt = try #require(scene.advances.lastIndex(of: instant))
        #expect(scene.advances[(pressAt + 1)...].contains(frameTime))
        #expect(backend.driver.overlay.position == Point(20, 30))
    }

    @Test("a script's settings reach the scene, and the scene's requests reach the clock, the rings and the host")
    func settingsFlowBothWays() throws {
        let scene = Self.appStore()
        let backend = try DummyBackend(scene: scene, script: "set speed 0.5\nset touches on\nset bezel on\nset lang ko\nwait 0.1")
        try backend.playFrame()
        let settings = try #require(scene as? SettingsScene)
        #expect(settings.hostSettings == HostSettings(speed: 0.5, touches: true, bezel: true, device: .standard))
        #expect(settings.sceneSettings.contains(.language("ko")))
        #expect(backend.showsBezel)
        let line = try #require(backend.traceLines.last)
        #expect(line.contains(#""speed":0.5,"touches":true,"bezel":true,"lang":"ko""#), "\(line)")

        // The scene's Settings screen asks for another speed, no rings, no bezel and another device.
        settings.onHostSettingsChange?(HostSettings(speed: 2, touches: false, bezel: false, device: .iPhoneSE))
        #expect(backend.driver.clock.runningSpeed == 2)
        #expect(!backend.driver.overlay.isEnabled)
        #expect(!backend.showsBezel)
        #expect(backend.deviceRequests == [.iPhoneSE])
        // The scene shows what runs: the device stays until the host remakes the scene for it.
        #expect(settings.hostSettings == HostSettings(speed: 2, touches: false, bezel: false, device: .standard))
    }

    @Test("a script's clock keys work the clock and are told to the host")
    func clockKeys() throws {
        let backend = try DummyBackend(scene: RunnerFakeScene(), script: "wait 0.1\nkey space\nwait 0.1\nkey .\nkey t\nwait 0.1")
        try backend.playScript(limit: 30)
        #expect(backend.announced == [.togglePause, .stepFrame, .toggleSlowAnimations])
        #expect(backend.driver.clock.isPaused)
        #expect(backend.driver.clock.runningSpeed == SceneClock.slowFactor)
        // Paused at 0.1 s, then one step of a 60 Hz frame at full speed (the key t came after it).
        #expect(abs(backend.driver.clock.time - (0.1 + FrameDriver.stepDuration)) < 1e-9)
    }
}
