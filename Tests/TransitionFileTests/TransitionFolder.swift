import Foundation
import TestSupport
import TransitionFile

/// A temporary folder for one test's transition files and cache, gone with the test, and a
/// loader that compiles against the modules of the build these tests run in.
final class TransitionFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "cardsim-transition-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` as `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    var cache: TransitionCache { TransitionCache(directory: path + "/cache") }

    /// The libraries compiled so far.
    func cachedLibraries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.directory)) ?? []).filter { $0.hasSuffix(".so") }
    }

    var loader: TransitionFileLoader { TransitionFileLoader(modules: Self.modules, cache: cache) }

    /// The build's Modules folder: `CARDSIM_MODULES`, else beside the test executable (SwiftPM puts
    /// the test bundle and Modules/ in the same folder, for `swift test` and `make test` alike).
    static var modules: String {
        if let folder = ProcessInfo.processInfo.environment["CARDSIM_MODULES"], !folder.isEmpty { return folder }
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("Modules").path
    }

    /// The cardsim executable of the same build.
    static var executable: String? {
        let candidate = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("cardsim").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    /// Runs the cardsim of the same build in this folder with `arguments`, compiling into the
    /// folder's cache against the build's modules, with `environment` added to the test's own, and
    /// reads its standard error.
    func runCardsim(_ arguments: [String], environment: [String: String] = [:]) throws -> ProgramRun {
        guard let binary = Self.executable else { throw MissingExecutable() }
        var env = ProcessInfo.processInfo.environment
        env["XDG_CACHE_HOME"] = path + "/cache"
        env["CARDSIM_MODULES"] = Self.modules
        env.merge(environment) { _, added in added }
        return try ProgramRun(binary, arguments, in: path, environment: env, capturing: .standardError)
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        var description: String { "build cardsim first (swift build)" }
    }
}

/// Transition files as a tutorial writes them; nothing in them knows CardSim.
enum TutorialFiles {
    /// Fades and scales the story in from 0.8 over 0.4 s (ease out), and back out (ease in-out).
    static let fadeScale = """
        import UIKit

        class FadeScaleTransition: NSObject, UIViewControllerTransitioningDelegate {
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                return FadeScaleAnimator(presenting: true)
            }

            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                return FadeScaleAnimator(presenting: false)
            }
        }

        class FadeScaleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            let presenting: Bool

            init(presenting: Bool) {
                self.presenting = presenting
                super.init()
            }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                return 0.4
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let containerView = transitionContext.containerView
                if presenting {
                    guard let toView = transitionContext.view(forKey: .to),
                          let toVC = transitionContext.viewController(forKey: .to) else { return }
                    toView.frame = transitionContext.finalFrame(for: toVC)
                    toView.alpha = 0
                    toView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                    containerView.addSubview(toView)
                    UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                                   options: .curveEaseOut, animations: {
                        toView.alpha = 1
                        toView.transform = .identity
                    }, completion: { _ in
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    })
                } else {
                    guard let fromView = transitionContext.view(forKey: .from) else { return }
                    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                        fromView.alpha = 0
                        fromView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                    }) { _ in
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    }
                }
            }
        }

        """
}

extension TutorialFiles {
    /// A story that slides up from below, and a pan on it that drags it back down, with a
    /// percent-driven interaction and target-action exactly as UIKit tutorials write them
    /// (`@objc`, `#selector`): a pull past half of 400 pt dismisses, a shorter one springs back.
    static let pullDown = """
        import UIKit

        class PullDownTransition: NSObject, UIViewControllerTransitioningDelegate {
            var interaction: PullDownInteraction?

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                interaction = PullDownInteraction(viewController: presented)
                return SlideAnimator(presenting: true)
            }

            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                return SlideAnimator(presenting: false)
            }

            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning? {
                guard let interaction = interaction, interaction.interactionInProgress else { return nil }
                return interaction
            }
        }

        class PullDownInteraction: UIPercentDrivenInteractiveTransition {
            var interactionInProgress = false
            private var shouldCompleteTransition = false
            private weak var viewController: UIViewController!

            init(viewController: UIViewController) {
                super.init()
                self.viewController = viewController
                let gesture = UIPanGestureRecognizer(target: self, action: #selector(handleGesture(_:)))
                viewController.view.addGestureRecognizer(gesture)
            }

            @objc func handleGesture(_ gestureRecognizer: UIPanGestureRecognizer) {
                let translation = gestureRecognizer.translation(in: gestureRecognizer.view!.superview!)
                let progress = min(max(translation.y / 400, 0), 1)
                switch gestureRecognizer.state {
                case .began:
                    interactionInProgress = true
                    viewController.dismiss(animated: true, completion: nil)
                case .changed:
                    shouldCompleteTransition = progress > 0.5
                    update(progress)
                case .cancelled:
                    interactionInProgress = false
                    cancel()
                case .ended:
                    interactionInProgress = false
                    if shouldCompleteTransition {
                        finish()
                    } else {
                        cancel()
                    }
                default:
                    break
                }
            }
        }

        class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            let presenting: Bool

            init(presenting: Bool) {
                self.presenting = presenting
            }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                return 0.4
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let containerView = transitionContext.containerView
                if presenting {
                    guard let toView = transitionContext.view(forKey: .to),
                          let toVC = transitionContext.viewController(forKey: .to) else { return }
                    let finalFrame = transitionContext.finalFrame(for: toVC)
                    toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
                    containerView.addSubview(toView)
                    UIView.animate(withDuration: 0.4, animations: {
                        toView.frame = finalFrame
                    }) { _ in
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    }
                } else {
                    guard let fromView = transitionContext.view(forKey: .from) else { return }
                    let start = fromView.frame
                    let below = start.offsetBy(dx: 0, dy: start.height)
                    UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                        fromView.frame = below
                    }) { _ in
                        // Cancelled, the animations are removed and the view would show where the
                        // block put it: put it back.
                        if transitionContext.transitionWasCancelled {
                            fromView.frame = start
                        }
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    }
                }
            }
        }

        """
}
