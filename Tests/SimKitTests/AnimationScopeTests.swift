import Motion
import SimKit
import Testing

/// `View.animate` knows no window, as UIKit's does not: what a block opens is bound to the call,
/// never to a shared stack, so one scene's open block is nothing to another scene whose clock
/// fires inside it, and nothing is left open for the next test.
@Suite("Animation blocks belong to their call")
@MainActor
struct AnimationScopeTests {
    /// Two scenes: their windows, each on its own clock, with one view in each.
    static func twoScenes() -> (a: View, b: View, clockA: AnimationClock, clockB: AnimationClock) {
        let clockA = AnimationClock(), clockB = AnimationClock()
        let windowA = Window(size: Size(100, 100), clock: clockA), windowB = Window(size: Size(100, 100), clock: clockB)
        let a = View(frame: Rect(0, 0, 10, 10)), b = View(frame: Rect(0, 0, 10, 10))
        windowA.addSubview(a)
        windowB.addSubview(b)
        return (a, b, clockA, clockB)
    }

    @Test("a scene whose timer fires inside another scene's animation block changes its view at once")
    func timerInsideAnotherScenesBlock() {
        let (a, b, clockA, clockB) = Self.twoScenes()
        clockB.schedule(at: 0.1) { b.alpha = 0 }
        View.animate(withDuration: 1) {
            a.alpha = 0
            clockB.advance(to: 0.2)
        }
        #expect(a.hasAnimations, "scene A's own change animates")
        #expect(!b.hasAnimations, "scene B's timer is not inside scene A's block")
        #expect(b.presentationAlpha == 0)
        clockA.advance(to: 0.5)
        #expect(a.presentationAlpha > 0 && a.presentationAlpha < 1)
    }

    @Test("a scene's timer inside another's property animator block is not collected by that animator")
    func timerInsideAnotherScenesAnimator() {
        let (a, b, _, clockB) = Self.twoScenes()
        clockB.schedule(at: 0.1) { b.frame.origin.x = 50 }
        // The animator runs its block when it is first moved, here by setting its fraction.
        let animator = PropertyAnimator(duration: 1, curve: .linear) {
            a.frame.origin.x = 50
            clockB.advance(to: 0.2)
        }
        animator.fractionComplete = 0.5
        #expect(b.frame.origin.x == 50 && b.presentationFrame.origin.x == 50, "B's change applied at once, not held at half")
        #expect(abs(a.presentationFrame.origin.x - 25) < 1e-9)
    }

    @Test("after a block, a change outside any block applies at once in either scene")
    func nothingLeftOpen() {
        let (a, b, _, _) = Self.twoScenes()
        View.animate(withDuration: 1) { a.alpha = 0.5 }
        View.performWithoutAnimation { b.alpha = 0.5 }
        b.alpha = 0.25
        #expect(!b.hasAnimations && b.presentationAlpha == 0.25)
    }
}
