/// The zoom style as code (`cardsim styles zoom --export`): the post's `CustomZoomTransition` with its
/// present and dismiss animators and part 1's pan, with the numbers in force.
enum ZoomCode {
    static func file(_ p: StyleParameters, _ flavor: StyleCode.Flavor) -> String {
        let g = ZoomNumbers(p)
        let head = StyleCode.header(style: "zoom", post: "the zoom-from-reference-view post (CustomZoomTransition) and Little-tale/SwiftAnimations",
                                    flavor: flavor, p,
                                    notInCode: ["catch.slop": "catching the flying screen needs CardSim's catch in flight; "
                                        + (flavor == .uikit ? "UIKit's transitions take no touches while they run" : StyleCode.swiftUICannotCatch)])
        return head + (flavor == .uikit ? uikit(g) : swiftUI(g))
    }

    private static func l(_ v: Double) -> String { StyleCode.literal(v) }

    static func uikit(_ g: ZoomNumbers) -> String {
        """
        import UIKit

        struct CustomZoomTransitionConfiguration {
            var presentDuration: TimeInterval = \(l(g.presentDuration))
            var springWithDamping: CGFloat = \(l(g.presentDamping))
            var initialSpringVelocity: CGFloat = \(l(g.presentVelocity))
            var dismissDuration: TimeInterval = \(l(g.dismissDuration))
        }

        /// Tied to a reference view: the screen grows out of it and shrinks back into it. Works for a
        /// modal present and, as the navigation controller's delegate, for push and pop.
        final class CustomZoomTransition: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
            weak var referenceView: UIView?
            weak var closeButton: UIView?
            var configuration = CustomZoomTransitionConfiguration()
            var ended: (() -> Void)?

            init(referenceView: UIView) { self.referenceView = referenceView }

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                CustomPresentingTransitionAnimator(zoom: self)
            }

            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                CustomDismissalTransitionAnimator(zoom: self)
            }

            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                operation == .push ? CustomPresentingTransitionAnimator(zoom: self) : CustomDismissalTransitionAnimator(zoom: self)
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
                guard let toView = transitionContext.view(forKey: .to), let reference = zoom.referenceView else { return }
                let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
                let ref = container.convert(reference.bounds, from: reference)
                toView.frame = final
                toView.transform = CGAffineTransform(translationX: ref.midX - final.midX, y: ref.midY - final.midY)
                    .scaledBy(x: ref.width / final.width, y: ref.height / final.height)
                toView.layer.cornerRadius = reference.layer.cornerRadius / min(ref.width / final.width, ref.height / final.height)
                toView.clipsToBounds = true
                container.addSubview(toView)
                reference.isHidden = true
                UIView.animate(withDuration: zoom.configuration.presentDuration, delay: 0,
                               usingSpringWithDamping: zoom.configuration.springWithDamping,
                               initialSpringVelocity: zoom.configuration.initialSpringVelocity, options: [], animations: {
                    toView.transform = .identity
                    toView.layer.cornerRadius = 0
                }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
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
                guard let fromView = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)?.view,
                      let toView = transitionContext.view(forKey: .to) ?? transitionContext.viewController(forKey: .to)?.view else { return }
                container.insertSubview(toView, belowSubview: fromView)
                let reference = zoom.referenceView
                let target = reference.map { container.convert($0.bounds, from: $0) } ?? .zero
                reference?.isHidden = true
                // The ✕ fades as the screen shrinks, rather than vanishing with it.
                UIView.animate(withDuration: \(l(g.closeButtonFade))) { self.zoom.closeButton?.alpha = 0 }
                UIView.animate(withDuration: zoom.configuration.dismissDuration, delay: 0, options: .curveEaseInOut, animations: {
                    fromView.frame = target
                    fromView.layer.cornerRadius = reference?.layer.cornerRadius ?? 0
                    fromView.layoutIfNeeded()
                }) { _ in
                    reference?.isHidden = false
                    let done = !transitionContext.transitionWasCancelled
                    transitionContext.completeTransition(done)
                    if done { self.zoom.ended?() }
                }
            }
        }

        /// Part 1's handlePanGesture: the screen shrinks under the finger, scale 1 - \(l(1 - g.panMinScale))p,
        /// p = distance / \(l(g.panFullDistance)); a downward travel, projected \(l(g.panProjectionTime)) s ahead, past
        /// \(l(g.panDismissThreshold)) pt dismisses, else it returns in \(l(g.panReturnDuration)) s.
        final class ZoomPanHandler: NSObject {
            weak var presented: UIViewController?
            let maxDrag: CGFloat = \(l(g.panFullDistance))
            let minScale: CGFloat = \(l(g.panMinScale))

            @objc func handlePanGesture(_ gesture: UIPanGestureRecognizer) {
                guard let view = presented?.view else { return }
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
                        presented?.dismiss(animated: true)
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
