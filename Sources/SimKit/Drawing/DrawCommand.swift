/// One step of a frame, in screen points, already transformed. The backend executes a frame's
/// commands in order (painter's algorithm); the core never sees pixels.
public enum DrawCommand: Hashable, Sendable {
    /// A filled rounded rectangle. Translucent colours blend over what is below.
    case fill(RoundedRect, Color)
    /// A soft shadow under a rounded rectangle: `blur` is the shadow radius in points, `offset` moves it.
    case shadow(RoundedRect, blur: Double, offset: Point, color: Color)
    /// An image stretched onto `dest`, visible only inside `clip`, with opacity `alpha`.
    case image(name: String, dest: Rect, clip: RoundedRect, alpha: Double)
    /// A line of text.
    case text(TextRun)
    /// A filled convex polygon (icons, glyph-like shapes), points in order.
    case polygon([Point], Color)
    /// A circle outline or disc: `lineWidth` 0 fills it.
    case circle(center: Point, radius: Double, lineWidth: Double, color: Color)
    /// A line segment with round-free square ends.
    case line(from: Point, to: Point, width: Double, color: Color)
    /// Blurs what has been drawn so far under `area` (Gaussian-like, `radius` in points), draws it
    /// back with opacity `alpha`, then fills `tint` on top: UIVisualEffectView.
    case backdropBlur(RoundedRect, radius: Double, tint: Color, alpha: Double)
    /// A subtree rasterised at its own size and stretched onto the screen (see `RasterizedLayer`).
    case layer(RasterizedLayer)
    /// Restricts later commands to `rect` (nil: the whole screen). Not a stack: the view tree emits
    /// the intersection it wants.
    case clip(Rect?)
    /// The commands that follow, up to the next `.scroll`, lie in scrolled content that scrolling
    /// has moved by this much on the screen, in points (zero: none). Their coordinates already
    /// include it; the backend may move them by a fraction of a pixel more, so that scrolled
    /// content lands on its pixel grid (crisp, and a scrolled frame is the last one moved).
    case scroll(Point)
}
