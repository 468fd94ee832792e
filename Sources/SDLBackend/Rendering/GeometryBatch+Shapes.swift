import CSDL2
import Foundation

/// Tessellation of the shapes the display list names. Edges that are not pixel-aligned get a
/// one-pixel rim whose outer vertices have alpha 0: cheap anti-aliasing that SDL interpolates.
extension GeometryBatch {
    /// The four corners of `p`: solid sectors out to r − ½ and a feathered rim out to r + ½.
    mutating func appendCorners(_ p: PixelRoundedRect, _ c: SDL_Color, uv: UVMap = UVMap()) {
        guard p.r > 0 else { return }
        var clear = c
        clear.a = 0
        let n = p.segments
        let inner = p.r - 0.5, outer = p.r + 0.5
        for k in 0..<4 {
            let corner = p.corner(k)
            let centre = vertex(corner.cx, corner.cy, c, u: uv.u(corner.cx), v: uv.v(corner.cy))
            var prevIn: Int32 = 0, prevOut: Int32 = 0
            for i in 0...n {
                let a = corner.start + Float(i) / Float(n) * (.pi / 2)
                let cs = cos(a), sn = sin(a)
                let xi = corner.cx + cs * inner, yi = corner.cy + sn * inner
                let xo = corner.cx + cs * outer, yo = corner.cy + sn * outer
                let vi = vertex(xi, yi, c, u: uv.u(xi), v: uv.v(yi))
                let vo = vertex(xo, yo, clear, u: uv.u(xo), v: uv.v(yo))
                if i > 0 {
                    triangle(centre, prevIn, vi)
                    quad(prevIn, prevOut, vo, vi)
                }
                prevIn = vi; prevOut = vo
            }
        }
    }

    /// Concentric rings around (cx, cy): `radii` ascending with one alpha each; triangles join
    /// neighbouring rings. A disc starts with radius 0.
    mutating func appendRings(cx: Float, cy: Float, radii: [Float], alphas: [Float], _ c: SDL_Color) {
        let n = max(12, min(128, Int((2 * .pi * (radii.last ?? 1) / 4).rounded(.up))))
        let base = Int32(vertices.count)
        let ringCount = radii.count
        for i in 0..<n {
            let a = Float(i) / Float(n) * 2 * .pi
            let cs = cos(a), sn = sin(a)
            for k in 0..<ringCount {
                var col = c
                col.a = UInt8(max(0, min(255, (Float(c.a) * alphas[k]).rounded())))
                vertex(cx + cs * radii[k], cy + sn * radii[k], col)
            }
        }
        for i in 0..<n {
            let j = (i + 1) % n
            for k in 0..<(ringCount - 1) {
                let a = base + Int32(i * ringCount + k), b = base + Int32(j * ringCount + k)
                quad(a, b, b + 1, a + 1)
            }
        }
    }

    /// A straight segment as a quad `width` pixels wide.
    mutating func appendLine(x0: Float, y0: Float, x1: Float, y1: Float, width: Float, _ c: SDL_Color) {
        let dx = x1 - x0, dy = y1 - y0
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 0 else { return }
        let nx = -dy / len * width / 2, ny = dx / len * width / 2
        let a = vertex(x0 + nx, y0 + ny, c), b = vertex(x1 + nx, y1 + ny, c)
        let cc = vertex(x1 - nx, y1 - ny, c), d = vertex(x0 - nx, y0 - ny, c)
        quad(a, b, cc, d)
    }
}
