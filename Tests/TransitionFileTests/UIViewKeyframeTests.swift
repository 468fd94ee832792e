import Motion
import SimKit
import Testing
import UIKit

/// `UIView.animateKeyframes` with `addKeyframe`: each keyframe moves its properties over its share
/// of the animation's time, which runs along the options' curve (easeInOut by default); keyframes
/// of one property follow on from each other; the completion runs once, at the end.
@Suite("UIView.animateKeyframes and addKeyframe")
@MainActor
struct UIViewKeyframeTests {
    @Test("linear keyframes share the eased time; changes outside a keyframe run the whole way; one completion")
    func linearKeyframes() {
        let (window, view) = windowWithView()
        var completions: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0.1, options: [.calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) { view.alpha = 0 }
            view.frame.origin.x = 100
        }, completion: { completions.append($0) })
        #expect(view.alpha == 0 && view.frame.minX == 100, "the model takes the last values at once")
        for k in 1...66 {
            let t = Double(k) / 60
            window.advance(to: t)
            let u = CubicBezier.easeInOut.value(x: min(max((t - 0.1) / 1, 0), 1))
            let alpha = u < 0.25 ? 1 - 0.5 * u / 0.25 : 0.5 - 0.5 * (u - 0.25) / 0.75
            #expect(abs(view.presentationAlpha - alpha) < 1e-9, "alpha at \(t)")
            #expect(abs(view.presentationFrame.minX - 100 * u) < 1e-9, "x at \(t)")
            #expect(completions == (t >= 1.1 - 1e-9 ? [true] : []), "completion at \(t)")
        }
    }

    @Test("discrete keyframes jump at their start; a UIView.AnimationOptions curve sets the overall time")
    func discreteKeyframes() {
        let (window, view) = windowWithView()
        let options = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            .union(.calculationModeDiscrete)
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.45, relativeDuration: 0.5) { view.alpha = 0.2 }
        })
        for k in 1...36 {
            let t = Double(k) / 60
            window.advance(to: t)
            #expect(view.presentationAlpha == (t >= 0.27 ? 0.2 : 1), "alpha at \(t)")
        }
    }

    @Test("performWithoutAnimation applies its changes at once inside an animation block")
    func withoutAnimation() {
        let (window, view) = windowWithView()
        UIView.animate(withDuration: 1) {
            view.alpha = 0
            UIView.performWithoutAnimation { view.frame.origin.y = 50 }
        }
        window.advance(to: 0.5)
        #expect(view.presentationFrame.minY == 50 && view.presentationAlpha > 0 && view.presentationAlpha < 1)
    }
}
