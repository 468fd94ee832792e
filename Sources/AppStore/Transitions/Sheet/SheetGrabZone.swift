import SimKit

/// A clear view over the sheet that answers a touch only where the sheet's top bar is drawn, and
/// carries the drag. Hit testing uses model geometry, as UIKit's does, but the sheet's model is
/// already at its destination while it springs; the zone asks the top bar's on-screen rectangle, so
/// a finger can take the sheet mid-flight.
@MainActor
final class SheetGrabZone: View {
    private unowned let drag: SheetDismissDrag
    private let topBar: () -> View?

    init(drag: SheetDismissDrag, topBar: @escaping () -> View?) {
        self.drag = drag
        self.topBar = topBar
        super.init()
        name = "sheetGrabZone"
        addGestureRecognizer(drag.pan)
    }

    override func hitTest(_ point: Point) -> View? {
        let p = convertToScreen(point)
        guard let bar = topBar(), bar.superview != nil, bar.screenRect.contains(p) else { return nil }
        // A sheet at rest leaves its Done button to the finger; a moving one is taken anywhere on the bar.
        if drag.owner.runningSheetAnimator == nil, let done = (bar as? SheetTopBar)?.doneButton,
           done.screenRect.contains(p) { return nil }
        // A moving sheet is taken at touch-down, as a finger stops a moving list; one at rest waits
        // for the pan's slop, so a tap on the bar does not start a dismiss.
        drag.pan.beginsImmediately = drag.owner.runningSheetAnimator != nil
        return self
    }

    private func convertToScreen(_ p: Point) -> Point { screenMapping.point(p) }
}
