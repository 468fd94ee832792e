import Foundation
import Testing
import TestSupport

/// A user's file that traps takes CardSim down with it (its code runs in CardSim's process), but
/// never without a word: stderr names the file, below Swift's own `FILE:LINE: Fatal error: …`.
@Suite("A transition file that traps is named")
struct TransitionTrapTests {
    @Test("a force-unwrapped nil in the animator: Swift's line, then which file stopped CardSim")
    func forceUnwrap() throws {
        try #require(TransitionFolder.executable != nil, "build cardsim first (swift build)")
        let folder = try TransitionFolder()
        try folder.write("Trap.swift", """
            import UIKit

            class TrapTransition: NSObject, UIViewControllerTransitioningDelegate {
                func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                         source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    return TrapAnimator()
                }
            }

            class TrapAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                var snapshot: UIView?
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    snapshot!.alpha = 0
                }
            }

            """)
        try folder.write("tap.txt", "tap card 1\nsettle\n")
        let run = try folder.runCardsim(["--headless", "--no-settings", "--transition", "Trap.swift", "--script", "tap.txt",
                                         "--fps", "20"], environment: ["SWIFT_BACKTRACE": "enable=no"])
        let text = run.text
        #expect(run.reason == .uncaughtSignal, "\(text)")
        #expect(text.contains("Trap.swift:14: Fatal error: Unexpectedly found nil"), "\(text)")
        // The sanitizers of `make check` take a trap's signal themselves and never call the handler
        // a program installs (measured with both: SIGILL, Swift's line, no more), so only a build
        // without them names the file.
        if !Self.underSanitizer {
            #expect(text.contains("cardsim: your transition Trap.swift stopped CardSim: its code trapped (Trap.swift; "), "\(text)")
        }
    }

    /// Whether this process (and so the cardsim of the same build) runs ThreadSanitizer's or
    /// AddressSanitizer's runtime.
    static var underSanitizer: Bool {
        let me = dlopen(nil, RTLD_NOW)
        return dlsym(me, "__tsan_init") != nil || dlsym(me, "__asan_init") != nil
    }
}
