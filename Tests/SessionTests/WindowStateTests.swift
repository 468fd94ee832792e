import AppStore
import Playback
import SimKit
import Testing
import TestSupport
@testable import Session

/// What the window keeps between frames without drawing any of it: its wall time, its title's
/// words, the script's timing and the timeline's loop, each on a session played by `DummyBackend`.
@Suite("The window's state without a window")
@MainActor
struct WindowStateTests {
    @Test("the wall clock never runs backwards")
    func wallClock() {
        var clock = WallClock(frequency: 1000, start: 5000)
        #expect(clock.tick(5016) == 0.016)
        #expect(clock.tick(5010) == 0)           // a counter that went backwards
        #expect(clock.tick(5026) == 0.010)       // measured from the highest tick seen
        #expect(abs(clock.elapsed - 0.026) < 1e-12)
    }

    @Test("the title names the device and the style, and is handed out again only when it changes")
    func title() throws {
        #expect(WindowTitle.text(device: .standard, style: "appstore") == "CardSim — iPhone 14 — appstore")
        #expect(WindowTitle.text(device: .standard, style: nil) == "CardSim — iPhone 14")
        let scene = try TestScenes.appStore()
        var title = WindowTitle()
        let first = title.update(device: .standard, scene: scene)
        #expect(first?.hasPrefix("CardSim — iPhone 14 — ") == true, "\(String(describing: first))")
        let again = title.update(device: .standard, scene: scene)
        #expect(again == nil)
        (scene as? SettingsScene)?.apply(.style("sheet"))
        let changed = title.update(device: .standard, scene: scene)
        #expect(changed == "CardSim — iPhone 14 — sheet")
    }

    @Test("a script's actions are due on its own time, counted from the wall instant it started at")
    func scriptTime() throws {
        let scene = try TestScenes.appStore()
        let player = ScriptPlayer(script: try Script.parse("wait 0.5\ntap card 1", file: "t.txt"), fps: 60)
        var script = WindowScript(player: player, start: 10, closesWindowAtEnd: false)
        #expect(script.actions(at: 10, scene: scene).isEmpty)
        #expect(script.actions(at: 10.3, scene: scene).isEmpty)
        let due = script.actions(at: 10.6, scene: scene)
        #expect(due.contains { if case .input = $0 { true } else { false } }, "\(due)")
        #expect(script.wall(of: .pointerDown(Point(1, 1), time: 0.5)) == 10.5)
        script.stop()
        #expect(!script.isPlaying && script.actions(at: 11, scene: scene).isEmpty)
    }

    @Test("the timeline loops a card's present from its start and turns off again")
    func loop() throws {
        let backend = try DummyBackend(scene: TestScenes.appStore(), script: "tap card 1\nwait 1",
                                       make: { try! TestScenes.appStore() })
        var loop = TimelineLoop()
        let early = loop.toggle(on: backend.driver)
        #expect(early == .nothingToLoop)
        for _ in 0..<60 {
            try backend.playFrame()
            loop.follow(backend.driver.scene.inspector.traceRecord(), on: backend.driver)
        }
        let span = try #require(loop.transitions.span)
        let on = loop.toggle(on: backend.driver)
        #expect(on == .looping(style: span.style, soFar: span.end == nil))
        #expect(abs(backend.driver.clock.time - span.start) < 1e-9, "the loop starts at the transition's start")
        var turnedBack = false
        for _ in 0..<90 {
            let before = backend.driver.clock.time
            try backend.playFrame()
            loop.follow(backend.driver.scene.inspector.traceRecord(), on: backend.driver)
            if backend.driver.clock.time < before { turnedBack = true }
        }
        #expect(turnedBack, "the loop went back to the start once the present had played")
        let off = loop.toggle(on: backend.driver)
        #expect(off == .off)
        let wasOn = loop.stop()
        #expect(!wasOn)
    }
}
