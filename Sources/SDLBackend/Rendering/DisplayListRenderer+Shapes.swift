import CSDL2
import SimKit

/// Untextured shapes: rounded fills, polygons, circles and lines.
extension DisplayListRenderer {
    func fill(_ rr: RoundedRect, _ color: Color) throws {
        var p = PixelRoundedRect(rr, scale: scale)
        var c = color.sdl()
        if let (hairline, coverage) = Self.hairline(rr, scale: scale) {
            p = hairline
            c.a = UInt8((Double(c.a) * coverage).rounded())
        }
        guard !p.isEmpty, c.a > 0 else { return }
        // The straight bands as rect fills, the corners as quadrants of a disc sprite, on every
        // renderer: SDL batches both, and the software renderer rasterises triangles slowly.
        renderer.setDrawColor(c, blend: c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        try p.forEachBand { x, y, w, h in
            if c.a < 255, x.rounded() == x, y.rounded() == y, w.rounded() == w, h.rounded() == h,
               try translucentFill(SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h)), c) { return }
            let r = SDL_FRect(x: x, y: y, w: w, h: h)
            try renderer.fill(r)
        }
        try corners.drawCorners(p, c, renderer: renderer)
    }

    /// A square fill thinner than a pixel (a 0.5 pt separator at 1 px/pt), which snapping to whole
    /// pixels drew as a full pixel or as nothing, by where it lay: one pixel thick where its middle
    /// lies, at the share of that pixel it covers, as a rasteriser draws it. nil for anything else.
    static func hairline(_ rr: RoundedRect, scale: Double) -> (PixelRoundedRect, coverage: Double)? {
        let r = rr.rect
        guard rr.radius == 0, r.width > 0, r.height > 0 else { return nil }
        let w = r.width * scale, h = r.height * scale
        guard w < 1 || h < 1 else { return nil }
        func span(_ lo: Double, _ hi: Double, _ size: Double) -> (Float, Float) {
            guard size < 1 else { return (Float(lo.pixel(at: scale)), Float(hi.pixel(at: scale))) }
            let start = ((lo + hi) / 2 * scale).rounded(.down)
            return (Float(start), Float(start + 1))
        }
        let (x0, x1) = span(r.minX, r.maxX, w), (y0, y1) = span(r.minY, r.maxY, h)
        return (PixelRoundedRect(x0: x0, y0: y0, x1: x1, y1: y1, r: 0), min(1, w) * min(1, h))
    }

    func polygon(_ points: [Point], _ color: Color) throws {
        let c = color.sdl()
        guard points.count >= 3, c.a > 0 else { return }
        let s = Float(scale)
        let first = batch.vertex(Float(points[0].x) * s, Float(points[0].y) * s, c)
        var prev = batch.vertex(Float(points[1].x) * s, Float(points[1].y) * s, c)
        for p in points.dropFirst(2) {
            let v = batch.vertex(Float(p.x) * s, Float(p.y) * s, c)
            batch.triangle(first, prev, v)
            prev = v
        }
        try batch.flush(renderer, blend: c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }

    func circle(center: Point, radius: Double, lineWidth: Double, color: Color) throws {
        let c = color.sdl()
        guard radius > 0, c.a > 0 else { return }
        let s = Float(scale)
        let cx = Float(center.x) * s, cy = Float(center.y) * s, r = Float(radius) * s
        if lineWidth <= 0 {
            batch.appendRings(cx: cx, cy: cy, radii: [0, max(0, r - 0.5), r + 0.5], alphas: [1, 1, 0], c)
        } else {
            let a = max(0, r - Float(lineWidth) * s / 2), b = r + Float(lineWidth) * s / 2
            if b - a >= 1 {
                batch.appendRings(cx: cx, cy: cy, radii: [max(0, a - 0.5), a + 0.5, b - 0.5, b + 0.5], alphas: [0, 1, 1, 0], c)
            } else {
                // Thinner than a pixel: one feathered ring whose peak opacity is the coverage.
                batch.appendRings(cx: cx, cy: cy, radii: [max(0, a - 0.5), (a + b) / 2, b + 0.5], alphas: [0, b - a, 0], c)
            }
        }
        try batch.flush(renderer, blend: SDL_BLENDMODE_BLEND)
    }

    func line(from: Point, to: Point, width: Double, color: Color) throws {
        var w = Float(width * scale)
        var coverage = 1.0
        if w < 1 { coverage = Double(max(w, 0)); w = 1 }
        let c = color.sdl(alpha: coverage)
        guard c.a > 0 else { return }
        let s = Float(scale)
        let x0 = Float(from.x) * s, y0 = Float(from.y) * s, x1 = Float(to.x) * s, y1 = Float(to.y) * s
        let blend = c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
        if x0 == x1 || y0 == y1 {
            // Axis-aligned (hairlines, separators): an exact rect fill.
            let r = x0 == x1 ? SDL_FRect(x: x0 - w / 2, y: min(y0, y1), w: w, h: abs(y1 - y0))
                             : SDL_FRect(x: min(x0, x1), y: y0 - w / 2, w: abs(x1 - x0), h: w)
            renderer.setDrawColor(c, blend: blend)
            return try renderer.fill(r)
        }
        batch.appendLine(x0: x0, y0: y0, x1: x1, y1: y1, width: w, c)
        try batch.flush(renderer, blend: blend)
    }
}
