import Foundation
import SimKit

/// The iPhone status bar: "9:41" on the left, signal bars, Wi-Fi and a full battery on the right,
/// all drawn as shapes so nothing depends on an icon font.
@MainActor
final class StatusBarView: View {
    private let measurer: TextMeasurer
    /// Where the glyphs' colour comes from: the scene reads what lies under them when the bar draws,
    /// so drawing changes nothing.
    var tintSource: () -> Color = { .black }
    /// The glyphs' colour now (setting it fixes it).
    var tint: Color {
        get { tintSource() }
        set { tintSource = { newValue } }
    }

    /// The device whose status bar this is: where the time and the icons sit.
    let device: Device

    init(measurer: TextMeasurer) {
        self.measurer = measurer
        device = Device.current
        super.init(frame: Rect(0, 0, Metrics.screen.width, Metrics.statusBarHeight))
        name = "statusBar"
        isUserInteractionEnabled = false
    }

    override func draw(in rect: Rect, canvas: Canvas) {
        let tint = self.tint
        let place = device.statusBarLayout
        let midY = rect.minY + place.midY
        let time = "9:41"
        let size = measurer.size(of: time, font: Fonts.statusTime)
        canvas.text(time, font: Fonts.statusTime, color: tint,
                    at: Point(rect.minX + place.timeCentre - size.width / 2, midY - size.height / 2))
        // Signal: four rising bars.
        var x = rect.minX + place.signalX
        for i in 0..<4 {
            let h = 4.0 + Double(i) * 2.4
            canvas.fill(Rect(x, midY + 5.5 - h, 3, h), radius: 1, color: tint)
            x += 4.6
        }
        drawWiFi(center: Point(rect.minX + place.wifiX, midY + 5), color: tint, canvas: canvas)
        // Battery: outline, fill and the nub.
        let body = Rect(rect.minX + place.batteryX, midY - 6, 25, 12)
        // The outline is a ring, so what lies under the bar shows through the gap (a filled window
        // in the appearance's background showed a white patch over a story's artwork).
        for quad in Self.ring(body, radius: 3.5, width: 1) { canvas.polygon(quad, color: tint.withAlpha(0.35)) }
        canvas.fill(body.insetBy(dx: 2, dy: 2), radius: 1.8, color: tint)
        canvas.fill(Rect(body.maxX + 1, midY - 2, 1.5, 4), radius: 0.7, color: tint.withAlpha(0.4))
    }

    /// A rounded rectangle's outline `width` thick, as quads between its outer and inner edges
    /// (each convex, as polygons must be), clockwise from the top-left corner.
    static func ring(_ r: Rect, radius: Double, width: Double) -> [[Point]] {
        let steps = 4
        func edge(_ inset: Double) -> [Point] {
            let rr = max(0, radius - inset)
            let corners = [(Point(r.minX + radius, r.minY + radius), Double.pi), (Point(r.maxX - radius, r.minY + radius), 1.5 * .pi),
                           (Point(r.maxX - radius, r.maxY - radius), 0), (Point(r.minX + radius, r.maxY - radius), 0.5 * .pi)]
            return corners.flatMap { c, start in
                (0...steps).map { k in
                    let a = start + Double.pi / 2 * Double(k) / Double(steps)
                    return Point(c.x + rr * cos(a), c.y + rr * sin(a))
                }
            }
        }
        let outer = edge(0), inner = edge(width)
        return outer.indices.map { i in
            let j = (i + 1) % outer.count
            return [outer[i], outer[j], inner[j], inner[i]]
        }
    }

    /// Three arcs and a dot, as wedge polygons fanning up from the base point.
    private func drawWiFi(center c: Point, color: Color, canvas: Canvas) {
        for (i, r) in [11.0, 7.4, 3.8].enumerated() {
            let inner = i == 2 ? 0 : r - 2.2
            var pts: [Point] = []
            let a0 = -Double.pi * 0.75, a1 = -Double.pi * 0.25
            for k in 0...8 {
                let a = a0 + (a1 - a0) * Double(k) / 8
                pts.append(Point(c.x + r * cos(a), c.y + r * sin(a)))
            }
            for k in stride(from: 8, through: 0, by: -1) {
                let a = a0 + (a1 - a0) * Double(k) / 8
                pts.append(Point(c.x + inner * cos(a), c.y + inner * sin(a)))
            }
            // Each band is drawn as quads so the fan stays convex.
            for k in 0..<8 {
                canvas.polygon([pts[k], pts[k + 1], pts[17 - k - 1], pts[17 - k]], color: color)
            }
        }
    }
}
