import SimKit

/// The sheet's presentation controller: black under the presenting screen (which the animators
/// shrink and fade), the presenter drawn as one layer so its fade is a group opacity as Core
/// Animation's is (not each view fading over the ones below it), and the grab zone that finds the
/// sheet's top bar where it is drawn.
@MainActor
final class SheetPresentation: PresentationController {
    let blackView = View()
    let grabZone: SheetGrabZone
    /// True from the start of the present until the dismiss has ended (or the present was undone).
    private(set) var isShowing = false
    private var presenterRasterized = false

    let numbers: SheetNumbers

    init(presentedViewController: ViewController, presenting: ViewController?, drag: SheetDismissDrag, numbers: SheetNumbers,
         topBar: @escaping () -> View?) {
        self.numbers = numbers
        grabZone = SheetGrabZone(drag: drag, topBar: topBar)
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        blackView.name = "sheetBlack"
        blackView.backgroundColor = .black
        blackView.isUserInteractionEnabled = false
    }

    override var frameOfPresentedViewInContainerView: Rect { numbers.sheetFrame(distance: 0) }

    override func presentationTransitionWillBegin() {
        guard let containerView, let presenterView = presentingViewController?.view,
              let host = presenterView.superview else { return }
        isShowing = true
        blackView.frame = host.bounds
        host.insertSubview(blackView, belowSubview: presenterView)
        presenterRasterized = presenterView.shouldRasterize
        presenterView.shouldRasterize = true
        grabZone.frame = containerView.bounds
        containerView.addSubview(grabZone)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { if !completed { restorePresenter() } }

    override func dismissalTransitionDidEnd(_ completed: Bool) { if completed { restorePresenter() } }

    /// The presenter back as it was: full size, opaque, drawn view by view, nothing under it.
    private func restorePresenter() {
        isShowing = false
        blackView.removeFromSuperview()
        guard let presenterView = presentingViewController?.view else { return }
        View.performWithoutAnimation {
            presenterView.removeAllAnimations(keepingPresentation: false)
            presenterView.transform = .identity
            presenterView.alpha = 1
        }
        presenterView.shouldRasterize = presenterRasterized
    }
}
