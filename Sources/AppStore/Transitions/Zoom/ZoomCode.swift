/// The zoom style as code (`cardsim styles zoom --export`): the post's `CustomZoomTransition` with its
/// present and dismiss animators and part 1's pan, with the numbers in force.
enum ZoomCode {
    static func file(_ p: StyleParameters, _ flavor: StyleCode.Flavor) -> String {
        let g = ZoomNumbers(p)
        let head = StyleCode.header(style: "zoom", post: "the zoom-from-reference-view post (CustomZoomTransition) and Little-tale/SwiftAnimations",
                                    flavor: flavor, p,
                                    notInCode: ZoomCode.notInCode(flavor))
        return head + (flavor == .uikit ? uikit(g) : swiftUI(g))
    }

    private static func l(_ v: Double) -> String { StyleCode.literal(v) }

    /// The numbers the flavour's code cannot carry, and why.
    static func notInCode(_ flavor: StyleCode.Flavor) -> [String: String] {
        guard flavor == .uikit else { return ["catch.slop": "catching the flying screen needs CardSim's catch in flight; " + StyleCode.swiftUICannotCatch] }
        return ["catch.slop": "catching the flying screen needs CardSim's catch in flight; UIKit's transitions take no touches while they run",
                "dismiss.buttonFade": "the ✕ is the presented screen's own, which the delegate is never handed; fade it in the screen's viewWillDisappear"]
    }

    static func uikit(_ g: ZoomNumbers) -> String {
        """
        import UIKit

        // How a list controller uses it (a collection view of cards). Keep the delegate: UIKit holds
        // both the transitioning and the navigation delegate weakly.
        //
        //     let zoom = CustomZoomTransition()
        //
        //     override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        //         let story = StoryViewController()
        //         zoom.referenceView = collectionView.cellForItem(at: indexPath)
        //         story.modalPresentationStyle = .custom
        //         story.transitioningDelegate = zoom
        //         present(story, animated: true)
        //         // or, in a navigation stack: navigationController?.delegate = zoom
        //         //                            navigationController?.pushViewController(story, animated: true)
        //     }
        //
        // The present animator attaches the pan (ZoomPanHandler) to the story's view once it is up.

        struct CustomZoomTransitionConfiguration {
            var presentDuration: TimeInterval = \(l(g.presentDuration))
            var springWithDamping: CGFloat = \(l(g.presentDamping))
            var initialSpringVelocity: CGFloat = \(l(g.presentVelocity))
            var dismissDuration: TimeInterval = \(l(g.dismissDuration))
        }

        /// Tied to a reference view: the screen grows out of it and shrinks back into it. Works for a
        /// modal present and, as the navigation controller's delegate, for push and pop.
        final class CustomZoomTransition: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
            /// The tapped cell, set before each present or push.
            weak var referenceView: UIView?
            var configuration = CustomZoomTransitionConfiguration()
            /// The pan that shrinks the screen under the finger, attached when the screen is up.
            let pan = ZoomPanHandler()

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                CustomPresentingTransitionAnimator(zoom: self)
            }

            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                CustomDismissalTransitionAnimator(zoom: self)
            }

            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                switch operation {
                case .push: return CustomPresentingTransitionAnimator(zoom: self)
                case .pop: return CustomDismissalTransitionAnimator(zoom: self)
                default: return nil
                }
            }
        }

        final class CustomPresentingTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            unowned let zoom: CustomZoomTransition
            init(zoom: CustomZoomTransition) { self.zoom = zoom }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                zoom.configuration.presentDuration
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let container = transitionContext.containerView
                guard let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to),
                      let reference = zoom.referenceView else {
                    transitionContext.completeTransition(true)
                    return
                }
                let final = transitionContext.finalFrame(for: toVC)
                let ref = container.convert(reference.bounds, from: reference)
                toView.frame = final
                toView.transform = CGAffineTransform(translationX: ref.midX - final.midX, y: ref.midY - final.midY)
                    .scaledBy(x: ref.width / final.width, y: ref.height / final.height)
                // Scaled unevenly, the corners would not stay round: they start at the reference's radius over
                // the mean of the two scales, the same on average across both axes.
                toView.layer.cornerRadius = reference.layer.cornerRadius * 2 / (ref.width / final.width + ref.height / final.height)
                toView.clipsToBounds = true
                container.addSubview(toView)
                reference.isHidden = true
                UIView.animate(withDuration: zoom.configuration.presentDuration, delay: 0,
                               usingSpringWithDamping: zoom.configuration.springWithDamping,
                               initialSpringVelocity: zoom.configuration.initialSpringVelocity, options: [], animations: {
                    toView.transform = .identity
                    toView.layer.cornerRadius = 0
                }) { _ in
                    let done = !transitionContext.transitionWasCancelled
                    if done { self.zoom.pan.attach(to: toVC) } else { reference.isHidden = false }
                    transitionContext.completeTransition(done)
                }
            }
        }

        final class CustomDismissalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            unowned let zoom: CustomZoomTransition
            init(zoom: CustomZoomTransition) { self.zoom = zoom }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                zoom.configuration.dismissDuration
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let container = transitionContext.containerView
                guard let fromView = transitionContext.view(forKey: .from) else {
                    transitionContext.completeTransition(true)
                    return
                }
                // A pop hands over the screen below; a custom presentation's presenter never left it.
                if let toView = transitionContext.view(forKey: .to) { container.insertSubview(toView, belowSubview: fromView) }
                let reference = zoom.referenceView
                let target = reference.map { container.convert($0.bounds, from: $0) } ?? fromView.frame
                reference?.isHidden = true
                UIView.animate(withDuration: zoom.configuration.dismissDuration, delay: 0, options: .curveEaseInOut, animations: {
                    // The pan may have left a transform: a frame set under one is undefined in UIKit.
                    fromView.transform = .identity
                    fromView.frame = target
                    fromView.layer.cornerRadius = reference?.layer.cornerRadius ?? 0
                    fromView.layoutIfNeeded()
                }) { _ in
                    reference?.isHidden = false
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }

        /// Part 1's handlePanGesture: the screen shrinks under the finger, scale 1 - \(l(1 - g.panMinScale))p,
        /// p = distance / \(l(g.panFullDistance)); a downward travel, projected \(l(g.panProjectionTime)) s ahead, past
        /// \(l(g.panDismissThreshold)) pt dismisses (or pops), else it returns in \(l(g.panReturnDuration)) s.
        @MainActor
        final class ZoomPanHandler: NSObject {
            weak var presented: UIViewController?
            let maxDrag: CGFloat = \(l(g.panFullDistance))
            let minScale: CGFloat = \(l(g.panMinScale))

            /// Adds the pan to the screen that is now up.
            func attach(to screen: UIViewController) {
                presented = screen
                screen.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePanGesture(_:))))
            }

            @objc func handlePanGesture(_ gesture: UIPanGestureRecognizer) {
                guard let screen = presented else { return }
                let view: UIView = screen.view
                let t = gesture.translation(in: view.superview)
                let progress = min(sqrt(t.x * t.x + t.y * t.y) / maxDrag, 1)
                switch gesture.state {
                case .changed:
                    let scale = 1 - (1 - minScale) * progress
                    view.transform = CGAffineTransform(translationX: t.x, y: t.y).scaledBy(x: scale, y: scale)
                    view.layer.cornerRadius = \(l(g.panCornerRadius)) * progress
                case .ended, .cancelled:
                    let v = gesture.velocity(in: view.superview).y
                    if t.y > 0 && t.y + v * \(l(g.panProjectionTime)) > \(l(g.panDismissThreshold)) {
                        if let navigationController = screen.navigationController {
                            navigationController.popViewController(animated: true)
                        } else {
                            screen.dismiss(animated: true)
                        }
                    } else {
                        // Back on a critically damped spring from the finger's speed, at most \(l(g.maxRelativeVelocity)).
                        let distance = max(1, hypot(t.x, t.y))
                        let speed = min(\(l(g.maxRelativeVelocity)), hypot(gesture.velocity(in: view.superview).x, v) / distance)
                        UIView.animate(withDuration: \(l(g.panReturnDuration)), delay: 0, usingSpringWithDamping: 1,
                                       initialSpringVelocity: speed, options: [], animations: {
                            view.transform = .identity
                            view.layer.cornerRadius = 0
                        })
                    }
                default:
                    break
                }
            }
        }

        #if CARDSIM
        // CardSim's Today list hands over the tapped card, as didSelectItemAt does above.
        extension CustomZoomTransition: TappedViewReceiving {
            func tapped(_ card: UIView) { referenceView = card }
        }
        #endif

        """
    }

    static func swiftUI(_ g: ZoomNumbers) -> String {
        """
        import SwiftUI

        // iOS 18's .navigationTransition(.zoom(sourceID:in:)) zooms from a source view, but its
        // springs are the system's and take no numbers. To keep the post's, the screen is a
        // matched-geometry overlay on the card. UIKit's elliptical corners under a non-uniform
        // scale have no SwiftUI form: the corner radius here is animated on its own.
        enum ZoomMotion {
            /// UIKit: \(l(g.presentDuration)) s, damping \(l(g.presentDamping)), velocity \(l(g.presentVelocity)).
            static let present = Animation\(StyleCode.swiftUISpring(duration: g.presentDuration, damping: g.presentDamping, velocity: g.presentVelocity))
            /// UIKit: \(l(g.dismissDuration)) s easeInOut into the card.
            static let dismiss = Animation.easeInOut(duration: \(l(g.dismissDuration)))
            /// The ✕ fades as the screen shrinks, rather than vanishing with it.
            static let closeButton = Animation.easeInOut(duration: \(l(g.closeButtonFade)))
            /// A pan that does not dismiss returns on a critically damped spring, \(l(g.panReturnDuration)) s, from
            /// the finger's speed (the distance's fraction per second, at most \(l(g.maxRelativeVelocity))).
            static func panReturn(velocity: Double) -> Animation {
                let v = min(\(l(g.maxRelativeVelocity)), velocity)
                return Animation\(StyleCode.swiftUISpring(duration: g.panReturnDuration, damping: 1, velocity: "v"))
            }
        }

        struct ZoomFromCard<Card: View, Screen: View>: View {
            @Namespace private var space
            @State private var open = false
            @State private var pan: CGSize = .zero
            let card: Card
            let screen: Screen

            var body: some View {
                ZStack {
                    card
                        .matchedGeometryEffect(id: "zoom", in: space, isSource: !open)
                        .clipShape(RoundedRectangle(cornerRadius: 20))
                        .opacity(open ? 0 : 1)
                        .onTapGesture { withAnimation(ZoomMotion.present) { open = true } }
                    if open {
                        let progress = min(hypot(pan.width, pan.height) / \(l(g.panFullDistance)), 1)
                        screen
                            .matchedGeometryEffect(id: "zoom", in: space, isSource: open)
                            .clipShape(RoundedRectangle(cornerRadius: \(l(g.panCornerRadius)) * progress))
                            .scaleEffect(1 - \(l(1 - g.panMinScale)) * progress)
                            .offset(pan)
                            .gesture(DragGesture()
                                .onChanged { pan = $0.translation }
                                .onEnded { value in
                                    if pan.height > 0 && pan.height + value.velocity.height * \(l(g.panProjectionTime)) > \(l(g.panDismissThreshold)) {
                                        withAnimation(ZoomMotion.dismiss) { open = false; pan = .zero }
                                    } else {
                                        let distance = max(1, hypot(pan.width, pan.height))
                                        let speed = hypot(value.velocity.width, value.velocity.height) / distance
                                        withAnimation(ZoomMotion.panReturn(velocity: speed)) { pan = .zero }
                                    }
                                })
                            .ignoresSafeArea()
                        // Beside the screen, not on it, so that it fades on its own as the screen shrinks.
                        Button { withAnimation(ZoomMotion.dismiss) { open = false; pan = .zero } } label: {
                            Image(systemName: "xmark.circle.fill").font(.title)
                        }
                        .padding()
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                        .transition(.opacity.animation(ZoomMotion.closeButton))
                    }
                }
            }
        }

        """
    }
}
