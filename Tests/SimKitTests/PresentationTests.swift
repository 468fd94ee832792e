import Motion
import SimKit
import Testing

/// View controllers present through a transitioning delegate; lifecycle calls follow the
/// transition's state; a percent-driven interaction scrubs an interruptible animator.
@Suite("Presentation and transitions")
@MainActor
struct PresentationTests {
    final class Recorder: ViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }

    /// Slides the presented view up from the bottom with a property animator (the slide post's shape).
    final class SlideAnimator: AnimatedTransitioning {
        let presenting: Bool
        var animator: PropertyAnimator?
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }
        func animateTransition(using context: TransitionContext) {
            _ = interruptibleAnimator(using: context)
            if !context.isInteractive { animator?.startAnimation() }
        }
        func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
            if let animator { return animator }
            let view = context.view(forKey: presenting ? .to : .from)
            if presenting {
                context.containerView.addSubview(view)
                view.frame.origin.y = 844
            }
            let a = PropertyAnimator(duration: 0.3, curve: .easeInOut) { view.frame.origin.y = self.presenting ? 0 : 844 }
            a.addCompletion { position in context.completeTransition(position == .end) }
            animator = a
            return a
        }
        func animationEnded(_ transitionCompleted: Bool) { animator = nil }
    }

    final class Delegate: TransitioningDelegate {
        let interaction = PercentDrivenInteractiveTransition()
        var interactive = false
        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> AnimatedTransitioning? { SlideAnimator(presenting: true) }
        func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { SlideAnimator(presenting: false) }
        func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
            interactive ? interaction : nil
        }
    }

    func setup() -> (Window, ViewController, Recorder, Delegate) {
        let window = Window(size: Size(390, 844))
        let root = ViewController()
        root.window = window
        window.addSubview(root.view)
        let presented = Recorder()
        let delegate = Delegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        return (window, root, presented, delegate)
    }

    @Test("viewDidAppear waits for the transition to complete")
    func lifecycleFollowsTransition() {
        let (window, root, vc, delegate) = setup()
        defer { withExtendedLifetime(delegate) {} }
        var done = false
        root.present(vc, animated: true) { done = true }
        #expect(vc.log == ["willAppear"])
        window.advance(to: 0.1)
        #expect(vc.log == ["willAppear"] && !done)
        window.advance(to: 0.4)
        #expect(vc.log == ["willAppear", "didAppear"] && done)
        #expect(vc.view.presentationFrame.minY == 0)
        root.dismiss(animated: true)
        #expect(vc.log.last == "willDisappear")
        window.advance(to: 1)
        #expect(vc.log.last == "didDisappear")
        #expect(root.presentedViewController == nil)
    }

    @Test("percent-driven: update scrubs, cancel returns over p × D, finish completes")
    func percentDriven() {
        let (window, root, vc, delegate) = setup()
        root.present(vc, animated: true)
        window.advance(to: 0.5)
        delegate.interactive = true
        vc.dismiss(animated: true)
        delegate.interaction.update(0.5)
        window.advance(to: 0.6)
        #expect(abs(vc.view.presentationFrame.minY - 422) < 1e-6, "linear scrubbing: half way down")
        delegate.interaction.cancel()
        window.advance(to: 0.6 + 0.5 * 0.3 + 0.01)
        #expect(vc.view.presentationFrame.minY == 0, "back after p × D")
        #expect(root.presentedViewController === vc, "cancelled: still presented")
        vc.dismiss(animated: true)
        delegate.interaction.update(0.8)
        delegate.interaction.finish()
        window.advance(to: 2)
        #expect(root.presentedViewController == nil)
        #expect(vc.log.last == "didDisappear")
    }
}

/// A dismissed controller is freed, not kept by a transition
/// context that refers to itself through its completion.
@Suite("Presentation: nothing outlives a transition")
@MainActor
struct PresentationLifetimeTests {
    final class Plain: ViewController {}

    @Test("a presented then dismissed controller is freed")
    func dismissedControllerIsFreed() {
        let window = Window(size: Size(390, 844))
        let root = Plain()
        root.window = window
        window.addSubview(root.view)
        weak var gone: Plain?
        do {
            let vc = Plain()
            gone = vc
            root.present(vc, animated: false)
            root.dismiss(animated: false)
        }
        #expect(root.presentedViewController == nil)
        #expect(gone == nil, "the dismissed controller is freed")
    }

    /// Where in a presentation the window is dropped.
    enum Moment: CaseIterable { case presenting, presented, draggingToDismiss }

    @Test("a window dropped with a presentation up or on its way frees its controllers",
          arguments: Moment.allCases)
    func droppedWindowFreesControllers(moment: Moment) {
        // The delegate outlives the window, as an owner's would: what it holds (the interaction,
        // which holds the transition in flight) must not hold the controllers.
        let delegate = PresentationTests.Delegate()
        weak var window: Window?
        weak var root: ViewController?
        weak var presented: ViewController?
        weak var presentation: PresentationController?
        do {
            let w = Window(size: Size(390, 844))
            let r = ViewController()
            r.window = w
            w.addSubview(r.view)
            let p = PresentationTests.Recorder()
            p.modalPresentationStyle = .custom
            p.transitioningDelegate = delegate
            r.present(p, animated: true)
            w.advance(to: 0.1)
            if moment != .presenting { w.advance(to: 1) }
            if moment == .draggingToDismiss {
                delegate.interactive = true
                r.dismiss(animated: true)
                delegate.interaction.update(0.4)
                w.advance(to: 1.1)
                #expect(r.transitionCoordinator != nil, "the dismissal is under the finger")
            }
            (window, root, presented, presentation) = (w, r, p, p.presentationController)
        }
        #expect(window == nil && root == nil, "\(moment): the window or its root outlives it")
        #expect(presented == nil && presentation == nil, "\(moment): the presentation outlives the window")
    }
}
