import SimKit
import Testing
import UIKit

/// UIGestureRecognizerDelegate as UIKit's recognisers honour it: `gestureRecognizerShouldBegin`
/// can refuse a pan (the next recogniser up then gets the touch) or a tap, and
/// `shouldRecognizeSimultaneouslyWith` lets two pans run on the same finger.
@Suite("UIGestureRecognizerDelegate is honoured")
@MainActor
struct GestureDelegateTests {
    @MainActor
    final class Gate: UIGestureRecognizerDelegate {
        var begins = true
        var together = false
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { together }
    }

    /// An inner view with a pan inside an outer one with a pan; a drag of 40 pt on the inner view.
    private func drag(inner gate: Gate?) -> (inner: [UIGestureRecognizer.State], outer: [UIGestureRecognizer.State]) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let outer = UIView(frame: window.bounds), inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        outer.addSubview(inner)
        window.addSubview(outer)
        var innerStates: [UIGestureRecognizer.State] = [], outerStates: [UIGestureRecognizer.State] = []
        let innerPan = UIPanGestureRecognizer { innerStates.append($0.state) }
        innerPan.delegate = gate
        inner.addGestureRecognizer(innerPan)
        outer.addGestureRecognizer(UIPanGestureRecognizer { outerStates.append($0.state) })
        window.handle(.pointerDown(CGPoint(50, 50), time: 0))
        for k in 1...4 { window.handle(.pointerMove(CGPoint(50, 50 + 10 * Double(k)), time: Double(k) / 60)) }
        window.handle(.pointerUp(CGPoint(50, 90), time: 5 / 60))
        return (innerStates, outerStates)
    }

    @Test("without a delegate the inner pan wins; refused, the outer one gets the drag; allowed together, both run")
    func pans() {
        let alone = drag(inner: nil)
        let whole: [UIGestureRecognizer.State] = [.began, .changed, .changed, .changed, .ended]
        #expect(alone.inner == whole && !alone.outer.contains(.changed) && !alone.outer.contains(.ended))
        let refusing = Gate()
        refusing.begins = false
        let refused = drag(inner: refusing)
        #expect(refused.inner.isEmpty && refused.outer == whole)
        let sharing = Gate()
        sharing.together = true
        let both = drag(inner: sharing)
        #expect(both.inner == whole && both.outer == whole)
    }

    @Test("a tap asks gestureRecognizerShouldBegin, and a recognised tap reads as .ended, as UIKit's does")
    func tap() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer { states.append($0.state) }
        let gate = Gate()
        tap.delegate = gate
        view.addGestureRecognizer(tap)
        func press() {
            window.handle(.pointerDown(CGPoint(100, 100), time: 0))
            window.handle(.pointerUp(CGPoint(100, 100), time: 0.08))
        }
        gate.begins = false
        press()
        #expect(states.isEmpty)
        gate.begins = true
        press()
        #expect(states == [.ended] && states == [.recognized])
    }
}
