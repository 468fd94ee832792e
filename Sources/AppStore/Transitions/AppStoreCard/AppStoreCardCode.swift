/// The App Store style as code (`cardsim styles appstore --export`): the post's
/// `AppContentTransitionController` and its animators, with the numbers in force.
enum AppStoreCardCode {
    static func file(_ p: StyleParameters, _ flavor: StyleCode.Flavor) -> String {
        let n = AppStoreCardNumbers(p)
        let head = StyleCode.header(style: "appstore", post: "the App Store card transition post (AppContentTransitionController)",
                                    flavor: flavor, p, notInCode: flavor == .uikit ? uikitLeftOut : swiftUILeftOut)
        return head + (flavor == .uikit ? uikit(n) : swiftUI(n))
    }

    static func l(_ v: Double) -> String { StyleCode.literal(v) }

    /// What the UIKit export leaves out, and why.
    static let uikitLeftOut = ["grab.slop": "catching the flying card needs CardSim's grab in flight; UIKit's transitions take no touches while they run"]

    static func uikit(_ n: AppStoreCardNumbers) -> String {
        """
        import UIKit

        /// The cell's frame on screen is where the card opens from and closes into.
        protocol CardSource: AnyObject {
            func cardFrameOnScreen() -> CGRect
            var cardView: UIView { get }
        }

        final class AppContentTransitionController: NSObject, UIViewControllerTransitioningDelegate {
            weak var source: CardSource?
            let interaction = StoryDismissInteraction()

            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                CardPresentationController(presentedViewController: presented, presenting: presenting)
            }

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                AppContentPresentingAnimator(source: self.source)
            }

            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                AppContentDismissingAnimator(source: source)
            }

            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
                interaction.isDragging ? interaction : nil
            }
        }

        /// A light blur behind the story, alongside the transition.
        final class CardPresentationController: UIPresentationController {
            let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .light))

            override func presentationTransitionWillBegin() {
                guard let container = containerView else { return }
                blurView.frame = container.bounds
                blurView.alpha = 0
                container.insertSubview(blurView, at: 0)
                presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.blurView.alpha = 1 })
            }

            override func dismissalTransitionWillBegin() {
                presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.blurView.alpha = 0 })
            }
        }

        final class AppContentPresentingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            weak var source: CardSource?
            init(source: CardSource?) { self.source = source }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                \(l(n.transitionDuration))
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let container = transitionContext.containerView
                guard let toView = transitionContext.view(forKey: .to), let source else { return }
                let start = source.cardFrameOnScreen()
                toView.frame = start
                toView.layer.cornerRadius = 20
                toView.clipsToBounds = true
                container.addSubview(toView)
                source.cardView.alpha = 0
                container.layoutIfNeeded()
                // The card's top springs to the screen's top...
                UIView.animate(withDuration: \(l(n.presentDuration)), delay: 0, usingSpringWithDamping: \(l(n.presentDamping)),
                               initialSpringVelocity: \(l(n.presentVelocity)), options: .curveLinear, animations: {
                    toView.frame.origin.y = container.bounds.minY
                }) { _ in
                    source.cardView.alpha = 1
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
                // ...while its size grows to the screen's and the labels re-lay out (the post: 0.6 * 0.6).
                UIView.animate(withDuration: \(l(n.presentSizeDuration))) {
                    toView.frame.size = container.bounds.size
                    toView.frame.origin.x = container.bounds.minX
                    toView.layer.cornerRadius = 0
                    toView.layoutIfNeeded()
                }
            }
        }

        /// The close: the story flies back into its card on a spring that starts at the finger's speed.
        final class AppContentDismissingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            weak var source: CardSource?
            /// The real tab bar, hidden while the story is up: it rises back as the card lands.
            weak var tabBar: UIView?
            weak var closeButton: UIView?
            var fingerVelocity: CGPoint = .zero
            /// A settle time a release rule chose (the sheet post's lower-half rule), or nil.
            var settleDuration: TimeInterval?
            init(source: CardSource?) { self.source = source }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                \(l(n.closeDuration))
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let fromView = transitionContext.view(forKey: .from), let source else { return }
                let target = source.cardFrameOnScreen()
                let start = fromView.frame
                let path = CGPoint(x: target.midX - start.midX, y: target.midY - start.midY)
                let length2 = max(path.x * path.x + path.y * path.y, 1)
                let along = (fingerVelocity.x * path.x + fingerVelocity.y * path.y) / length2
                let velocity = min(max(along, \(l(n.closeVelocity.lowerBound))), \(l(n.closeVelocity.upperBound)))
                source.cardView.alpha = 0
                let duration = settleDuration.map { min(max($0, \(l(n.closeSettleFloor))), \(l(n.closeDuration))) } ?? \(l(n.closeDuration))
                UIView.animate(withDuration: \(l(n.closeButtonFade))) { self.closeButton?.alpha = 0 }
                if let tabBar {
                    let rest = tabBar.frame.origin.y
                    tabBar.frame.origin.y = transitionContext.containerView.bounds.maxY
                    tabBar.alpha = 1
                    UIView.animate(withDuration: \(l(n.closeTabBarDuration))) { tabBar.frame.origin.y = rest }
                }
                UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: \(l(n.closeDamping)),
                               initialSpringVelocity: velocity, options: [], animations: {
                    fromView.transform = .identity
                    fromView.frame = target
                    fromView.layer.cornerRadius = 20
                    fromView.layoutIfNeeded()
                }) { _ in
                    source.cardView.alpha = 1
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }

        /// Drag down to dismiss: the story shrinks under the finger; a release projected
        /// \(l(n.releaseProjectionTime)) s ahead past \(l(n.releaseThreshold)) pt dismisses.
        final class StoryDismissInteraction: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
            private(set) var isDragging = false
            weak var story: UIViewController?
            /// The presentation's blur: Today shows through as the story is pulled away.
            weak var blurView: UIView?

            /// A pan from the left \(l(n.dragEdgeWidth)) pt dismisses across; elsewhere, down.
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
                guard let pan = g as? UIPanGestureRecognizer, let view = g.view else { return false }
                let v = pan.velocity(in: view)
                return abs(v.y) > abs(v.x) || pan.location(in: view).x - pan.translation(in: view).x < \(l(n.dragEdgeWidth))
            }

            static func dragTransform(distance d: CGFloat) -> CGAffineTransform {
                let d = max(0, d)
                let scale = d <= \(l(n.dragDistance))
                    ? 1 - (1 - \(l(n.dragScale))) * d / \(l(n.dragDistance))
                    : \(l(n.dragScale)) - \(l(n.dragTailScale)) * (1 - exp(-(d - \(l(n.dragDistance))) / \(l(n.dragTail))))
                return CGAffineTransform(translationX: 0, y: d * \(l(n.dragFollow))).scaledBy(x: scale, y: scale)
            }

            @objc func handlePan(_ pan: UIPanGestureRecognizer) {
                guard let story else { return }
                let d = pan.translation(in: pan.view).y
                switch pan.state {
                case .began:
                    isDragging = true
                    story.dismiss(animated: true)
                case .changed:
                    story.view.transform = Self.dragTransform(distance: d)
                    story.view.layer.cornerRadius = 20 * min(1, max(0, d) / \(l(n.dragDistance)))
                    let percent = min(1, max(0, d / \(l(n.dragFull))))
                    blurView?.alpha = 1 - \(l(n.dragBackdrop)) * percent
                    update(percent)
                case .ended:
                    isDragging = false
                    let v = pan.velocity(in: pan.view).y
                    if d > 0 && d + v * \(l(n.releaseProjectionTime)) > \(l(n.releaseThreshold)) { finish() } else {
                        cancel()
                        UIView.animate(withDuration: \(l(n.cancelDuration)), delay: 0, usingSpringWithDamping: \(l(n.cancelDamping)),
                                       initialSpringVelocity: d > 1 ? min(\(l(n.cancelMaxVelocity)), max(-\(l(n.cancelMaxVelocity)), -v / d)) : 0,
                                       options: [], animations: {
                            story.view.transform = .identity
                            story.view.layer.cornerRadius = 0
                        })
                    }
                default:
                    isDragging = false
                    cancel()
                }
            }
        }

        """
    }
}
