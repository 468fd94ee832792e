import SimKit

/// An interaction a finger starts: the dismissal asks for it (`interactionControllerForDismissal`)
/// only while it wants an interactive start, so a close button or Escape still animates on its own.
@MainActor
protocol FingerStartedInteraction: InteractiveTransitioning {
    var wantsInteractiveStart: Bool { get set }
}

extension FingerStartedInteraction {
    /// Dismisses `vc` with this interaction driving it; false (and nothing starts) while another
    /// transition runs.
    @discardableResult
    func dismissInteractively(_ vc: ViewController) -> Bool {
        guard vc.transitionCoordinator == nil else { return false }
        wantsInteractiveStart = true
        vc.dismiss(animated: true)
        wantsInteractiveStart = false
        return true
    }
}

/// SimKit's percent-driven interaction, as the App Store, expand and zoom drags use it.
extension PercentDrivenInteractiveTransition: FingerStartedInteraction {}
