import SimKit

extension UIView {
    /// UIView.snapshotView(afterScreenUpdates:): a new view, the size of this one's bounds, that
    /// draws what this view draws now (background, content, subviews; not its own transform,
    /// opacity or shadow), frozen: later changes to this view do not show in it. Resized, the
    /// picture stretches, as a snapshot's does. `afterScreenUpdates` true lays out pending changes
    /// first.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        return SnapshotView(of: self)
    }
}

/// The frozen picture of a view (``UIView/snapshotView(afterScreenUpdates:)``), composited as one
/// layer.
@MainActor
final class SnapshotView: UIView {
    private let picture: [DrawCommand]
    private let pictureSize: CGSize
    /// The corner radius the picture was drawn with (its rounded background and clip).
    private let pictureRadius: CGFloat

    init(of view: UIView) {
        picture = view.drawnContents()
        pictureSize = view.presentationBounds.size
        pictureRadius = view.presentationCornerRadius
        super.init(frame: CGRect(origin: .zero, size: pictureSize))
    }

    override func draw(in rect: CGRect, canvas: Canvas) {
        canvas.layer(picture, size: pictureSize, local: rect, radius: max(pictureRadius, presentationCornerRadius), isOpaque: false)
    }
}
