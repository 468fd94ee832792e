/// The expand style as code (`cardsim styles expand --export`): the post's `AnimationTransition`
/// and `DisMissAnim`, with the numbers in force and the pull that scrubs the dismiss.
enum ExpandCode {
    static func file(_ p: StyleParameters, _ flavor: StyleCode.Flavor) -> String {
        let n = ExpandNumbers(p)
        let head = StyleCode.header(style: "expand", post: "the expand-from-cell post (AnimationTransition, DisMissAnim)", flavor: flavor, p,
                                    notInCode: flavor == .uikit ? uikitLeftOut : ["grab.slop": "catching the opening story needs CardSim's grab in flight; "
                                        + StyleCode.swiftUICannotCatch])
        return head + (flavor == .uikit ? uikit(n) : swiftUI(n))
    }

    private static func l(_ v: Double) -> String { StyleCode.literal(v) }

    /// What the UIKit export leaves out, and why: both belong to catching the opening story.
    static let uikitLeftOut = [
        "grab.slop": "catching the opening story needs CardSim's grab in flight; UIKit's transitions take no touches while they run",
        "release.past": "it decides a released grab of the opening story, which UIKit cannot catch; the pull on the open story decides where its fade is half done",
    ]

    static func uikit(_ n: ExpandNumbers) -> String {
        """
        import UIKit

        // Usage: the list controller keeps one delegate (a presented controller holds its
        // transitioningDelegate weakly), hands it the tapped cell's frame, and presents:
        //
        //     func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        //         guard let cell = collectionView.cellForItem(at: indexPath) else { return }
        //         transition.originFrame = cell.frameOnScreen
        //         story.modalPresentationStyle = .custom
        //         story.transitioningDelegate = transition
        //         present(story, animated: true)
        //     }
        //
        // The delegate puts the pull-to-dismiss pan on the story's view as it presents.

        final class ExpandTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
            /// The cell's frame in the window, where the story grows out of.
            var originFrame: CGRect = .zero
            let pull = ExpandPullInteraction()

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                pull.attach(to: presented)
                return AnimationTransition(originFrame: originFrame)
            }

            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                DisMissAnim()
            }

            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
                pull.isPulling ? pull : nil
            }
        }

        extension UIView {
            /// Where the view is on screen without its own transform (a pressed cell's shrink): the
            /// cell's frame, which the story grows out of.
            var frameOnScreen: CGRect {
                let frame = CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
                return superview?.convert(frame, to: nil) ?? frame
            }
        }

        final class AnimationTransition: NSObject, UIViewControllerAnimatedTransitioning {
            let originFrame: CGRect
            init(originFrame: CGRect) { self.originFrame = originFrame }

            /// The spring and the fill: the transition lasts until the motion ends (the post
            /// returned 1 and completed at once, while the view still grew).
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                \(l(n.presentTotal))
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let container = transitionContext.containerView
                guard let toView = transitionContext.view(forKey: .to) else { return }
                toView.frame = originFrame
                toView.transform = CGAffineTransform(scaleX: \(l(n.startScale)), y: \(l(n.startScale)))
                toView.layer.cornerRadius = \(l(n.cornerRadius))
                toView.layer.masksToBounds = true
                toView.alpha = 0
                container.addSubview(toView)
                toView.layoutIfNeeded()
                UIView.animate(withDuration: \(l(n.presentDuration)), delay: 0, usingSpringWithDamping: \(l(n.presentDamping)),
                               initialSpringVelocity: \(l(n.presentVelocity)), options: .curveEaseOut, animations: {
                    toView.transform = .identity
                    toView.alpha = 1
                })
                UIView.animate(withDuration: \(l(n.fillDuration)), delay: \(l(n.presentDuration)), options: [], animations: {
                    toView.frame = container.bounds
                    toView.layoutIfNeeded()
                }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }

        final class DisMissAnim: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                \(l(n.dismissDuration))
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let fromView = transitionContext.view(forKey: .from) else { return }
                UIView.animate(withDuration: \(l(n.fadeDuration)), animations: {
                    fromView.alpha = 0
                }) { _ in
                    // A pull let go short cancels: the fade's animation is removed and the story
                    // would show the alpha the block set; it stays, opaque.
                    if transitionContext.transitionWasCancelled { fromView.alpha = 1 }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }

        /// A pull down scrubs the fade by time: percent = pull / \(l(n.pullFull)) pt. A release whose
        /// percent, projected \(l(n.releaseRuleTime)) s ahead, passes \(l(n.pullReleasePast)) (where the scrubbed
        /// fade has taken half the story away) dismisses.
        final class ExpandPullInteraction: UIPercentDrivenInteractiveTransition {
            private(set) var isPulling = false
            private weak var story: UIViewController?

            /// Puts the pan on the story's view: a pull down on it dismisses the story.
            func attach(to story: UIViewController) {
                self.story = story
                story.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
            }

            @objc func handlePan(_ pan: UIPanGestureRecognizer) {
                let percent = max(0, pan.translation(in: pan.view).y) / \(l(n.pullFull))
                switch pan.state {
                case .began:
                    isPulling = true
                    story?.dismiss(animated: true)
                case .changed:
                    update(min(1, percent))
                case .ended:
                    isPulling = false
                    let projected = percent + pan.velocity(in: pan.view).y / \(l(n.pullFull)) * \(l(n.releaseRuleTime))
                    if projected > \(l(n.pullReleasePast)) { finish() } else { cancel() }
                default:
                    isPulling = false
                    cancel()
                }
            }
        }

        #if CARDSIM
        // CardSim's Today plays the list controller: it hands over the tapped cell before presenting.
        extension ExpandTransitioningDelegate: TappedViewReceiving {
            func tapped(_ cell: UIView) { originFrame = cell.frameOnScreen }
        }
        #endif

        """
    }

    static func swiftUI(_ n: ExpandNumbers) -> String {
        """
        import SwiftUI

        // SwiftUI shows the story as an overlay on the card's frame. The post's fill runs after the
        // spring; here it is a second animation delayed by the spring's duration. A fade that a
        // finger scrubs by time (UIPercentDrivenInteractiveTransition) has no SwiftUI form: the
        // pull below sets the opacity directly instead.
        enum ExpandMotion {
            /// UIKit: \(l(n.presentDuration)) s, damping \(l(n.presentDamping)), velocity \(l(n.presentVelocity)).
            static let grow = Animation\(StyleCode.swiftUISpring(duration: n.presentDuration, damping: n.presentDamping, velocity: n.presentVelocity))
            /// UIKit: the constraints to the edges, \(l(n.fillDuration)) s easeInOut, after the spring.
            static let fill = Animation.easeInOut(duration: \(l(n.fillDuration))).delay(\(l(n.presentDuration)))
            /// UIKit: fromView.alpha = 0 over \(l(n.fadeDuration)) s.
            static let fade = Animation.easeInOut(duration: \(l(n.fadeDuration)))
        }

        struct ExpandingStory<Story: View>: View {
            let cardFrame: CGRect
            let story: Story
            @State private var shown = false
            @State private var filled = false
            @State private var pull: CGFloat = 0

            var body: some View {
                GeometryReader { proxy in
                    let frame = filled ? proxy.frame(in: .global) : cardFrame
                    story
                        .frame(width: frame.width, height: frame.height)
                        .clipShape(RoundedRectangle(cornerRadius: \(l(n.cornerRadius))))
                        .scaleEffect(shown ? 1 : \(l(n.startScale)))
                        .opacity(shown ? 1 - min(1, pull / \(l(n.pullFull)) * \(l(n.dismissDuration / n.fadeDuration))) : 0)
                        .position(x: frame.midX, y: frame.midY)
                        .gesture(DragGesture()
                            .onChanged { pull = max(0, $0.translation.height) }
                            .onEnded { value in
                                let projected = (pull + value.velocity.height * \(l(n.releaseRuleTime))) / \(l(n.pullFull))
                                withAnimation(ExpandMotion.fade) {
                                    if projected > \(l(n.releaseRulePast)) { shown = false } else { pull = 0 }
                                }
                            })
                }
                .ignoresSafeArea()
                .onAppear {
                    withAnimation(ExpandMotion.grow) { shown = true }
                    withAnimation(ExpandMotion.fill) { filled = true }
                }
            }
        }

        """
    }
}
