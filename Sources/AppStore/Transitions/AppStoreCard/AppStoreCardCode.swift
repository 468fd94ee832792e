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
    static let uikitLeftOut = [
        "grab.slop": "catching the flying card needs CardSim's grab in flight; UIKit's transitions take no touches while they run",
        "close.settleFloor": "it bounds the settle time of the lower-half release rule (--dismiss-rule lowerHalf); this code releases by projection",
        "close.buttonFade": "the close button is the story's own; the story fades it as it goes (viewWillDisappear)",
    ]

    static func uikit(_ n: AppStoreCardNumbers) -> String {
        """
        import UIKit

        // Usage: the list controller keeps one transition (a presented controller holds its
        // transitioningDelegate weakly), hands it the tapped cell and the tab bar, and presents:
        //
        //     let transition = AppContentTransitionController()
        //
        //     func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        //         guard let cell = collectionView.cellForItem(at: indexPath) else { return }
        //         transition.cardView = cell
        //         transition.tabBar = tabBarController?.tabBar
        //         story.modalPresentationStyle = .custom
        //         story.transitioningDelegate = transition
        //         present(story, animated: true)
        //     }
        //
        // The transition puts the drag-to-dismiss pan on the story's view as it presents.

        final class AppContentTransitionController: NSObject, UIViewControllerTransitioningDelegate {
            /// The tapped cell: the card opens from where it shows and closes back into it.
            weak var cardView: UIView?
            /// The tab bar: it falls away as the card opens and rises back as the card lands.
            weak var tabBar: UIView?
            let dismissPan = StoryDismissPan()

            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                let presentation = CardPresentationController(presentedViewController: presented, presenting: presenting)
                dismissPan.attach(to: presented, blurView: presentation.blurView)
                return presentation
            }

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                AppContentPresentingAnimator(cardView: cardView, tabBar: tabBar)
            }

            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                AppContentDismissingAnimator(cardView: cardView, tabBar: tabBar, fingerVelocity: dismissPan.takeReleaseVelocity())
            }
        }

        /// A light blur of the list behind the story, in alongside the present and out alongside the dismiss.
        final class CardPresentationController: UIPresentationController {
            let blurView = UIVisualEffectView(effect: nil)

            override func presentationTransitionWillBegin() {
                guard let container = containerView else { return }
                blurView.frame = container.bounds
                container.insertSubview(blurView, at: 0)
                presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                    self.blurView.effect = UIBlurEffect(style: .light)
                })
            }

            override func dismissalTransitionWillBegin() {
                presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.blurView.effect = nil })
            }
        }

        extension UIView {
            /// Where the view is on screen without its own transform (a pressed cell's shrink): the
            /// card's frame, which the story opens from and closes into.
            var frameOnScreen: CGRect {
                let frame = CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
                return superview?.convert(frame, to: nil) ?? frame
            }
        }

        final class AppContentPresentingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            private weak var cardView: UIView?
            private weak var tabBar: UIView?

            init(cardView: UIView?, tabBar: UIView?) {
                self.cardView = cardView
                self.tabBar = tabBar
            }

            /// Longer than the card's spring: what runs alongside (the blur) comes in more gently.
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                \(l(n.transitionDuration))
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let container = transitionContext.containerView
                guard let toView = transitionContext.view(forKey: .to) else { return }
                let card = cardView, tabBar = tabBar
                toView.frame = card?.frameOnScreen ?? container.bounds
                card?.transform = .identity
                toView.layer.cornerRadius = 20
                toView.clipsToBounds = true
                container.addSubview(toView)
                card?.alpha = 0
                toView.layoutIfNeeded()
                // The card's top springs to the screen's top...
                UIView.animate(withDuration: \(l(n.presentDuration)), delay: 0, usingSpringWithDamping: \(l(n.presentDamping)),
                               initialSpringVelocity: \(l(n.presentVelocity)), options: .curveLinear, animations: {
                    toView.frame.origin.y = container.bounds.minY
                }) { _ in
                    card?.alpha = 1
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
                // ...while its size grows to the screen's, its corners square and the labels re-lay out
                // (the post: 0.6 * 0.6), and the tab bar falls away.
                UIView.animate(withDuration: \(l(n.presentSizeDuration))) {
                    let screen = container.bounds
                    toView.frame = CGRect(x: screen.minX, y: toView.frame.minY, width: screen.width, height: screen.height)
                    toView.layer.cornerRadius = 0
                    tabBar?.frame.origin.y = screen.maxY
                    toView.layoutIfNeeded()
                }
            }
        }

        /// The close: the story flies from where it shows into its card, on a spring that starts at
        /// the finger's speed along the way when a drag let it go.
        final class AppContentDismissingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            private weak var cardView: UIView?
            private weak var tabBar: UIView?
            /// Points per second; zero for a close by the button.
            private let fingerVelocity: CGPoint

            init(cardView: UIView?, tabBar: UIView?, fingerVelocity: CGPoint) {
                self.cardView = cardView
                self.tabBar = tabBar
                self.fingerVelocity = fingerVelocity
            }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                \(l(n.closeDuration))
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let container = transitionContext.containerView
                guard let fromView = transitionContext.view(forKey: .from) else { return }
                let card = cardView
                let target = card?.frameOnScreen ?? container.bounds
                // Where the story shows, a drag's shrink included, becomes its frame with the
                // transform cleared: a frame set under a transform is undefined in UIKit.
                let start = fromView.convert(fromView.bounds, to: nil)
                let radius = fromView.layer.cornerRadius * start.width / max(fromView.bounds.width, 1)
                fromView.transform = .identity
                fromView.frame = start
                fromView.layer.cornerRadius = radius
                fromView.clipsToBounds = true
                // The finger's velocity along the way into the card, in fractions of it per second;
                // clamped, since a short way would make a flick overshoot every property on the spring.
                let path = CGPoint(x: target.midX - start.midX, y: target.midY - start.midY)
                let length2 = path.x * path.x + path.y * path.y
                let along = length2 > 1 ? (fingerVelocity.x * path.x + fingerVelocity.y * path.y) / length2 : 0
                let velocity = min(max(along, \(l(n.closeVelocity.lowerBound))), \(l(n.closeVelocity.upperBound)))
                card?.alpha = 0
                if let tabBar {
                    UIView.animate(withDuration: \(l(n.closeTabBarDuration))) { tabBar.frame.origin.y = container.bounds.maxY - tabBar.frame.height }
                }
                UIView.animate(withDuration: \(l(n.closeDuration)), delay: 0, usingSpringWithDamping: \(l(n.closeDamping)),
                               initialSpringVelocity: velocity, options: [], animations: {
                    fromView.frame = target
                    fromView.layer.cornerRadius = 20
                    fromView.layoutIfNeeded()
                }) { _ in
                    card?.alpha = 1
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }

        /// Drag to dismiss: the story shrinks under the finger, down or (from the left
        /// \(l(n.dragEdgeWidth)) pt) across, and the blur thins; a release projected \(l(n.releaseProjectionTime)) s ahead
        /// past \(l(n.releaseThreshold)) pt dismisses from where the story is, a shorter one springs back.
        @MainActor
        final class StoryDismissPan: NSObject {
            private weak var story: UIViewController?
            private weak var blurView: UIView?
            private var horizontal = false
            /// The finger's velocity at the release that dismissed, for the dismiss animator.
            private var releaseVelocity: CGPoint = .zero

            func attach(to story: UIViewController, blurView: UIView) {
                self.story = story
                self.blurView = blurView
                story.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
            }

            /// The last release's velocity, once: a later close by the button starts at rest.
            func takeReleaseVelocity() -> CGPoint {
                defer { releaseVelocity = .zero }
                return releaseVelocity
            }

            static func dragTransform(distance d: CGFloat, horizontal: Bool) -> CGAffineTransform {
                let d = max(0, d)
                let scale = d <= \(l(n.dragDistance))
                    ? 1 - (1 - \(l(n.dragScale))) * d / \(l(n.dragDistance))
                    : \(l(n.dragScale)) - \(l(n.dragTailScale)) * (1 - exp(-(d - \(l(n.dragDistance))) / \(l(n.dragTail))))
                let follow = d * \(l(n.dragFollow))
                return CGAffineTransform(translationX: horizontal ? follow : 0, y: horizontal ? 0 : follow).scaledBy(x: scale, y: scale)
            }

            @objc func handlePan(_ pan: UIPanGestureRecognizer) {
                guard let story, let view = pan.view else { return }
                let t = pan.translation(in: view), v = pan.velocity(in: view)
                if pan.state == .began {
                    horizontal = pan.location(in: view).x - t.x < \(l(n.dragEdgeWidth)) && abs(v.x) > abs(v.y)
                }
                let d = max(0, horizontal ? t.x : t.y), along = horizontal ? v.x : v.y
                switch pan.state {
                case .began, .changed:
                    story.view.transform = Self.dragTransform(distance: d, horizontal: horizontal)
                    story.view.layer.cornerRadius = 20 * min(1, d / \(l(n.dragDistance)))
                    story.view.clipsToBounds = true
                    blurView?.alpha = 1 - \(l(n.dragBackdrop)) * min(1, d / \(l(n.dragFull)))
                case .ended where d > 0 && d + along * \(l(n.releaseProjectionTime)) > \(l(n.releaseThreshold)):
                    releaseVelocity = horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
                    story.dismiss(animated: true)
                case .ended, .cancelled, .failed:
                    // Back at the finger's speed, in fractions of the way back per second.
                    let velocity = d > 1 ? min(\(l(n.cancelMaxVelocity)), max(-\(l(n.cancelMaxVelocity)), -along / d)) : 0
                    UIView.animate(withDuration: \(l(n.cancelDuration)), delay: 0, usingSpringWithDamping: \(l(n.cancelDamping)),
                                   initialSpringVelocity: pan.state == .ended ? velocity : 0, options: [], animations: {
                        story.view.transform = .identity
                        story.view.layer.cornerRadius = 0
                    })
                    UIView.animate(withDuration: \(l(n.cancelDuration))) { self.blurView?.alpha = 1 }
                default:
                    break
                }
            }
        }

        #if CARDSIM
        // CardSim's Today plays the list controller: it hands over the tapped cell before presenting.
        extension AppContentTransitionController: TappedViewReceiving {
            func tapped(_ cell: UIView) { cardView = cell }
        }
        #endif

        """
    }
}
