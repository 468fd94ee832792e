import Motion
import SimKit
import Testing

/// UIPercentDrivenInteractiveTransition on a plain `View.animate` animator: the blocks are held on
/// the transition's own time (Core Animation's paused layer), so at percent p they show their state
/// at p × transitionDuration, delays and springs included; completions wait for that time.
@Suite("Percent-driven scrubbing by time")
@MainActor
struct TimeScrubbingTests {
    static let cell = Rect(20, 200, 350, 420)
    static let spring = Spring(duration: 0.5, dampingRatio: 0.6, initialVelocity: 0.5)
    static let fill = BezierCurve(.easeInOut, duration: 1.0)

    /// The expand post's shape: a 0.5 s spring to scale 1 and alpha 1, then a 1.0 s curve (delay 0.5) to the
    /// full screen, inside a 1.5 s transition that completes when the second block does.
    final class ExpandAnimator: AnimatedTransitioning {
        var completions: [Bool] = []
        func transitionDuration(using context: TransitionContext?) -> Double { 1.5 }
        func animateTransition(using context: TransitionContext) {
            let v = context.view(forKey: .to)
            context.containerView.addSubview(v)
            v.frame = TimeScrubbingTests.cell
            v.transform = Transform(scaleX: 0.8, y: 0.8)
            v.alpha = 0
            View.animate(withDuration: 0.5, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5) {
                v.transform = .identity
                v.alpha = 1
            }
            View.animate(withDuration: 1.0, delay: 0.5, animations: {
                v.frame = context.containerView.bounds
            }, completion: { finished in
                self.completions.append(finished)
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }

    final class Delegate: TransitioningDelegate {
        let interaction = PercentDrivenInteractiveTransition()
        let animator = ExpandAnimator()
        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> AnimatedTransitioning? { animator }
        func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { nil }
        func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
            interaction
        }
    }

    final class Recorder: ViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }

    /// The expected state of the story `t` seconds into the 1.5 s transition.
    static func expected(at t: Double) -> (scale: Double, alpha: Double, frame: Rect) {
        let s = spring.value(at: t)
        let full = Rect(0, 0, 390, 844)
        return (0.8 + 0.2 * s, min(1, s), cell + (full - cell) * fill.value(at: t - 0.5))
    }

    func setup() -> (Window, ViewController, Recorder, Delegate) {
        let window = Window(size: Size(390, 844))
        let root = ViewController()
        root.window = window
        window.addSubview(root.view)
        let vc = Recorder()
        let delegate = Delegate()
        vc.modalPresentationStyle = .custom
        vc.transitioningDelegate = delegate
        return (window, root, vc, delegate)
    }

    func expectState(_ v: View, at t: Double, _ note: String) {
        let e = Self.expected(at: t)
        #expect(abs(v.presentationTransform.scaleX - e.scale) < 1e-9, "\(note): scale at \(t)")
        #expect(abs(v.presentationAlpha - e.alpha) < 1e-9, "\(note): alpha at \(t)")
        #expect((v.presentationFrame - e.frame).magnitude < 1e-9, "\(note): frame at \(t)")
    }

    @Test("present starts interactively; at p the blocks show their state at p × D, held while the clock runs")
    func scrubsByTime() {
        let (window, root, vc, delegate) = setup()
        root.present(vc, animated: true)
        let ctx = try! #require(root.transitionCoordinator?.context)
        #expect(ctx.isInteractive && ctx.direction == .present)
        for (k, p) in [0.0, 0.1, 0.12, 0.3, 0.5, 0.9, 0.4].enumerated() {
            delegate.interaction.update(p)
            window.advance(to: 0.1 * Double(k + 1))
            expectState(vc.view, at: p * 1.5, "p = \(p)")
        }
        delegate.interaction.update(1)
        window.advance(to: 2)
        expectState(vc.view, at: 1.5, "p = 1")
        #expect(delegate.animator.completions.isEmpty && vc.log == ["willAppear"], "held at the end: no completion")
    }

    @Test("the spring's alpha overshoot is drawn as 1")
    func alphaClamped() {
        let (window, root, vc, delegate) = setup()
        root.present(vc, animated: true)
        let overshoot = (1...50).map { Double($0) / 100 }.first { Self.spring.value(at: $0) > 1.001 }
        let t = try! #require(overshoot, "the spring overshoots")
        delegate.interaction.update(t / 1.5)
        window.advance(to: 0.1)
        #expect(vc.view.presentationAlpha == 1)
        #expect(vc.view.presentationTransform.scaleX > 1.0002, "the scale keeps its overshoot")
    }

    @Test("finish runs the remaining (1 - p) × D at completion speed, then completes")
    func finishCompletes() {
        let (window, root, vc, delegate) = setup()
        root.present(vc, animated: true)
        delegate.interaction.update(0.4)
        window.advance(to: 0.2)
        delegate.interaction.completionSpeed = 2
        delegate.interaction.finish()
        let d = 0.6 * 1.5 / 2
        window.advance(to: 0.2 + d / 2)
        let mid = 0.6 + (1.5 - 0.6) * CubicBezier.easeInOut.value(x: 0.5)
        expectState(vc.view, at: mid, "half way through the finish")
        #expect(vc.log == ["willAppear"])
        window.advance(to: 0.2 + d + 1e-6)
        #expect(delegate.animator.completions == [true])
        #expect(vc.log == ["willAppear", "didAppear"] && root.presentedViewController === vc)
        #expect(vc.view.presentationFrame == Rect(0, 0, 390, 844) && vc.view.presentationAlpha == 1)
        window.advance(to: 3)
        #expect(!vc.view.hasAnimations, "handed to the clock and pruned")
    }

    @Test("cancel runs back over p × D, then the transition is undone")
    func cancelUndoes() {
        let (window, root, vc, delegate) = setup()
        root.present(vc, animated: true)
        delegate.interaction.update(0.5)
        window.advance(to: 0.1)
        delegate.interaction.cancel()
        window.advance(to: 0.1 + 0.375)
        expectState(vc.view, at: 0.75 * (1 - CubicBezier.easeInOut.value(x: 0.5)), "half way back")
        window.advance(to: 0.1 + 0.75 + 1e-6)
        #expect(delegate.animator.completions == [false])
        #expect(root.presentedViewController == nil && vc.log == ["willAppear", "didDisappear"])
        #expect(!vc.view.isDescendant(of: window), "the container left with it")
    }

    @Test("pause() catches a finishing transition where it is; update and cancel carry on from there")
    func pauseCatches() {
        let (window, root, vc, delegate) = setup()
        root.present(vc, animated: true)
        let ctx = try! #require(root.transitionCoordinator?.context)
        delegate.interaction.update(0.2)
        window.advance(to: 0.1)
        delegate.interaction.finish()
        window.advance(to: 0.3)
        let before = vc.view.presentationFrame
        let local = 0.3 + 1.2 * CubicBezier.easeInOut.value(x: 0.2 / 1.2)
        delegate.interaction.pause()
        #expect(ctx.isInteractive && delegate.interaction.isActive)
        #expect(abs(delegate.interaction.percentComplete - local / 1.5) < 1e-9)
        window.advance(to: 0.5)
        #expect(vc.view.presentationFrame == before, "held where it was caught, no jump")
        delegate.interaction.update(0.3)
        window.advance(to: 0.6)
        expectState(vc.view, at: 0.45, "scrubbed after the catch")
        delegate.interaction.cancel()
        window.advance(to: 2)
        #expect(root.presentedViewController == nil && delegate.animator.completions == [false])
    }

    @Test("a release velocity bends the settling curve's start to it")
    func velocityHandOver() {
        let i = PercentDrivenInteractiveTransition()
        let c = i.settleCurve(towardVelocity: 2, remaining: 0.5, duration: 0.25)
        // 2 per second over a quarter second is a slope of 1 in units of the remaining half.
        #expect(abs(c.y1 / c.x1 - 1) < 1e-12 && c.x2 == 0.58 && c.y2 == 1)
        #expect(i.settleCurve(towardVelocity: -2, remaining: 0.5, duration: 0.25) == .easeInOut)
        let steep = i.settleCurve(towardVelocity: 40, remaining: 0.5, duration: 0.25)
        #expect(abs(steep.y1 / steep.x1 - 20) < 1e-9 && steep.y1 <= 1)
    }

    @Test("two windows each scrub their own transition: ids and local times are each window's")
    func timebasesBelongToTheirWindow() {
        let (a, rootA, vcA, delegateA) = setup()
        let (b, rootB, vcB, delegateB) = setup()
        rootA.present(vcA, animated: true)
        rootB.present(vcB, animated: true)
        delegateA.interaction.update(0.2)
        delegateB.interaction.update(0.6)
        a.advance(to: 0.1)
        b.advance(to: 0.3)
        expectState(vcA.view, at: 0.2 * 1.5, "window A")
        expectState(vcB.view, at: 0.6 * 1.5, "window B")
        #expect(a.animationClock.animationTime.timebases.count == 1)
        #expect(b.animationClock.animationTime.timebases.count == 1)
    }
}
