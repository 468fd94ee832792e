import Motion
import SimKit
import Testing
import TestSupport

/// The navigation delegate supplies push/pop animators and interaction controllers, which run
/// through the same machinery as presentations (here a plain `View.animate` fade, scrubbed by time).
@Suite("Navigation controller delegate")
@MainActor
struct NavigationDelegateTests {
    final class Fade: AnimatedTransitioning {
        func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }
        func animateTransition(using context: TransitionContext) {
            let to = context.view(forKey: .to)
            context.containerView.addSubview(to)
            to.alpha = 0
            View.animate(withDuration: 0.4, animations: { to.alpha = 1 }, completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }

    final class Delegate: NavigationControllerDelegate {
        let interaction = PercentDrivenInteractiveTransition()
        var asked: [(NavigationController.Operation, ViewController, ViewController)] = []
        func navigationController(_ nav: NavigationController, animationControllerFor operation: NavigationController.Operation,
                                  from: ViewController, to: ViewController) -> AnimatedTransitioning? {
            asked.append((operation, from, to))
            return Fade()
        }
        func navigationController(_ nav: NavigationController,
                                  interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? {
            asked.last?.0 == .pop ? interaction : nil
        }
    }

    @Test("push uses the delegate's animator; an interactive pop is scrubbed by time and finishes")
    func delegateAnimators() {
        let window = Window(size: Size(390, 844))
        let root = ViewController(), detail = ViewController()
        let nav = NavigationController(rootViewController: root, measurer: FixedWidthTextMeasurer())
        let delegate = Delegate()
        nav.delegate = delegate
        nav.window = window
        window.addSubview(nav.view)
        nav.pushViewController(detail, animated: true)
        #expect(delegate.asked.count == 1 && delegate.asked[0].0 == .push && delegate.asked[0].1 === root)
        window.advance(to: 0.2)
        #expect(abs(detail.view.presentationAlpha - 0.5) < 1e-9 && nav.transitionCoordinator?.context.isInteractive == false)
        window.advance(to: 0.5)
        #expect(nav.transitionCoordinator == nil && nav.topViewController === detail)

        nav.popViewController(animated: true)
        #expect(delegate.asked.last?.0 == .pop && delegate.asked.last?.2 === root)
        #expect(nav.transitionCoordinator?.context.isInteractive == true)
        delegate.interaction.update(0.5)
        window.advance(to: 1)
        #expect(abs(root.view.presentationAlpha - 0.5) < 1e-9, "held at 0.5 × 0.4 s")
        delegate.interaction.finish()
        window.advance(to: 1.1)
        #expect(nav.transitionCoordinator != nil)
        window.advance(to: 1.21)
        #expect(nav.transitionCoordinator == nil && nav.viewControllers.count == 1 && root.view.presentationAlpha == 1)
    }
}
