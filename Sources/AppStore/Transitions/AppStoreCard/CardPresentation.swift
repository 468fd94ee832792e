import SimKit

/// The App Store post's `AppcontentPresentaion`: a light blur of the Today screen fades in behind the story
/// alongside the present, and out alongside the dismiss.
@MainActor
final class CardPresentation: PresentationController {
    let blurView = BlurView()

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        containerView.insertSubview(blurView, at: 0)
        blurView.alpha = 0
        blurView.frame = containerView.bounds
        guard let coordinator = presentedViewController.transitionCoordinator else {
            blurView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.blurView.alpha = 1 })
    }

    /// The story is opaque and full screen: Today and the blur need not be drawn under it.
    override var shouldRemovePresentersView: Bool { true }

    override func presentationTransitionDidEnd(_ completed: Bool) { blurView.isHidden = completed }

    override func dismissalTransitionWillBegin() {
        blurView.isHidden = false
        guard let coordinator = presentedViewController.transitionCoordinator else {
            blurView.alpha = 0
            return
        }
        // An interactive dismiss drives the blur from the finger; the animator fades it on release.
        if coordinator.context.isInteractive { return }
        coordinator.animate(alongsideTransition: { _ in self.blurView.alpha = 0 })
    }
}

/// UIVisualEffectView with UIBlurEffect(style: .light): a real blur of what is behind, under a
/// white veil. Its alpha is the trace's `backdrop`.
@MainActor
final class BlurView: View {
    /// Blur radius in points and the light style's veil.
    static let radius = 24.0
    static let veil = Color(white: 1, alpha: 0.35)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        name = "blur"
    }

    override func draw(in rect: Rect, canvas: Canvas) {
        canvas.backdropBlur(rect, cornerRadius: 0, radius: BlurView.radius, tint: BlurView.veil, alpha: 1)
    }
}
