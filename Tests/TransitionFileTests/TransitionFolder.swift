import Foundation
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
