import SimKit

/// The sheet style as code (`cardsim styles sheet --export`): the post's port of GITransition, its
/// pan on the sheet's top bar and its release rule, with the numbers in force.
enum SheetCode {
    static func file(_ p: StyleParameters, _ flavor: StyleCode.Flavor) -> String {
        // The code reads its container's size when it runs; the screen here only completes the numbers.
        let n = SheetNumbers(p, screen: Device.standard.size)
        let head = StyleCode.header(style: "sheet", post: "the sheet drag-to-dismiss post (a port of GITransition)", flavor: flavor, p)
        return head + (flavor == .uikit ? uikit(n) : swiftUI(n))
    }

    private static func l(_ v: Double) -> String { StyleCode.literal(v) }

    static func uikit(_ n: SheetNumbers) -> String {
        // The post's release: a cancel eases back in the computed time; a dismiss does too, or
        // takes the present spring's whole time where the tuning asks for the post's own
        // `dismiss(animated: true)`.
        let finishSpeed = n.dismissSettles
            ? "completionSpeed = (cancelUp ? percentComplete : 1 - percentComplete) * duration / seconds"
            : "completionSpeed = cancelUp ? percentComplete * duration / seconds : 1 - percentComplete"
        return """
        import UIKit

        // Use: keep the transition for as long as the sheet is up (transitioningDelegate is weak) and
        // present with it; it attaches the drag on the sheet's top bar to the sheet's view itself.
        //
        //     let sheetTransition = SheetTransition()      // a property of the list controller
        //     story.modalPresentationStyle = .custom
        //     story.transitioningDelegate = sheetTransition
        //     present(story, animated: true)

        final class SheetTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
            let NonModalViewMinScale: CGFloat = \(l(n.minScale))
            let NonModalViewMinAlpha: CGFloat = \(l(n.minAlpha))
            let ModalViewYOffset: CGFloat = \(l(n.topOffset))
            /// iOS's page sheet corners; the sheet runs this far below the screen so only the top ones show.
            let ModalViewCornerRadius: CGFloat = \(l(SheetTransition.cornerRadius))
            /// The sheet's top bar (the post's navigation bar), the only part that drags it.
            let TopBarHeight: CGFloat = \(l(SheetTransition.topBarHeight))
            private var isPresenting = true
            private lazy var drag = SheetDrag(transition: self)
            /// The presenting screen and the sheet.
            weak var fromView: UIView?
            weak var toView: UIView?

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                isPresenting = true
                drag.attach(to: presented)
                return self
            }

            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                isPresenting = false
                return self
            }

            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
                drag.isDragging ? drag : nil
            }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                \(l(n.springDuration))
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let container = transitionContext.containerView
                guard let from = transitionContext.viewController(forKey: .from)?.view,
                      let to = transitionContext.viewController(forKey: .to)?.view else { return }
                let presenter = isPresenting ? from : to
                let sheet = isPresenting ? to : from
                fromView = presenter
                toView = sheet
                let height = container.bounds.height - ModalViewYOffset
                if isPresenting {
                    sheet.frame = CGRect(x: 0, y: container.bounds.height, width: container.bounds.width,
                                         height: height + ModalViewCornerRadius)
                    sheet.layer.cornerRadius = ModalViewCornerRadius
                    sheet.layer.masksToBounds = true
                    container.addSubview(sheet)
                }
                let done: (Bool) -> Void = { _ in
                    // A cancelled drag removes the animations: put the sheet back at rest.
                    if transitionContext.transitionWasCancelled { self.place(progress: 0, in: container) }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
                if transitionContext.isInteractive {
                    // The drag scrubs this by time: linear, so the sheet stays under the finger.
                    UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
                                   animations: { self.place(progress: 1, in: container) }, completion: done)
                    return
                }
                UIView.animate(withDuration: \(l(n.springDuration)), delay: 0, usingSpringWithDamping: \(l(n.springDamping)),
                               initialSpringVelocity: \(l(n.springVelocity)), options: .curveLinear, animations: {
                    self.place(progress: self.isPresenting ? 0 : 1, in: container)
                }, completion: done)
            }

            /// The presenter's scale and alpha, and the sheet's top, for a drag `progress` (0 at rest):
            /// min + (1 - min) * percentage.
            func place(progress: CGFloat, in container: UIView) {
                let scale = NonModalViewMinScale + (1 - NonModalViewMinScale) * progress
                fromView?.transform = CGAffineTransform(scaleX: scale, y: scale)
                fromView?.alpha = NonModalViewMinAlpha + (1 - NonModalViewMinAlpha) * progress
                toView?.frame.origin.y = progress * (container.bounds.height - ModalViewYOffset) + ModalViewYOffset
            }
        }

        /// The pan on the sheet's top bar: the sheet follows 1:1, never above rest. Let go, it goes back
        /// if moving up, or still in the upper half; else away. Either way in the distance left over
        /// the finger's speed, between \(l(n.settle.lowerBound)) and \(l(n.settle.upperBound)) s, easing in and out.
        final class SheetDrag: UIPercentDrivenInteractiveTransition {
            private(set) var isDragging = false
            private unowned let transition: SheetTransition
            private weak var sheet: UIViewController?

            init(transition: SheetTransition) {
                self.transition = transition
                super.init()
            }

            /// Lets `sheet` be dragged down by its top bar.
            func attach(to sheet: UIViewController) {
                self.sheet = sheet
                sheet.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(recognizer:))))
            }

            @objc func pan(recognizer: UIPanGestureRecognizer) {
                guard let view = recognizer.view, let container = view.superview else { return }
                let height = container.bounds.height - transition.ModalViewYOffset
                let translation = recognizer.translation(in: container).y
                switch recognizer.state {
                case .began:
                    // Where the pan began, on the top bar or not.
                    guard recognizer.location(in: view).y - translation < transition.TopBarHeight else { return }
                    isDragging = true
                    sheet?.dismiss(animated: true)
                    update(max(0, translation) / height)
                case .changed where isDragging:
                    update(max(0, translation) / height)
                case .ended where isDragging, .cancelled where isDragging:
                    isDragging = false
                    let velocityY = recognizer.state == .ended ? recognizer.velocity(in: container).y : 0
                    // "The upper half": the sheet's top above the middle of the screen.
                    let top = transition.ModalViewYOffset + percentComplete * height
                    let cancelUp = recognizer.state == .cancelled || percentComplete == 0 || velocityY < 0
                        || (velocityY == 0 && top < container.bounds.height / 2)
                    let points = cancelUp ? top - transition.ModalViewYOffset : container.bounds.height - top
                    let seconds = velocityY == 0 ? \(l(n.settle.upperBound)) : min(\(l(n.settle.upperBound)), max(\(l(n.settle.lowerBound)), points / abs(velocityY)))
                    completionCurve = .easeInOut
                    \(finishSpeed)
                    if cancelUp { cancel() } else { finish() }
                default:
                    break
                }
            }
        }

        """
    }

    static func swiftUI(_ n: SheetNumbers) -> String {
        """
        import SwiftUI

        // SwiftUI's .sheet draws its own page sheet and shrinks the presenter itself; to keep the
        // post's numbers (a sheet \(l(n.topOffset)) pt down, the presenter at \(l(n.minScale)) and \(l(n.minAlpha))), the
        // sheet is drawn by hand over a black background. The release's settle time is an easeInOut
        // of the computed duration, as the post's moveModalView.
        enum SheetMotion {
            /// UIKit: \(l(n.springDuration)) s, damping \(l(n.springDamping)), velocity \(l(n.springVelocity)).
            static let present = Animation\(StyleCode.swiftUISpring(duration: n.springDuration, damping: n.springDamping, velocity: n.springVelocity))
            static func settle(_ seconds: Double) -> Animation { .easeInOut(duration: seconds) }
        }

        struct SheetOver<Presenter: View, Sheet: View>: View {
            @Binding var isPresented: Bool
            let presenter: Presenter
            let sheet: Sheet
            @State private var drag: CGFloat = 0

            var body: some View {
                GeometryReader { proxy in
                    let travel = proxy.size.height - \(l(n.topOffset))
                    let progress = isPresented ? min(1, max(0, drag / travel)) : 1
                    ZStack(alignment: .top) {
                        Color.black.ignoresSafeArea()
                        presenter
                            .scaleEffect(\(l(n.minScale)) + (1 - \(l(n.minScale))) * progress)
                            .opacity(\(l(n.minAlpha)) + (1 - \(l(n.minAlpha))) * progress)
                        sheet
                            .frame(height: travel)
                            .clipShape(UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 10))
                            .offset(y: \(l(n.topOffset)) + progress * travel)
                            .gesture(DragGesture()
                                .onChanged { drag = max(0, $0.translation.height) }
                                .onEnded { value in
                                    let v = value.velocity.height
                                    let top = \(l(n.topOffset)) + drag
                                    let cancelUp = v < 0 || (v == 0 && top < proxy.size.height / 2)
                                    let points = cancelUp ? drag : travel - drag
                                    let seconds = v == 0 ? \(l(n.settle.upperBound)) : min(\(l(n.settle.upperBound)), max(\(l(n.settle.lowerBound)), points / abs(v)))
                                    withAnimation(\(n.dismissSettles ? "SheetMotion.settle(seconds)" : "cancelUp ? SheetMotion.settle(seconds) : SheetMotion.present")) {
                                        if cancelUp { drag = 0 } else { isPresented = false; drag = 0 }
                                    }
                                })
                    }
                }
                .animation(SheetMotion.present, value: isPresented)
            }
        }

        """
    }
}
