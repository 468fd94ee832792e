extension View {
    /// Draws this view and its subtree into `canvas` at the clock's time, using presentation values.
    public func render(into canvas: Canvas) {
        guard !isHidden else { return }
        let a = presentationAlpha
        guard a > 0.001 else { return }
        let savedMapping = canvas.mapping, savedAlpha = canvas.alpha, savedClip = canvas.clip
        defer { canvas.mapping = savedMapping; canvas.alpha = savedAlpha; canvas.clip = savedClip }

        canvas.mapping = localMapping(in: savedMapping)
        canvas.alpha *= a
        let local = presentationBounds
        // A clipping view off screen hides its whole subtree; its shadow may still reach in.
        if clipsToBounds && !canvas.isVisible(local) && shadow == nil { return }
        let radius = presentationCornerRadius
        if var shadow {
            shadow.color = shadow.color.withAlpha(shadow.color.a * presentationShadowOpacity)
            canvas.shadow(shadow.path?.rect ?? local, radius: shadow.path?.radius ?? radius, shadow: shadow)
        }
        if compositesNow(scale: canvas.mapping.scale) {
            // Wholly off screen (a slid story's first frame, before it has been laid out), its
            // raster would show nothing and take a slot.
            guard canvas.isVisible(local) else { return }
            return canvas.layer(rasterizedContent(local), size: local.size, local: local, radius: radius,
                                isOpaque: presentationBackgroundColor.a >= 1)
        }
        drawContents(local, radius: radius, canvas: canvas)
    }

    /// The background, `draw(in:)`, the subviews inside the clip, and the overlay.
    private func drawContents(_ local: Rect, radius: Double, canvas: Canvas) {
        let bg = presentationBackgroundColor
        if bg.a > 0 { canvas.fill(local, radius: radius, color: bg) }
        // What lies in the bounds moves with the scroll offset: the list says how far (in screen
        // points), and the backend decides how to place it on its pixels.
        let m = canvas.mapping
        canvas.scrolled(by: Point(-m.sx * boundsOrigin.x, -m.sy * boundsOrigin.y)) {
            draw(in: local, canvas: canvas)
            if clipsToBounds {
                let r = RoundedRect(canvas.mapping.rect(local), radius: radius * canvas.mapping.scale)
                if r.radius <= 0 && r.rect.encloses(canvas.screen) {
                    // Clips nothing the screen's edge does not (a full-screen scroll view). As a
                    // clip it would cut the rounded clips inside it, which keep one radius for all
                    // four corners, and round a card's corners where the screen's edge cuts it.
                } else if let outer = canvas.clip {
                    let inter = r.rect.intersection(outer.rect)
                    canvas.clip = RoundedRect(inter, radius: Canvas.clipped(r, to: outer)?.0.radius ?? 0)
                } else {
                    canvas.clip = r
                }
                if canvas.clip?.rect.isEmpty == true { return }
            }
            for v in subviews { v.render(into: canvas) }
            drawOverlay(in: local, canvas: canvas)
        }
    }

    /// Whether this view draws as one composited layer now (`shouldRasterize`): while scaled, or
    /// while an animation or a property animator moves or fades it without resizing it (a sheet or
    /// a slid story on its way, a story fading out), so a transition moves one raster instead of
    /// every command of its subtree. A property animator sets its values anew each frame rather
    /// than animating them, so the view keeps the animator that moves it (`movingAnimator`). A
    /// fading layer is also what Core Animation's group opacity shows: the subtree fades as one
    /// picture, its parts never showing through each other.
    func compositesNow(scale: Double) -> Bool {
        if fadesAsScaledGroup { return true }
        guard shouldRasterize else { return false }
        if abs(scale - 1) > 1e-9 { return true }
        let t = animationTime
        let resizes = presentationFrame.size != frame.size
        return !resizes && (movingAnimator?.state == .active || transformValue.isAnimating(at: t)
                            || frameValue.isAnimating(at: t) || alphaValue.isAnimating(at: t))
    }

    /// Whether this view is faded and scaled by its own transform with subviews under it, as a
    /// presenter pushed back behind a sheet is: drawn as one layer whether or not it asks to be
    /// (Core Animation's group opacity, `allowsGroupOpacity` on by default). Drawn part by part,
    /// every image, text run and fill of the subtree would be faded and stretched on its own each
    /// frame, and the parts would show through each other, which UIKit never shows. A transition
    /// file that scales and fades the presenting view has no `shouldRasterize` to set; a built-in
    /// style sets it and gets the same layer.
    var fadesAsScaledGroup: Bool {
        guard !subviews.isEmpty, presentationAlpha < 1 else { return false }
        let t = presentationTransform
        return abs(t.scaleX - 1) > 1e-9 || abs(t.scaleY - 1) > 1e-9
    }

    /// The subtree drawn unscaled with the bounds' origin at (0, 0), for `shouldRasterize`. Square
    /// corners: the composite rounds them, so a changing corner radius does not change the raster.
    private func rasterizedContent(_ local: Rect) -> [DrawCommand] {
        let layer = Canvas()
        layer.screen = Rect(origin: .zero, size: local.size)
        layer.mapping = Canvas.Mapping(sx: 1, sy: 1, tx: -local.minX, ty: -local.minY)
        drawContents(local, radius: 0, canvas: layer)
        return layer.commands
    }

    /// What the view draws now (its background, content and subviews, square-cornered, without its
    /// own transform, opacity or shadow), in its bounds' size with their origin at (0, 0): the
    /// picture `snapshotView(afterScreenUpdates:)` freezes.
    public func drawnContents() -> [DrawCommand] { rasterizedContent(presentationBounds) }

    /// The mapping from this view's bounds to the screen, given its superview's mapping.
    func localMapping(in parent: Canvas.Mapping) -> Canvas.Mapping {
        let f = presentationFrame, t = presentationTransform
        // local q -> parent: center + T.scale * (q - boundsOrigin - size/2) + T.translation
        let o = boundsOrigin
        let lx = f.midX + t.tx - t.scaleX * (o.x + f.width / 2)
        let ly = f.midY + t.ty - t.scaleY * (o.y + f.height / 2)
        return Canvas.Mapping(sx: parent.sx * t.scaleX, sy: parent.sy * t.scaleY,
                              tx: parent.sx * lx + parent.tx, ty: parent.sy * ly + parent.ty)
    }

    /// The mapping from this view's bounds to the screen (root's coordinates), presentation values.
    public var screenMapping: Canvas.Mapping {
        let parent = superview?.screenMapping ?? Canvas.Mapping()
        return localMapping(in: parent)
    }

    /// This view's visual rectangle on screen, after every transform, in points.
    public var screenRect: Rect { screenMapping.rect(presentationBounds) }

    /// The bounds as drawn now: the scroll origin and the presentation size.
    public var presentationBounds: Rect { Rect(origin: boundsOrigin, size: presentationFrame.size) }
}
