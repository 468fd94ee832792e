import Foundation
import SimKit

/// One part of the status bar's glyphs in one colour; `StatusBarView` holds two of each part to
/// cross-fade a change of its style.
@MainActor
final class StatusBarGlyphs: View {
    private let measurer: TextMeasurer
    private let place: Device.StatusBarLayout
    /// Which glyphs these are.
    let part: StatusBarView.Part
    /// The glyphs' colour.
    var color = Color.black
    /// The date beside the time, as an iPad's status bar shows it; nil on a phone.
    var date: String?
    private static let time = "9:41"

    init(measurer: TextMeasurer, layout: Device.StatusBarLayout, part: StatusBarView.Part) {
        self.measurer = measurer
        place = layout
        self.part = part
        super.init()
        isUserInteractionEnabled = false
    }

    /// Where the glyphs of `part` lie in the bar, 24 pt tall about their middle, with a little
    /// room around them.
    func area(of part: StatusBarView.Part) -> Rect {
        let top = max(0, place.midY - 12)
        switch part {
        case .time:
            let half = measurer.size(of: Self.time, font: Fonts.statusTime).width / 2
            let right = date.map { place.timeCentre + half + 6 + measurer.size(of: $0, font: Fonts.statusDate).width + 2 }
            return Rect(place.timeCentre - half - 4, top, (right ?? place.timeCentre + half + 4) - (place.timeCentre - half - 4), 24)
        case .network: return Rect(place.signalX - 2, top, place.wifiX + 13 - (place.signalX - 2), 24)
        case .battery: return Rect(place.batteryX - 2, top, 32, 24)
        }
    }

    override func draw(in rect: Rect, canvas: Canvas) {
        let tint = color
        let midY = rect.minY + place.midY
        switch part {
        case .time:
            let size = measurer.size(of: Self.time, font: Fonts.statusTime)
            canvas.text(Self.time, font: Fonts.statusTime, color: tint,
                        at: Point(rect.minX + place.timeCentre - size.width / 2, midY - size.height / 2))
            if let date {
                let d = measurer.size(of: date, font: Fonts.statusDate)
                canvas.text(date, font: Fonts.statusDate, color: tint,
                            at: Point(rect.minX + place.timeCentre + size.width / 2 + 6, midY - d.height / 2))
            }
        case .network:
            // Signal: four rising bars.
            var x = rect.minX + place.signalX
            for i in 0..<4 {
                let h = 4.0 + Double(i) * 2.4
                canvas.fill(Rect(x, midY + 5.5 - h, 3, h), radius: 1, color: tint)
                x += 4.6
            }
            drawWiFi(center: Point(rect.minX + place.wifiX, midY + 5), color: tint, canvas: canvas)
        case .battery:
            drawBattery(in: rect, midY: midY, color: tint, canvas: canvas)
        }
    }

    /// The battery: outline, fill and the nub.
    private func drawBattery(in rect: Rect, midY: Double, color tint: Color, canvas: Canvas) {
        let body = Rect(rect.minX + place.batteryX, midY - 6, 25, 12)
        // The outline is a ring, so what lies under the bar shows through the gap (a filled window
        // in the appearance's background showed a white patch over a story's artwork).
        for quad in StatusBarView.ring(body, radius: 3.5, width: 1) { canvas.polygon(quad, color: tint.withAlpha(0.35)) }
        canvas.fill(body.insetBy(dx: 2, dy: 2), radius: 1.8, color: tint)
        canvas.fill(Rect(body.maxX + 1, midY - 2, 1.5, 4), radius: 0.7, color: tint.withAlpha(0.4))
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

extension Fonts {
    /// The date beside an iPad status bar's time: the time's size, regular weight.
    static let statusDate = Font(size: 17, weight: .regular)
}
