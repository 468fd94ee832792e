import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// The App Store post: the card's touch bounce follows UIKit's springs frame by frame.
@Suite("Card press bounce")
@MainActor
struct CardPressTests {
    @Test("press scales to 0.96 on the (0.5, 1, 1) spring at once; release returns on (0.5, 1, 0)", arguments: [60.0, 120.0])
    func pressAndRelease(fps: Double) throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene, fps: fps)
        let p = try #require(scene.inspector.pointForCard(1))
        clock.send(.pointerDown(p, time: clock.time))
        let t0 = clock.time
        let press = Spring(duration: 0.5, dampingRatio: 1, initialVelocity: 1)
        for _ in 0..<Int(0.6 * fps) {
            let s = clock.step()
            let expected = 1 + (0.96 - 1) * press.value(at: clock.time - t0)
            let card = try #require(s.card)
            #expect(abs(card.scale - expected) < 1e-9, "t=\(clock.time - t0)")
        }
        // Hold still, then lift the finger off the card's area so no tap fires.
        clock.send(.pointerCancel(time: clock.time))
        let t1 = clock.time
        let release = Spring(duration: 0.5, dampingRatio: 1, initialVelocity: 0)
        for _ in 0..<Int(0.5 * fps) {
            let s = clock.step()
            let expected = 0.96 + (1 - 0.96) * release.value(at: clock.time - t1)
            if let card = s.card { #expect(abs(card.scale - expected) < 1e-9) } else { #expect(abs(expected - 1) < 1e-9) }
        }
        clock.settle()
        #expect(scene.inspector.traceState().card == nil)
        #expect(scene.inspector.traceState().screen == "today")
    }

    @Test("a press that turns into a scroll cancels the bounce and selects nothing")
    func pressThenScrollCancels() throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene)
        let p = try #require(scene.inspector.pointForCard(1))
        clock.drag(from: p, to: Point(p.x, p.y - 200), duration: 0.3)
        clock.settle()
        let s = scene.inspector.traceState()
        #expect(s.screen == "today")
        #expect(s.card == nil, "no card left pressed")
        #expect(s.scrollY > 150)
    }
}
