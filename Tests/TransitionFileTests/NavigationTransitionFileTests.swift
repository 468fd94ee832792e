@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport
import TransitionFile

/// A tutorial's push/pop file, written here: a class that adopts only
/// `UINavigationControllerDelegate`. CardSim finds it, Today's tap pushes the story through its
/// push animator, and Esc and the story's ✕ pop it through its pop animator.
@Suite("A navigation delegate's file pushes and pops the story")
@MainActor
struct NavigationTransitionFileTests {
    /// Fades the pushed screen in over 0.3 s (linear), and the popped one out.
    static let fadePush = """
        import UIKit

        class FadePushTransition: NSObject, UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                switch operation {
                case .push: return FadeAnimator(pushing: true)
                case .pop: return FadeAnimator(pushing: false)
                case .none: return nil
                }
            }
        }

        class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            let pushing: Bool
            init(pushing: Bool) { self.pushing = pushing }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let fromView = transitionContext.view(forKey: .from),
                      let toView = transitionContext.view(forKey: .to) else { return }
                let container = transitionContext.containerView
                if pushing {
                    toView.alpha = 0
                    container.addSubview(toView)
                } else {
                    container.insertSubview(toView, belowSubview: fromView)
                }
                UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
                    if self.pushing { toView.alpha = 1 } else { fromView.alpha = 0 }
                }, completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            }
        }

        """

    @Test("the loader finds the navigation delegate; a tap pushes with its animator, Esc and ✕ pop, frame by frame")
    func pushAndPop() throws {
        let folder = try TransitionFolder()
        let path = try folder.write("FadePush.swift", Self.fadePush)
        let file = try folder.loader.load(path)
        #expect(file.source.className == "FadePushTransition")
        let library = file.library
        #expect(library.makeDelegate() is NavigationControllerDelegate, "a navigation delegate, so the story is pushed")
        let style = TransitionStyleDescriptor.userFile(name: file.name) { library.makeDelegate()! }
        try TransitionStyleRegistry.$current.withValue(.current.adding(style)) {
            let scene = try TestScenes.appStore()
            scene.apply(.style("FadePush.swift"))
            let clock = FrameStepper(scene: scene)
            let card = try #require(scene.inspector.pointForCard(1))

            clock.tap(card)
            try follow(clock, direction: .push, alpha: { $0 })
            #expect(scene.inspector.traceState().screen == "story")
            #expect(scene.inspector.traceState().nav == TraceState.Nav(depth: 2, top: "story"))
            #expect(scene.root.presentedViewController == nil, "pushed, not presented")
            clock.send(.key(.escape, time: clock.time))
            try follow(clock, direction: .pop, alpha: { 1 - $0 })
            #expect(scene.inspector.traceState().screen == "today")
            #expect(scene.root.todayNavigation?.viewControllers.count == 1)
            clock.settle()

            // Again, closed with the story's ✕ this time: Today's stack pushes and pops as often as asked.
            clock.tap(card)
            clock.settle()
            let story = try #require(scene.root.story)
            story.closeButton.onTap?()
            try follow(clock, direction: .pop, alpha: { 1 - $0 })
            #expect(scene.inspector.traceState().screen == "today")
            #expect(scene.inspector.traceState().nav == TraceState.Nav(depth: 1, top: "today"))
        }
    }

    /// Steps through one push or pop: the story's drawn alpha follows the file's 0.3 s linear fade.
    private func follow(_ clock: FrameStepper, direction: TransitionContext.Direction,
                        alpha: (Double) -> Double) throws {
        let start = clock.time
        var frames = 0
        while true {
            let state = clock.step()
            guard let transition = state.transition else { break }
            let card = try #require(state.card)
            let t = min((clock.time - start) / 0.3, 1)
            #expect(transition.style == "FadePush.swift" && transition.direction == direction)
            #expect(abs(card.alpha - alpha(t)) < 1e-6, "alpha at \(clock.time)")
            #expect(card.x == 0 && card.y == 0 && card.w == 390, "the story fills the screen")
            frames += 1
        }
        #expect(frames >= 17, "the frames inside 0.3 s at 60 fps")
    }
}
