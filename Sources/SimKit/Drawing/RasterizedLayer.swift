/// A view's subtree drawn once at its own size and composited stretched: what
/// `CALayer.shouldRasterize` does for a view that a transform scales. While the subtree stays the
/// same (a pressed card, a story dragged down), the backend keeps the raster and only stretches it.
public struct RasterizedLayer: Hashable, Sendable {
    /// The subtree's commands in the view's own points, its bounds' origin at (0, 0), unscaled.
    public var content: [DrawCommand]
    /// The view's size in points: the raster covers (0, 0, width, height).
    public var size: Size
    /// Where the raster lands on the screen, in points.
    public var dest: Rect
    /// The rounded shape it shows through (the view's corners and any clip above it).
    public var clip: RoundedRect
    /// Opacity of the composite.
    public var alpha: Double
    /// Whether `content` paints every pixel of its rect opaque (the view has an opaque background).
    public var isOpaque: Bool

    public init(content: [DrawCommand], size: Size, dest: Rect, clip: RoundedRect, alpha: Double, isOpaque: Bool) {
        self.content = content
        self.size = size
        self.dest = dest
        self.clip = clip
        self.alpha = alpha
        self.isOpaque = isOpaque
    }
}
