/// Collects a frame's draw commands while the view tree is walked. It holds the current mapping
/// from a view's bounds to screen points (scale + offset; CardSim has no rotation), the inherited
/// opacity and the clip, so views draw in their own coordinates.
@MainActor
public final class Canvas {
    /// Local-to-screen mapping: screen = local * scale + offset.
    public struct Mapping: Sendable, Equatable {
        public var sx = 1.0, sy = 1.0, tx = 0.0, ty = 0.0
        public func point(_ p: Point) -> Point { Point(p.x * sx + tx, p.y * sy + ty) }
        public func rect(_ r: Rect) -> Rect {
            let a = point(r.origin)
            return Rect(a.x, a.y, r.width * sx, r.height * sy)
        }
        /// Uniform scale for radii and text.
        public var scale: Double { (abs(sx) + abs(sy)) / 2 }
    }

    public private(set) var commands: [DrawCommand] = []
    public var mapping = Mapping()
    public var alpha = 1.0
    /// The rounded clip in screen points, applied to fills and images; text uses its bounding box.
    public var clip: RoundedRect?
    /// The screen in points; nothing outside it is emitted.
    public var screen = Rect(0, 0, 10_000, 10_000)
    /// Where drawing can show now: the clip, or the screen.
    public var visibleRect: Rect { clip.map { $0.rect.intersection(screen) } ?? screen }
    private var emittedClip: Rect??
    /// How far scrolling has moved what is drawn now, in screen points (see `DrawCommand.scroll`).
    public private(set) var scroll = Point.zero
    private var emittedScroll = Point.zero
    /// A clip emitted before the last `.scroll` must be emitted again to move with the content.
    private var clipStale = false

    public init() { commands.reserveCapacity(256) }

    public func reset() {
        commands.removeAll(keepingCapacity: true)
        mapping = Mapping(); alpha = 1; clip = nil; emittedClip = nil
        scroll = .zero; emittedScroll = .zero; clipStale = false
    }

    /// True when `rect` (local) can show at all.
    public func isVisible(_ rect: Rect) -> Bool { mapping.rect(rect).intersects(visibleRect) }

    /// Appends a command as is (overlays drawn in screen space).
    public func append(_ command: DrawCommand) {
        syncScroll()
        commands.append(command)
    }

    // MARK: Drawing in local coordinates

    public func fill(_ rect: Rect, radius: Double = 0, color: Color) {
        let c = color.withAlpha(color.a * alpha)
        guard c.a > 0.001 else { return }
        guard let shape = clippedShape(rect, radius: radius) else { return }
        commands.append(.fill(shape, c))
    }

    /// `rect` (local) with corners of `radius`, on the screen and cut by the canvas clip, with
    /// the scissor that cut needs emitted; nil when nothing of it shows.
    private func clippedShape(_ rect: Rect, radius: Double) -> RoundedRect? {
        let shape = RoundedRect(mapping.rect(rect), radius: radius * mapping.scale)
        guard let clip else {
            setScissor(nil)
            return shape
        }
        guard let (clipped, cut) = Canvas.clipped(shape, to: clip) else { return nil }
        setScissor(cut)
        return clipped
    }

    public func shadow(_ rect: Rect, radius: Double, shadow: Shadow) {
        let c = shadow.color.withAlpha(shadow.color.a * alpha)
        guard c.a > 0.001 else { return }
        let reach = (shadow.radius + max(abs(shadow.offset.x), abs(shadow.offset.y))) * mapping.scale
        guard mapping.rect(rect).insetBy(dx: -reach, dy: -reach).intersects(visibleRect) else { return }
        setScissor(nil)
        commands.append(.shadow(RoundedRect(mapping.rect(rect), radius: radius * mapping.scale),
                                blur: shadow.radius * mapping.scale, offset: shadow.offset * mapping.scale, color: c))
    }

    /// An image stretched onto `dest`, clipped to `clipRect` (local) with `radius`, and the canvas clip.
    public func image(_ name: String, dest: Rect, clipRect: Rect, radius: Double) {
        guard alpha > 0.001, let clipR = clippedShape(clipRect, radius: radius) else { return }
        commands.append(.image(name: name, dest: mapping.rect(dest), clip: clipR, alpha: alpha))
    }

    /// A rasterised subtree (`content`, in its own points) composited onto `local`'s rect, rounded
    /// by `radius`, with the canvas clip and opacity.
    public func layer(_ content: [DrawCommand], size: Size, local: Rect, radius: Double, isOpaque: Bool) {
        guard alpha > 0.001, !content.isEmpty, let clipR = clippedShape(local, radius: radius) else { return }
        commands.append(.layer(RasterizedLayer(content: content, size: size, dest: mapping.rect(local), clip: clipR,
                                               alpha: alpha, isOpaque: isOpaque)))
    }

    /// One line of text with its top-left corner at `origin` (local).
    public func text(_ string: String, font: Font, color: Color, at origin: Point) {
        let c = color.withAlpha(color.a * alpha)
        guard c.a > 0.001, !string.isEmpty else { return }
        setScissor(clip?.rect)
        commands.append(.text(TextRun(string, font: font, color: c, origin: mapping.point(origin), scale: mapping.scale)))
    }

    public func polygon(_ points: [Point], color: Color) {
        let c = color.withAlpha(color.a * alpha)
        guard c.a > 0.001 else { return }
        setScissor(clip?.rect)
        commands.append(.polygon(points.map(mapping.point), c))
    }

    public func circle(center: Point, radius: Double, lineWidth: Double = 0, color: Color) {
        let c = color.withAlpha(color.a * alpha)
        guard c.a > 0.001 else { return }
        setScissor(clip?.rect)
        commands.append(.circle(center: mapping.point(center), radius: radius * mapping.scale,
                                lineWidth: lineWidth * mapping.scale, color: c))
    }

    public func line(from a: Point, to b: Point, width: Double, color: Color) {
        let c = color.withAlpha(color.a * alpha)
        guard c.a > 0.001 else { return }
        setScissor(clip?.rect)
        commands.append(.line(from: mapping.point(a), to: mapping.point(b), width: width * mapping.scale, color: c))
    }

    public func backdropBlur(_ rect: Rect, cornerRadius: Double, radius: Double, tint: Color, alpha blurAlpha: Double) {
        let a = blurAlpha * alpha
        guard a > 0.001 else { return }
        setScissor(nil)
        commands.append(.backdropBlur(RoundedRect(mapping.rect(rect), radius: cornerRadius * mapping.scale),
                                      radius: radius, tint: tint, alpha: a))
    }

    /// A shape cut by a rounded clip, as one rounded rectangle plus a scissor: where the shape
    /// reaches into the clip's rounded corners, the shape takes the clip's radius, its sides near
    /// the clip's edges are moved onto them (so its arcs are the clip's own) and its free sides
    /// are extended past themselves so that only those corners round; the scissor trims both back
    /// to the shape. Returns nil when nothing is visible.
    static func clipped(_ shape: RoundedRect, to clip: RoundedRect) -> (RoundedRect, Rect?)? {
        let inter = shape.rect.intersection(clip.rect)
        if inter.isEmpty { return nil }
        // A side that ends within the clip's radius of the clip's edge still meets its arcs: a
        // card's artwork that stops short of the card's bottom (the story's body growing under
        // it) is cut round there, not square. Within half a point counts as reaching an edge
        // whatever the radius: a shape that lands a hundredth of a point inside (a spring's last
        // frames) would otherwise keep its square corners under the clip's round ones. A shape
        // with corners of its own (a button, a pill) keeps them unless it reaches the edge: one
        // radius cannot draw both its corners and the clip's.
        let k = clip.radius
        let reach = shape.radius > 0 ? 0.5 : max(0.5, k)
        let l = inter.minX - clip.rect.minX < reach, r = clip.rect.maxX - inter.maxX < reach
        let t = inter.minY - clip.rect.minY < reach, b = clip.rect.maxY - inter.maxY < reach
        guard (l || r) && (t || b), k > shape.radius else {
            // The shape keeps its own corners; the scissor cuts where the clip's straight edges do.
            return (shape, inter == shape.rect ? nil : inter)
        }
        let minX = l ? clip.rect.minX : inter.minX - k, maxX = r ? clip.rect.maxX : inter.maxX + k
        let minY = t ? clip.rect.minY : inter.minY - k, maxY = b ? clip.rect.maxY : inter.maxY + k
        let grown = Rect(minX, minY, maxX - minX, maxY - minY)
        return (RoundedRect(grown, radius: k), grown == inter ? nil : inter)
    }

    /// Emits a scissor change only when it differs from the last one, to keep the list short.
    private func setScissor(_ rect: Rect?) {
        syncScroll()
        if !clipStale, let emitted = emittedClip, emitted == rect { return }
        if emittedClip == nil && rect == nil { emittedClip = .some(nil); return }
        emittedClip = .some(rect)
        clipStale = false
        commands.append(.clip(rect))
    }

    /// Draws `body` as content that scrolling moved `d` further (screen points), and says so in
    /// the list (`DrawCommand.scroll`). The run is closed when `body` returns, so nothing appended
    /// to the list later is taken for scrolled content.
    public func scrolled(by d: Point, _ body: () -> Void) {
        let outer = scroll
        scroll = outer + d
        body()
        scroll = outer
        syncScroll()
    }

    /// Emits `.scroll` when `scroll` changed since the last one.
    private func syncScroll() {
        guard scroll != emittedScroll else { return }
        emittedScroll = scroll
        commands.append(.scroll(scroll))
        if case .some(.some) = emittedClip { clipStale = true }
    }
}
