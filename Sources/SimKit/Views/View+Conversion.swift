extension View {
    /// Converts a rect in this view's bounds to `view`'s bounds (nil: the window's, that is the
    /// screen's). Model geometry, as UIKit's `convert(_:to:)`: frames, the bounds origins of scroll
    /// views and transforms (scale about the centre, then translation), never presentation values.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let s = modelScreenMapping.rect(rect)
        return Self.unmap(s, from: view?.modelScreenMapping ?? Canvas.Mapping())
    }

    /// Converts a rect in `view`'s bounds (nil: the screen's) to this view's bounds.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        let s = (view?.modelScreenMapping ?? Canvas.Mapping()).rect(rect)
        return Self.unmap(s, from: modelScreenMapping)
    }

    /// Converts a point in this view's bounds to `view`'s bounds (nil: the screen's).
    public func convert(_ point: Point, to view: View?) -> Point {
        let m = view?.modelScreenMapping ?? Canvas.Mapping()
        let s = modelScreenMapping.point(point)
        return Point((s.x - m.tx) / m.sx, (s.y - m.ty) / m.sy)
    }

    /// Converts a point in `view`'s bounds (nil: the screen's) to this view's bounds.
    public func convert(_ point: Point, from view: View?) -> Point {
        let s = (view?.modelScreenMapping ?? Canvas.Mapping()).point(point)
        let m = modelScreenMapping
        return Point((s.x - m.tx) / m.sx, (s.y - m.ty) / m.sy)
    }

    /// A screen rect in the bounds of the view whose screen mapping is `m`.
    private static func unmap(_ s: Rect, from m: Canvas.Mapping) -> Rect {
        Rect((s.minX - m.tx) / m.sx, (s.minY - m.ty) / m.sy, s.width / m.sx, s.height / m.sy)
    }

    /// The mapping from this view's bounds to the screen, with model values.
    var modelScreenMapping: Canvas.Mapping {
        let parent = superview?.modelScreenMapping ?? Canvas.Mapping()
        let f = frame, t = transform
        let lx = f.midX + t.tx - t.scaleX * (boundsOrigin.x + f.width / 2)
        let ly = f.midY + t.ty - t.scaleY * (boundsOrigin.y + f.height / 2)
        return Canvas.Mapping(sx: parent.sx * t.scaleX, sy: parent.sy * t.scaleY,
                              tx: parent.sx * lx + parent.tx, ty: parent.sy * ly + parent.ty)
    }
}
