import Playback
import SimKit
import Testing
@testable import Session

@Suite("A frame's script actions, by when the driver takes them")
struct FrameActionsTests {
    static let actions: [ScriptAction] = [
        .setSpeed(0.5), .input(.key(.space, time: 0)), .screenshot("a.png"), .setTouches(true),
        .seek(0.2), .input(.key(.t, time: 0)), .setSpeed(2), .screenshot("b.png"), .setBezel(true),
        .screenshot("c.png"), .warning("w"), .input(.key(.escape, time: 0)), .seek(0.1),
    ]

    @Test("the last speed and rings apply before the clock moves; keys and seeks in script order")
    func phases() {
        let frame = FrameActions(Self.actions)
        #expect(frame.speed == 2)
        #expect(frame.touches == true)
        #expect(frame.clockKeys == [.togglePause, .toggleSlowAnimations])
        #expect(frame.seeks == [0.2, 0.1])
        #expect(FrameActions([.warning("w")]).speed == nil && FrameActions([]).touches == nil)
    }

    @Test("a screenshot is drawn before the input or settings that follow it in the frame")
    func screenshotsBeforeChanges() {
        let frame = FrameActions(Self.actions)
        #expect(frame.changesFollow(2))          // a bezel, then input, follow
        #expect(frame.changesFollow(9))          // the escape key follows
        #expect(!frame.changesFollow(11))        // only a seek follows the last input
    }
}

@Suite("The clock's keys")
struct ClockKeyTests {
    @Test("Space, period, comma and T are the clock's; other keys are the scene's")
    func keys() {
        #expect(ClockKey(.space) == .togglePause && ClockKey(.period) == .stepFrame)
        #expect(ClockKey(.comma) == .stepBack && ClockKey(.t) == .toggleSlowAnimations)
        #expect(ClockKey(.escape) == nil)
    }

    @Test("a step works only while paused, and a step back asks for a seek a frame back at the running speed")
    func steps() {
        var clock = SceneClock(speed: 0.5)
        clock.advance(toWall: 1)
        #expect(ClockKey.stepFrame.work(&clock, step: 0.1) == .done)
        #expect(ClockKey.stepBack.work(&clock, step: 0.1) == .done)
        #expect(clock.time == 0.5)
        #expect(ClockKey.togglePause.work(&clock, step: 0.1) == .done && clock.isPaused)
        #expect(ClockKey.stepFrame.work(&clock, step: 0.1) == .done)
        #expect(abs(clock.time - 0.55) < 1e-12)
        #expect(ClockKey.stepBack.work(&clock, step: 0.1) == .seekBack(to: clock.time - 0.05))
        #expect(ClockKey.toggleSlowAnimations.work(&clock, step: 0.1) == .speedChanged)
        #expect(clock.runningSpeed == SceneClock.slowFactor)
    }
}
