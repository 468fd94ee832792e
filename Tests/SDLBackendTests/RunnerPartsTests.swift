import SimKit
import Testing
@testable import SDLBackend
import Playback
@testable import Session

/// The live loop's small parts: clocks, letterbox, recorded scripts, overlays.
@Suite("Runner: clocks, letterbox, recorded scripts and overlays")
@MainActor
struct RunnerPartsTests {
    @Test func theSceneClockSlowsPausesAndSteps() {
        var clock = SceneClock(speed: 1)
        #expect(clock.advance(toWall: 0.5) == 0.5)
        clock.slowAnimations = true
        clock.advance(toWall: 1.5)
        #expect(abs(clock.time - 0.6) < 1e-12)
        clock.isPaused = true
        clock.advance(toWall: 2.5)
        #expect(abs(clock.time - 0.6) < 1e-12)
        clock.step(frameDuration: 0.1)
        #expect(abs(clock.time - 0.61) < 1e-12)
        clock.isPaused = false
        clock.slowAnimations = false
        clock.advance(toWall: 3)
        #expect(abs(clock.time - 1.11) < 1e-12)
        #expect(clock.advance(toWall: 2) == clock.time)   // never backwards
    }

    @Test func theLetterboxKeepsTheAspectRatioAndMapsTheMouseToPoints() {
        // A HiDPI window: 600 x 1000 units, 1200 x 2000 pixels; the phone is limited by height.
        let box = Letterbox(canvas: Size(390, 844), drawable: Size(1200, 2000), window: Size(600, 1000))
        #expect(abs(box.scale - 2000.0 / 844) < 1e-12)
        let v = box.viewport
        #expect(v.height == 2000 && abs(v.width - 390 * box.scale) <= 1 && abs(v.midX - 600) <= 1)
        let topLeft = box.screenPoint(windowX: v.minX / 2, windowY: 0)
        #expect(abs(topLeft.x) < 0.5 && abs(topLeft.y) < 1e-9)
        let centre = box.screenPoint(windowX: 300, windowY: 500)
        #expect(abs(centre.x - 195) < 0.5 && abs(centre.y - 422) < 1e-9)
        // With a bezel the screen sits inside the canvas.
        let bezel = Bezel(device: .iPhone14)
        let framed = Letterbox(canvas: bezel.canvasSize, screenOrigin: bezel.screenOrigin,
                               drawable: bezel.canvasSize, window: bezel.canvasSize)
        #expect(framed.screenPoint(windowX: bezel.margin, windowY: bezel.margin) == Point(0, 0))
    }

    @Test func aRecordedLiveSessionReplaysAsAValidScript() throws {
        var r = ScriptRecorder(screen: Size(390, 844))
        r.record(.pointerDown(Point(100, 500), time: 0), at: 0.5)
        r.record(.pointerMove(Point(100, 450.04), time: 0), at: 0.5166)
        r.record(.pointerMove(Point(100, -30), time: 0), at: 0.5333)     // dragged off the screen: pinned
        r.record(.pointerUp(Point(100, -30), time: 0), at: 0.55)
        r.record(.wheel(dx: 0, dy: 40, at: Point(195, 422), time: 0), at: 1.2)
        r.record(.key(.escape, time: 0), at: 2)
        r.finish(at: 2.5)
        let text = r.text(replayHint: "cardsim --headless --script take.txt")
        let script = try Script.parse(text, file: "take.txt")
        // Each event at its own instant, to the nanosecond, and the take's end as a wait, then `end`.
        #expect(script.commands == [
            .at(0.5, .press(Point(100, 500))), .at(0.5166, .move(Point(100, 450.04))), .at(0.5333, .move(Point(100, 0))),
            .at(0.55, .release), .at(1.2, .scroll(dy: 40, at: Point(195, 422))), .at(2, .key(.escape)), .wait(0.5), .end,
        ])
        #expect(script.estimatedDuration == 2.5)
    }

    @Test("a take writes every move, a lift away from the last move, and times that never go back")
    func takesKeepEverySample() throws {
        var r = ScriptRecorder(screen: Size(390, 844))
        r.record(.pointerDown(Point(10.00049, 20), time: 0), at: 0.0070000004)
        r.record(.pointerMove(Point(10, 30), time: 0), at: 0.016)
        r.record(.pointerMove(Point(10, 30), time: 0), at: 0.023)    // in place: still a velocity sample
        r.record(.pointerUp(Point(12.5, 31), time: 0), at: 0.041)
        r.record(.hover(Point(12.5, 31), time: 0), at: 0.05)           // where the finger lifted: nothing new
        r.record(.wheel(dx: 0, dy: 12.34567, at: Point(1, 1), time: 0), at: 0.04)   // a stamp behind: held
        r.record(.key(.escape, time: 0), at: 1.0000018)
        r.finish(at: 0.03)
        let text = r.text(replayHint: "x")
        #expect(text.hasSuffix("at 0.007 press 10 20\nat 0.016 move 10 30\nat 0.023 move 10 30\n"
                               + "at 0.041 release 12.5 31\nat 0.041 scroll 12.346 1 1\nat 1.0000018 key escape\nend\n"))
        let script = try Script.parse(text, file: "take.txt")
        #expect(script.commands == r.commands)
    }

    @Test func aTakesScriptSitsNextToItsVideo() {
        #expect(LiveRecording.scriptPath(for: "cardsim-2026-11-30-094100.mp4") == "cardsim-2026-11-30-094100.txt")
        #expect(LiveRecording.scriptPath(for: "/tmp/a.b/take.gif") == "/tmp/a.b/take.txt")
        #expect(LiveRecording.scriptPath(for: "frames/") == "frames.txt")
        #expect(LiveRecording.scriptPath(for: "a.b/frames") == "a.b/frames.txt")
    }

    @Test func theBezelOffsetsTheSceneAndKeepsItOnTheScreen() {
        let bezel = Bezel(device: .iPhone14)
        let out = bezel.wrap([.clip(nil), .fill(RoundedRect(Rect(0, 0, 10, 10)), .white), .clip(Rect(-50, -50, 100, 100))])
        let m = bezel.margin
        #expect(out.contains(.clip(Rect(m, m, 390, 844))))
        #expect(out.contains(.fill(RoundedRect(Rect(m, m, 10, 10)), .white)))
        #expect(out.contains(.clip(Rect(m, m, 50, 50))))
        #expect(bezel.canvasSize.width.truncatingRemainder(dividingBy: 2) == 0)
    }

    @Test func touchRingsFollowThePointer() {
        var rings = TouchOverlay(isEnabled: true)
        #expect(rings.commands().isEmpty)
        rings.track(.hover(Point(10, 10), time: 0))
        let hover = rings.commands()
        rings.track(.pointerDown(Point(20, 20), time: 0))
        let pressed = rings.commands()
        #expect(hover.count == 2 && pressed.count == 3)
        #expect(pressed.contains(.circle(center: Point(20, 20), radius: TouchOverlay.radius, lineWidth: 0,
                                         color: Color(white: 0.5, alpha: 0.35))))
        rings.track(.pointerCancel(time: 0))
        #expect(!rings.isDown)
        rings.isEnabled = false
        #expect(rings.commands().isEmpty)
    }
}
