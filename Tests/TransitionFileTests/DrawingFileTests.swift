@testable import AppStore
import SimKit
import Testing
import TestSupport
import TransitionFile

/// A tutorial's transition that freezes the presenter in a snapshot, shows a caption (`UILabel`)
/// and the card's artwork (`UIImageView(image: UIImage(named:))`) with a layer shadow over it
/// while the story fades in: each is in the scene's display list while the transition runs, and
/// gone once the completion removes it.
@Suite("A user's transition draws labels, images, snapshots and shadows")
@MainActor
struct DrawingFileTests {
    /// Every command, those inside composited layers included.
    private func flat(_ commands: [DrawCommand]) -> [DrawCommand] {
        commands.flatMap { c -> [DrawCommand] in if case .layer(let l) = c { [c] + flat(l.content) } else { [c] } }
    }

    @Test("the caption, the artwork with its shadow and the frozen presenter draw during the present, and go after")
    func drawsDuringPresent() throws {
        try TransitionFolder().registered("Caption.swift", Self.file) {
            let (scene, clock) = try TestScenes.tappedFirstCard(style: "Caption.swift")
            for _ in 0..<6 { clock.step() }
            #expect(scene.inspector.traceState().transition != nil)
            let during = flat(scene.render())
            #expect(during.contains { if case .text(let run) = $0 { run.text == "Opening" && run.font == Font(size: 24, weight: .bold) } else { false } })
            #expect(during.contains { if case .image(let name, _, let clip, _) = $0 { name.hasSuffix("aurora.png") && clip.radius == 16 } else { false } })
            #expect(during.contains { if case .shadow(let shape, let blur, let offset, _) = $0 {
                shape.rect == Rect(40, 100, 310, 200) && blur == 10 && offset == Point(0, 6) } else { false } })
            #expect(during.contains { if case .layer(let l) = $0 { l.size == scene.device.size && !l.content.isEmpty } else { false } },
                    "the presenter's snapshot, screen-sized")
            clock.settle()
            #expect(scene.inspector.traceState().screen == "story")
            let after = flat(scene.render())
            #expect(!after.contains { if case .text(let run) = $0 { run.text == "Opening" } else { false } })
            #expect(!after.contains { if case .shadow(let shape, _, _, _) = $0 { shape.rect == Rect(40, 100, 310, 200) } else { false } })
        }
    }

    static let file = """
        import UIKit

        class CaptionTransition: NSObject, UIViewControllerTransitioningDelegate {
            private let animator = CaptionAnimator()

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                return animator
            }
        }

        class CaptionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let toView = transitionContext.view(forKey: .to),
                      let toVC = transitionContext.viewController(forKey: .to),
                      let fromVC = transitionContext.viewController(forKey: .from),
                      let frozen = fromVC.view.snapshotView(afterScreenUpdates: false) else { return }
                let containerView = transitionContext.containerView
                let finalFrame = transitionContext.finalFrame(for: toVC)
                containerView.addSubview(frozen)
                toView.frame = finalFrame
                toView.alpha = 0
                containerView.addSubview(toView)

                let caption = UILabel(frame: CGRect(x: 0, y: finalFrame.midY - 20, width: finalFrame.width, height: 40))
                caption.text = "Opening"
                caption.font = UIFont.systemFont(ofSize: 24, weight: .bold)
                caption.textColor = .white
                caption.textAlignment = .center
                containerView.addSubview(caption)

                let art = UIImageView(image: UIImage(named: "aurora"))
                art.frame = CGRect(x: 40, y: 100, width: 310, height: 200)
                art.contentMode = .scaleAspectFill
                art.clipsToBounds = true
                art.layer.cornerRadius = 16
                art.layer.shadowColor = UIColor.black.cgColor
                art.layer.shadowOpacity = 0.4
                art.layer.shadowRadius = 10
                art.layer.shadowOffset = CGSize(width: 0, height: 6)
                containerView.addSubview(art)

                UIView.animate(withDuration: 0.4, animations: {
                    toView.alpha = 1
                    frozen.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                }) { _ in
                    frozen.removeFromSuperview()
                    caption.removeFromSuperview()
                    art.removeFromSuperview()
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                return 0.4
            }
        }

        """
}
