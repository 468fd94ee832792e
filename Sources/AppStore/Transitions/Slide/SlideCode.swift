/// The slide style as code (`cardsim styles slide --export`): the post's `PresentTransition` and
/// `DismissTransition` through `interruptibleAnimator`, plus the edge swipe, with the numbers in force.
enum SlideCode {
    static func file(_ p: StyleParameters, _ flavor: StyleCode.Flavor) -> String {
        let n = SlideNumbers(p)
        let head = StyleCode.header(style: "slide", post: "the slide push/pop present post (PresentTransition, DismissTransition)", flavor: flavor, p,
                                    notInCode: flavor == .uikit ? uikitLeftOut : [:])
        return head + (flavor == .uikit ? uikit(n) : swiftUI(n))
    }

    private static func l(_ v: Double) -> String { StyleCode.literal(v) }

    /// What the UIKit export leaves out, and why.
    static let uikitLeftOut = ["edgeWidth": "UIScreenEdgePanGestureRecognizer's strip is the system's and takes no width"]

    static func uikit(_ n: SlideNumbers) -> String {
        """
        import UIKit

        // Use: keep the delegate for as long as the story is up (transitioningDelegate is weak) and
        // present with it; it attaches the left-edge swipe to the story's view itself.
        //
        //     let slide = SlideTransitioningDelegate()      // a property of the list controller
        //     story.modalPresentationStyle = .custom
        //     story.transitioningDelegate = slide
        //     present(story, animated: true)

        final class SlideTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
            let swipe = EdgeSwipeInteraction()

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                swipe.attach(to: presented)
                return SlideTransition(presenting: true)
            }

            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                SlideTransition(presenting: false)
            }

            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
                swipe.isSwiping ? swipe : nil
            }
        }

        /// Present: the new screen in from the right while the old one goes out to the left, side by
        /// side. Dismiss is the mirror image. One animator runs the whole transition, so a swipe can
        /// scrub, reverse and continue it.
        final class SlideTransition: NSObject, UIViewControllerAnimatedTransitioning {
            let presenting: Bool
            private var animator: UIViewImplicitlyAnimating?
            init(presenting: Bool) { self.presenting = presenting }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                \(l(n.duration))
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                interruptibleAnimator(using: transitionContext).startAnimation()
            }

            func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
                if let animator { return animator }
                let container = transitionContext.containerView
                let width = container.bounds.width
                // A custom presentation leaves the presenter's view where it is (view(forKey:) is nil
                // for it); the slide moves it all the same.
                let from: UIView = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)!.view
                let to: UIView = transitionContext.view(forKey: .to) ?? transitionContext.viewController(forKey: .to)!.view
                if presenting {
                    to.frame = container.bounds.offsetBy(dx: width, dy: 0)
                    container.addSubview(to)
                } else {
                    from.frame = container.bounds
                    to.frame = container.bounds.offsetBy(dx: -width, dy: 0)
                    // Only a presentation that took the presenter's view away hands it back to put in.
                    if transitionContext.view(forKey: .to) != nil { container.insertSubview(to, belowSubview: from) }
                }
                let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut) {
                    from.frame = container.bounds.offsetBy(dx: self.presenting ? -width : width, dy: 0)
                    to.frame = container.bounds
                }
                animator.addCompletion { position in
                    transitionContext.completeTransition(position == .end)
                }
                self.animator = animator
                return animator
            }

            func animationEnded(_ transitionCompleted: Bool) { animator = nil }
        }

        /// A swipe from the left edge scrubs the dismiss; a release faster than
        /// \(l(n.releaseVelocity)) pt/s, or past half way and not moving back, finishes. The rest runs
        /// on a spring from the finger's speed that takes one whole slide's time.
        final class EdgeSwipeInteraction: UIPercentDrivenInteractiveTransition {
            private(set) var isSwiping = false
            private weak var story: UIViewController?

            /// Lets `story` be swiped away from the screen's left edge.
            func attach(to story: UIViewController) {
                self.story = story
                let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePan(_:)))
                edge.edges = .left
                story.view.addGestureRecognizer(edge)
            }

            @objc func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
                guard let view = pan.view else { return }
                let width = view.bounds.width
                let x = pan.translation(in: view).x
                switch pan.state {
                case .began:
                    isSwiping = true
                    story?.dismiss(animated: true)
                    update(min(1, max(0, x / width)))
                case .changed:
                    update(min(1, max(0, x / width)))
                case .ended:
                    isSwiping = false
                    let v = pan.velocity(in: view).x
                    let commit = v > \(l(n.releaseVelocity)) || (percentComplete > 0.5 && v >= 0)
                    // The part of the slide still to go, and the finger's speed as a part of it per second.
                    let remaining = commit ? 1 - percentComplete : percentComplete
                    let relative = min(\(l(n.maxRelativeVelocity)), max(-\(l(n.maxRelativeVelocity)), (commit ? v : -v) / max(1, remaining * width)))
                    timingCurve = UISpringTimingParameters(dampingRatio: \(l(n.settleDamping)), initialVelocity: CGVector(dx: relative, dy: 0))
                    // The rest takes one whole slide's time however far it has to go.
                    completionSpeed = max(remaining, 0.05)\(n.duration == n.settleDuration ? "" : " * \(l(n.duration)) / \(l(n.settleDuration))")
                    if commit { finish() } else { cancel() }
                default:
                    isSwiping = false
                    cancel()
                }
            }
        }

        """
    }

    static func swiftUI(_ n: SlideNumbers) -> String {
        """
        import SwiftUI

        // A NavigationStack push is SwiftUI's own slide (with a parallax, not side by side); the
        // post's side-by-side slide is a move transition on both screens. SwiftUI cannot scrub a
        // transition by a finger, so the edge swipe below drives an offset and then animates the
        // rest on a spring that starts at the finger's speed.
        enum SlideMotion {
            /// UIKit: UIViewPropertyAnimator, \(l(n.duration)) s, .easeInOut.
            static let slide = Animation.easeInOut(duration: \(l(n.duration)))
            /// After a release: \(l(n.settleDuration)) s, damping \(l(n.settleDamping)), from the finger's speed
            /// (the remaining distance's fraction per second, at most \(l(n.maxRelativeVelocity))).
            static func settle(velocity: Double) -> Animation {
                let v = min(\(l(n.maxRelativeVelocity)), max(-\(l(n.maxRelativeVelocity)), velocity))
                return Animation\(StyleCode.swiftUISpring(duration: n.settleDuration, damping: n.settleDamping, velocity: "v"))
            }
        }

        struct SlideOver<Presenter: View, Story: View>: View {
            @Binding var isPresented: Bool
            let presenter: Presenter
            let story: Story
            @State private var swipe: CGFloat = 0

            var body: some View {
                GeometryReader { proxy in
                    let width = proxy.size.width
                    let x = isPresented ? swipe : width
                    ZStack {
                        presenter.offset(x: x - width)
                        story.offset(x: x)
                            .gesture(DragGesture()
                                .onChanged { value in
                                    if value.startLocation.x < \(l(n.edgeWidth)) { swipe = max(0, value.translation.width) }
                                }
                                .onEnded { value in
                                    let v = value.velocity.width
                                    let commit = v > \(l(n.releaseVelocity)) || (swipe / width > 0.5 && v >= 0)
                                    let remaining = max(1, commit ? width - swipe : swipe)
                                    withAnimation(SlideMotion.settle(velocity: (commit ? v : -v) / remaining)) {
                                        if commit { isPresented = false }
                                        swipe = 0
                                    }
                                })
                    }
                }
                .animation(SlideMotion.slide, value: isPresented)
            }
        }

        """
    }
}
