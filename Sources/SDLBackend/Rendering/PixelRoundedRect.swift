import SimKit

/// A rounded rectangle snapped to whole pixels, with a whole-pixel radius. Snapping lets the
/// interior be drawn as exact rect fills (fast on the software renderer) that meet the corner
/// triangles without gaps or double blending.
struct PixelRoundedRect {
    var x0: Float, y0: Float, x1: Float, y1: Float
    /// Corner radius in pixels, at most half the shorter side.
    var r: Float

    init(x0: Float, y0: Float, x1: Float, y1: Float, r: Float) {
        self.x0 = x0; self.y0 = y0; self.x1 = max(x0, x1); self.y1 = max(y0, y1)
        self.r = max(0, min(r.rounded(), ((min(self.x1 - x0, self.y1 - y0)) / 2).rounded(.down)))
    }

    /// `rr` in points, times `scale`, snapped.
    init(_ rr: RoundedRect, scale: Double) {
        self.init(x0: Float(rr.rect.minX.pixel(at: scale)), y0: Float(rr.rect.minY.pixel(at: scale)),
                  x1: Float(rr.rect.maxX.pixel(at: scale)), y1: Float(rr.rect.maxY.pixel(at: scale)),
                  r: Float(rr.radius * scale))
    }

    var width: Float { x1 - x0 }
    var height: Float { y1 - y0 }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Calls `body` with the straight-edged parts: the full-width middle band, then the top and
    /// bottom bands between the corners. With the four corner squares they tile the rectangle exactly.
    /// `overlap` reaches one pixel into the corner squares along the arcs' centre lines, where the
    /// arc is within a hundredth of a pixel of the square's edge: SDL's software rasteriser leaves
    /// that row and column of a corner fan partly unfilled (a one-pixel seam at the east and west
    /// ends of the arcs). Only for opaque content, which the corners then draw over with itself.
    func forEachBand(overlap: Bool = false, _ body: (_ x: Float, _ y: Float, _ w: Float, _ h: Float) throws -> Void) rethrows {
        if r <= 0 { if !isEmpty { try body(x0, y0, width, height) }; return }
        let o: Float = overlap ? 1 : 0
        if height + 2 * o > 2 * r { try body(x0, y0 + r - o, width, height - 2 * r + 2 * o) }
        if width + 2 * o > 2 * r {
            try body(x0 + r - o, y0, width - 2 * r + 2 * o, r - o)
            try body(x0 + r - o, y1 - r + o, width - 2 * r + 2 * o, r - o)
        }
    }

    /// Corner `i` (0 top left, clockwise): arc centre and start angle (radians, y down); each arc
    /// spans a quarter turn.
    func corner(_ i: Int) -> (cx: Float, cy: Float, start: Float) {
        switch i {
        case 0: return (x0 + r, y0 + r, .pi)
        case 1: return (x1 - r, y0 + r, 1.5 * .pi)
        case 2: return (x1 - r, y1 - r, 0)
        default: return (x0 + r, y1 - r, 0.5 * .pi)
        }
    }

    /// Segments per quarter circle: enough that the chord error stays under a quarter pixel.
    var segments: Int { max(2, min(16, Int((r / 3).rounded(.up)))) }

    /// How much of a pixel centred at (x, y) the shape covers: 1 inside, 0 outside, a one-pixel
    /// ramp across the arcs (as the corner geometry and `CornerSprites` draw them).
    func coverage(x: Float, y: Float) -> Float {
        guard x > x0, x < x1, y > y0, y < y1 else { return 0 }
        let cx = x < x0 + r ? x0 + r : (x > x1 - r ? x1 - r : x)
        let cy = y < y0 + r ? y0 + r : (y > y1 - r ? y1 - r : y)
        let dx = x - cx, dy = y - cy
        guard dx != 0 || dy != 0 else { return 1 }
        return max(0, min(1, r + 0.5 - (dx * dx + dy * dy).squareRoot()))
    }
}

extension Double {
    /// This coordinate in points as the nearest pixel edge at `scale`, the same way wherever it
    /// lies: a half goes up, and a value within a rounding error of a half counts as the half. So
    /// content moved by whole pixels (a scroll, see `FrameDamage`) lands on the same pixels moved,
    /// at any scale, even where it sits on half pixels.
    func pixel(at scale: Double) -> Double { (self * scale + 0.5 + 1e-7).rounded(.down) }
}
