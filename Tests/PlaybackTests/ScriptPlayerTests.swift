import Testing
@testable import SimKit
@testable import Playback

/// A scene that only answers the player's questions: named points and idleness.
@MainActor
final class FakeScene: Scene, SceneInspector {
    var screenSize = Size(390, 844)
    var idle = true
    var cards: [Int: Point] = [1: Point(195, 300), 2: Point(195, 700)]
    var close: Point?
    var handled: [InputEvent] = []
    var time = 0.0

    func advance(to time: Double) { self.time = time }
    func handle(_ event: InputEvent) { handled.append(event) }
    func render() -> [DrawCommand] { [] }
    var isIdle: Bool { idle }
    var inspector: SceneInspector { self }

    func pointForCard(_ index: Int) -> Point? { cards[index] }
    var cardCount: Int { cards.count }
    func pointForTab(_ index: Int) -> Point? { (1...5).contains(index) ? Point(Double(index) * 78 - 39, 810) : nil }
    var tabCount: Int { 5 }
    func pointForClose() -> Point? { close }
    func pointForBack() -> Point? { nil }
    func traceRecord() -> any TraceRecord { NoTrace() }
}

/// A scene with nothing to trace.
struct NoTrace: TraceRecord {
    func writeFields(_ j: inout JSONText) {}
    var isTransitioning: Bool { false }
}

/// Scripts become input events on the frames of a virtual clock, the same every run.
@Suite("Script player")
@MainActor
struct ScriptPlayerTests {
    /// Plays `text` at `fps` for at most `frames` frames; the actions of each frame that had any.
    private func play(_ text: String, fps: Double = 60, frames: Int = 2000, scene: FakeScene = FakeScene(),
                      until stop: ((Int, FakeScene) -> Void)? = nil) throws -> (frames: [Int: [ScriptAction]], player: ScriptPlayer) {
        let player = ScriptPlayer(script: try Script.parse(text, file: "s.txt"), fps: fps)
        var out: [Int: [ScriptAction]] = [:]
        for frame in 0..<frames {
            stop?(frame, scene)
            let t = Double(frame) / fps
            let actions = player.step(at: t, scene: scene)
            scene.advance(to: t)
            for case .input(let e) in actions { scene.handle(e) }
            if !actions.isEmpty { out[frame] = actions }
            if player.isFinished { break }
        }
        return (out, player)
    }

    @Test("tap X Y presses now and releases 0.08 s later")
    func tapTiming() throws {
        let (frames, player) = try play("tap 10 20", fps: 100)
        #expect(frames[0] == [.input(.pointerDown(Point(10, 20), time: 0))])
        #expect(frames[8] == [.input(.pointerUp(Point(10, 20), time: 0.08))])
        #expect(frames.count == 2)
        #expect(player.isFinished)
        // At 60 fps 0.08 s falls between frames: the release comes on the first frame at or after it.
        let (at60, _) = try play("tap 10 20", fps: 60)
        #expect(at60[5] == [.input(.pointerUp(Point(10, 20), time: 5.0 / 60))])
        #expect(Set(at60.keys) == [0, 5])
    }

    @Test("drag moves every frame in a straight line and ends exactly on the end point")
    func dragEveryFrame() throws {
        let (frames, _) = try play("drag 100 600 100 300 0.3", fps: 60)
        #expect(frames[0] == [.input(.pointerDown(Point(100, 600), time: 0))])
        for k in 1...17 {
            guard case .input(.pointerMove(let p, let t))? = frames[k]?.first, frames[k]?.count == 1 else {
                Issue.record("frame \(k): \(String(describing: frames[k]))"); continue
            }
            #expect(abs(t - Double(k) / 60) < 1e-12)
            #expect(p.x == 100)
            #expect(abs(p.y - (600 - 300 * Double(k) / 18)) < 1e-9)
        }
        #expect(frames[18] == [.input(.pointerMove(Point(100, 300), time: 18.0 / 60)),
                               .input(.pointerUp(Point(100, 300), time: 18.0 / 60))])
        #expect(Set(frames.keys) == Set(0...18))
    }

    @Test("wait adds to script time; commands without duration share a frame")
    func waits() throws {
        let (frames, player) = try play("key t\nwait 0.5\nkey space\nscroll 40\nwait 0.25", fps: 60)
        #expect(frames[0] == [.input(.key(.t, time: 0))])
        #expect(frames[30] == [.input(.key(.space, time: 0.5)), .input(.wheel(dx: 0, dy: 40, at: Point(195, 422), time: 0.5))])
        #expect(frames.count == 2)
        #expect(player.isFinished)
        #expect(player.estimatedFrameCount == 46)
    }

    @Test("many short waits do not drift with the frame rate")
    func noDrift() throws {
        let text = Array(repeating: "wait 0.01", count: 100).joined(separator: "\n") + "\nkey t"
        let (frames, _) = try play(text, fps: 60)
        #expect(frames[60] == [.input(.key(.t, time: 1))])
    }

    @Test("settle waits for the scene to become idle, from the next frame on")
    func settleWaitsForIdle() throws {
        let scene = FakeScene()
        scene.idle = true
        let (quick, _) = try play("settle\nkey t", scene: scene)
        #expect(quick[1] == [.input(.key(.t, time: 1.0 / 60))])

        let busy = FakeScene()
        busy.idle = false
        let (frames, _) = try play("settle\nkey t", scene: busy) { frame, scene in scene.idle = frame >= 42 }
        #expect(frames[42] == [.input(.key(.t, time: 42.0 / 60))])
        #expect(frames.count == 1)
    }

    @Test("settle gives up after 10 s with a warning")
    func settleBound() throws {
        let scene = FakeScene()
        scene.idle = false
        let (frames, player) = try play("wait 1\n\nsettle\nkey t", fps: 30, scene: scene)
        #expect(frames[330] == [.warning("s.txt:3: settle: still animating after 10 s, going on"),
                                .input(.key(.t, time: 11))])
        #expect(player.isFinished)
    }

    @Test("tap card, tab and close resolve when they run; a missing target warns and goes on")
    func namedTargets() throws {
        let scene = FakeScene()
        let (frames, _) = try play("tap card 2\ntap tab 3\ntap close\nkey t", fps: 100, scene: scene)
        #expect(frames[0] == [.input(.pointerDown(Point(195, 700), time: 0))])
        #expect(frames[8] == [.input(.pointerUp(Point(195, 700), time: 0.08)),
                              .input(.pointerDown(Point(195, 810), time: 0.08))])
        #expect(frames[16] == [.input(.pointerUp(Point(195, 810), time: 0.16)),
                               .warning("s.txt:3: tap close: nothing to tap there now"),
                               .input(.key(.t, time: 0.16))])
    }

    @Test("press, move, release, hover; move without a press hovers")
    func pointerCommands() throws {
        let (frames, _) = try play("move 1 1\nhover 2 2\npress 3 3\nmove 4 4\nrelease\nrelease")
        #expect(frames[0] == [
            .input(.hover(Point(1, 1), time: 0)), .input(.hover(Point(2, 2), time: 0)),
            .input(.pointerDown(Point(3, 3), time: 0)), .input(.pointerMove(Point(4, 4), time: 0)),
            .input(.pointerUp(Point(4, 4), time: 0)), .warning("s.txt:6: release: the pointer is not pressed"),
        ])
    }

    @Test("at stamps input with its own instant, in the first frame at or after it")
    func timeStampedInput() throws {
        let text = "at 0.007 press 10 20\nat 0.016 move 10 30\nat 0.023 move 10 40\nat 0.041 release 12 44\n"
            + "wait 0.1\nmove 5 5\n"
        let (frames, player) = try play(text, fps: 60)
        #expect(frames[1] == [.input(.pointerDown(Point(10, 20), time: 0.007)),
                              .input(.pointerMove(Point(10, 30), time: 0.016))])
        #expect(frames[2] == [.input(.pointerMove(Point(10, 40), time: 0.023))])
        #expect(frames[3] == [.input(.pointerUp(Point(12, 44), time: 0.041))])
        // `wait` counts from the `at` time, not from the frame that ran it: 0.141 s is frame 9.
        #expect(frames[9] == [.input(.hover(Point(5, 5), time: 9.0 / 60))])
        #expect(frames.count == 4 && player.isFinished)
    }

    @Test("an at behind the script's time is stamped no earlier than the frame before and the last event")
    func lateAtIsHeld() throws {
        let (frames, _) = try play("wait 0.1\npress 1 1\nat 0.05 move 2 2\nwait 0.02\nat 0.11 move 3 3", fps: 60)
        #expect(frames[6] == [.input(.pointerDown(Point(1, 1), time: 0.1)),
                              .input(.pointerMove(Point(2, 2), time: 0.1))])
        // Due at 0.12 (the wait counts from the script's time 0.1): frame 8, stamped with the
        // previous frame's time, since 0.11 lies before it.
        #expect(frames[8] == [.input(.pointerMove(Point(3, 3), time: 7.0 / 60))])
    }

    @Test("screenshot and settings pass through to the runner")
    func runnerActions() throws {
        let (frames, _) = try play("screenshot a.png\nset speed 0.5\nset touches on\nset bezel on\nset lang ko\n"
                                   + "set style zoom\nset appearance dark\nset reduce-motion on")
        #expect(frames[0] == [.screenshot("a.png"), .setSpeed(0.5), .setTouches(true), .setBezel(true),
                              .setScene(.language("ko")), .setScene(.style("zoom")), .setScene(.appearance("dark")),
                              .setScene(.reduceMotion(true))])
    }

    @Test("the same script gives the same events every time")
    func deterministic() throws {
        let text = "tap card 1\nwait 0.3\ndrag 195 700 195 100 0.25\nscroll -50 10 10\nsettle\nkey escape\nwait 1"
        let a = try play(text, fps: 120).frames
        let b = try play(text, fps: 120).frames
        #expect(a == b)
        #expect(!a.isEmpty)
    }

    @Test("the player is finished only after the last wait")
    func finishedAfterTrailingWait() throws {
        let player = ScriptPlayer(script: try Script.parse("wait 0.1", file: "s"), fps: 10)
        let scene = FakeScene()
        _ = player.step(at: 0, scene: scene)
        #expect(!player.isFinished)
        _ = player.step(at: 0.1, scene: scene)
        #expect(player.isFinished)
    }
}
