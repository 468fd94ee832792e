import Foundation
import SDLBackend
import SimKit
import Testing

/// Images clipped to rounded corners get an anti-aliased rim on the software renderer, as solid
/// fills do (`RoundedImageCorners`): the avatar's disc had a stair-stepped rim and cards' image
/// corners were jagged with a light fringe inside, where the OpenGL renderer drew them smoothly.
@Suite("Render: rounded image corners are anti-aliased") @MainActor
struct RoundedImageRimTests {
    /// Writes a solid green PNG of 40 × 40 pixels into `dir` and returns its path.
    func greenImage(in dir: String) throws -> String {
        let maker = try RenderProbe.canvas(40, 40)
        try maker.render([.fill(RoundedRect(Rect(0, 0, 40, 40)), Color(r: 0, g: 1, b: 0))])
        let path = dir + "/green.png"
        try maker.savePNG(path)
        return path
    }

    /// The exact share of pixel (x, y) inside the circle of radius `r` around (cx, cy), by 16 × 16 samples.
    static func area(_ x: Int, _ y: Int, cx: Double, cy: Double, r: Double) -> Double {
        var inside = 0
        for i in 0..<16 {
            for j in 0..<16 {
                let dx = Double(x) + (Double(i) + 0.5) / 16 - cx, dy = Double(y) + (Double(j) + 0.5) / 16 - cy
                if dx * dx + dy * dy <= r * r { inside += 1 }
            }
        }
        return Double(inside) / 256
    }

    /// Draws a green image inside `clip` (points) on white at `scale` and opacity `alpha`, and
    /// compares each pixel of its top-left and bottom-right corner squares with the circle's
    /// exact coverage. Returns the largest difference and how many pixels are partly covered.
    func rim(clip: RoundedRect, scale: Double, alpha: Double) throws -> (worst: Double, graded: Int) {
        let scratch = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let path = try greenImage(in: scratch)
        let canvas = try RenderProbe.canvas(200, 200, scale: scale)
        let px = try RenderProbe.render(canvas, [
            .fill(RoundedRect(Rect(0, 0, 200, 200)), .white),
            .image(name: path, dest: clip.rect, clip: clip, alpha: alpha),
        ])
        let r = (clip.radius * scale).rounded()
        let x0 = clip.rect.minX * scale, y0 = clip.rect.minY * scale
        let x1 = clip.rect.maxX * scale, y1 = clip.rect.maxY * scale
        var worst = 0.0, graded = 0
        for (cx, cy, xs, ys) in [(x0 + r, y0 + r, Int(x0)..<Int(x0 + r), Int(y0)..<Int(y0 + r)),
                                 (x1 - r, y1 - r, Int(x1 - r)..<Int(x1), Int(y1 - r)..<Int(y1))] {
            for y in ys {
                for x in xs {
                    // On white, red falls from 255 to 0 as the green image covers the pixel.
                    let drawn = (1 - Double(px.rgb(x, y).r) / 255) / alpha
                    let exact = Self.area(x, y, cx: cx, cy: cy, r: r)
                    worst = max(worst, abs(drawn - exact))
                    if drawn > 0.1 && drawn < 0.9 { graded += 1 }
                }
            }
        }
        return (worst, graded)
    }

    @Test("a disc (the avatar) and a card's corners follow the circle's coverage at 1, 2 and 3 px/pt",
          arguments: [1.0, 2, 3])
    func smoothRim(scale: Double) throws {
        let shapes = [
            ("disc", RoundedRect(Rect(20, 20, 36, 36), radius: 18)),
            ("card", RoundedRect(Rect(10, 70, 150, 90), radius: 16)),
        ]
        for (name, clip) in shapes {
            for alpha in [1.0, 0.5] {
                let (worst, graded) = try rim(clip: clip, scale: scale, alpha: alpha)
                // A one-pixel linear ramp across the arc differs from the exact area by up to
                // about 0.1 where the arc runs diagonally; a stair step differs by about 0.5.
                #expect(worst < 0.16, "\(name) at \(scale) px/pt, alpha \(alpha): off by \(worst)")
                let radius = clip.radius * scale
                #expect(Double(graded) > radius, "\(name) at \(scale) px/pt, alpha \(alpha): \(graded) graded rim pixels")
            }
        }
    }
}
