import Motion

/// UIView without the `UI`: a rectangle in its superview with animatable properties.
///
/// Every animatable property keeps a model value (what the getter returns, at once) and a
/// presentation value (what is drawn), as in Core Animation. Setting a property inside
/// `View.animate { … }` animates the presentation from where it is now.
///
///     let card = View(frame: Rect(20, 100, 350, 420))
///     card.cornerRadius = 20
///     View.animate(withDuration: 0.36) { card.frame = Rect(0, 0, 390, 844) }
@MainActor
open class View {
    // Model + presentation storage; see `View+Animation.swift`.
    var frameValue: AnimatedValue<Rect>
    var transformValue = AnimatedValue<Transform>(.identity)
    var alphaValue = AnimatedValue<Double>(1)
    var backgroundValue = AnimatedValue<Color>(.clear)
    var cornerRadiusValue = AnimatedValue<Double>(0)
    var shadowOpacityValue = AnimatedValue<Double>(1)

    /// The scroll offset of a scroll view, or zero: the origin of `bounds`.
    public var boundsOrigin: Point = .zero
    public var clipsToBounds = false
    public var isHidden = false
    public var isUserInteractionEnabled = true
    /// A soft shadow under the view's rounded rectangle (CALayer's shadow properties, folded).
    public var shadow: Shadow?
    /// CALayer.shouldRasterize: while a transform (its own or an ancestor's) scales the view, or an
    /// animation moves it, its subtree is drawn once at its own size and the raster is composited,
    /// rather than every part being drawn on its own each frame. Worth it only while the subtree
    /// does not change; at rest and unscaled the view draws directly.
    public var shouldRasterize = false
    /// The property animator that last took this view to move, fade or transform it without
    /// resizing it: while it is active the view counts as moving (`compositesNow`).
    weak var movingAnimator: PropertyAnimator?
    /// A name for tests and traces.
    public var name: String?

    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    private var needsLayout = true

    /// The clock this view animates on; inherited from the window when added to one.
    public internal(set) var clock: AnimationClock?

    public init(frame: Rect = .zero) {
        frameValue = AnimatedValue(frame)
    }

    // MARK: Geometry (model values)

    public var frame: Rect {
        get { frameValue.model }
        set {
            let sizeChanged = newValue.size != frameValue.model.size
            update(\.frameValue, to: newValue)
            if sizeChanged { setNeedsLayout() }
        }
    }
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }
    public var center: Point {
        get { frame.center }
        set { frame = Rect(newValue.x - frame.width / 2, newValue.y - frame.height / 2, frame.width, frame.height) }
    }
    public var transform: Transform {
        get { transformValue.model }
        set { update(\.transformValue, to: newValue) }
    }
    public var alpha: Double {
        get { alphaValue.model }
        set { update(\.alphaValue, to: newValue) }
    }
    public var backgroundColor: Color {
        get { backgroundValue.model }
        set { update(\.backgroundValue, to: newValue) }
    }
    public var cornerRadius: Double {
        get { cornerRadiusValue.model }
        set { update(\.cornerRadiusValue, to: newValue) }
    }
    /// CALayer.shadowOpacity, animatable as there: a factor on `shadow`'s colour, 0…1 (default 1),
    /// so that a shadow can fade in or out with the view staying opaque.
    public var shadowOpacity: Double {
        get { shadowOpacityValue.model }
        set { update(\.shadowOpacityValue, to: newValue) }
    }

    // MARK: Hierarchy

    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.attach(clock: clock)
    }

    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    public func bringSubviewToFront(_ view: View) {
        guard subviews.contains(where: { $0 === view }) else { return }
        addSubview(view)
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Makes this subtree animate on `clock` (views drawn outside the window, like the status bar).
    public func attach(clock: AnimationClock?) {
        self.clock = clock
        for v in subviews { v.attach(clock: clock) }
    }

    /// True when `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let cur = v { if cur === view { return true }; v = cur.superview }
        return false
    }

    // MARK: Layout

    /// Override to position subviews from `bounds`; called by `layoutIfNeeded()`.
    open func layoutSubviews() {}

    public func setNeedsLayout() { needsLayout = true }

    /// Lays out now if needed, this view and its subtree. Inside an animation block the frame
    /// changes it makes are animated, which is how the source posts animate their constraints.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for v in subviews { v.layoutIfNeeded() }
    }

    // MARK: Gestures

    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    // MARK: Drawing

    /// Override to draw content in local coordinates, above the background, below subviews.
    open func draw(in rect: Rect, canvas: Canvas) {}
    /// Override to draw above subviews (not clipped by `clipsToBounds`).
    open func drawOverlay(in rect: Rect, canvas: Canvas) {}

    // MARK: Hit testing

    /// The deepest visible, interactive view under `point` (given in this view's bounds), using
    /// model geometry as UIKit does.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, bounds.contains(point) else { return nil }
        for v in subviews.reversed() {
            if let hit = v.hitTest(v.convertFromSuperview(point)) { return hit }
        }
        return self
    }

    /// Converts a point in the superview's bounds to this view's bounds (model values).
    public func convertFromSuperview(_ p: Point) -> Point {
        let f = frame, t = transform
        let sx = t.scaleX == 0 ? 1 : t.scaleX, sy = t.scaleY == 0 ? 1 : t.scaleY
        return Point((p.x - f.midX - t.tx) / sx + boundsOrigin.x + f.width / 2,
                     (p.y - f.midY - t.ty) / sy + boundsOrigin.y + f.height / 2)
    }

    /// Converts a point in root (screen) coordinates to this view's bounds.
    public func convertFromScreen(_ p: Point) -> Point {
        guard let superview else { return convertFromSuperview(p) }
        return convertFromSuperview(superview.convertFromScreen(p))
    }

    // MARK: Touches (UIResponder): overridden by views that react to the raw finger.

    // The defaults forward up the responder chain, as UIResponder does.
    open func touchesBegan(_ touch: Touch) { superview?.touchesBegan(touch) }
    open func touchesMoved(_ touch: Touch) { superview?.touchesMoved(touch) }
    open func touchesEnded(_ touch: Touch) { superview?.touchesEnded(touch) }
    open func touchesCancelled(_ touch: Touch) { superview?.touchesCancelled(touch) }

    /// Called once per frame, after the clock moved, for views with time-driven state (scroll physics).
    open func frameUpdate(_ time: Double) {}
}

/// A soft drop shadow (CALayer shadowColor/Opacity/Radius/Offset).
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var radius: Double
    public var offset: Point
    /// The shape that casts it, in the view's bounds (CALayer.shadowPath, a rounded rectangle);
    /// nil: the view's own rounded bounds.
    public var path: RoundedRect?
    public init(color: Color, radius: Double, offset: Point, path: RoundedRect? = nil) {
        self.color = color; self.radius = radius; self.offset = offset; self.path = path
    }
}
