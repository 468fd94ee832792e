import Foundation
import SimKit

/// The iPhone status bar: "9:41" on the left, signal bars, Wi-Fi and a full battery on the right,
/// all drawn as shapes so nothing depends on an icon font. Each part of it (the time, the network,
/// the battery) is one colour at a time, dark or light, as iOS's status bar styles are, chosen for
/// what lies under that part; a change of style cross-fades the two (`setTint(_:for:animated:)`),
/// as UIKit's animated status bar appearance update does.
@MainActor
final class StatusBarView: View {
    /// The parts of the bar that each take the style of what lies under them.
    enum Part: CaseIterable { case time, network, battery }

    /// Each part's glyphs in the current colour, and in the colour they replace while a change
    /// cross-fades (hidden otherwise).
    private let glyphs: [Part: StatusBarGlyphs]
    private let outgoing: [Part: StatusBarGlyphs]
    /// How long a change of style cross-fades: UIKit's status bar fade (`UIStatusBarAnimation.fade`)
    /// runs about this long when its update is not inside an animation block.
    static let styleFade = 0.3

    /// The time's colour: the style chosen now (setting it turns every part at once).
    var tint: Color {
        get { tint(of: .time) }
        set { setTint(newValue, animated: false) }
    }

    /// The colour `part` is drawn in now.
    func tint(of part: Part) -> Color { glyphs[part]!.color }

    /// Where `part`'s glyphs lie in the bar (and on the screen, the bar at rest).
    func area(of part: Part) -> Rect { glyphs[part]!.area(of: part) }

    /// The device whose status bar this is: where the time and the icons sit.
    let device: Device

    /// The date beside the time (an iPad's status bar shows one); nil shows none.
    var date: String? {
        get { glyphs[.time]!.date }
        set { for g in Array(glyphs.values) + Array(outgoing.values) { g.date = newValue } }
    }

    init(measurer: TextMeasurer, device: Device) {
        self.device = device
        func make(_ part: Part) -> StatusBarGlyphs {
            StatusBarGlyphs(measurer: measurer, layout: device.statusBarLayout, part: part)
        }
        glyphs = Dictionary(uniqueKeysWithValues: Part.allCases.map { ($0, make($0)) })
        outgoing = Dictionary(uniqueKeysWithValues: Part.allCases.map { ($0, make($0)) })
        super.init(frame: Rect(0, 0, device.size.width, device.statusBarHeight))
        name = "statusBar"
        isUserInteractionEnabled = false
        for part in Part.allCases {
            for g in [outgoing[part]!, glyphs[part]!] {
                g.frame = bounds
                addSubview(g)
            }
            outgoing[part]!.alpha = 0
        }
    }

    /// Turns every part's glyphs to `colour`.
    func setTint(_ colour: Color, animated: Bool) {
        for part in Part.allCases { setTint(colour, for: part, animated: animated) }
    }

    /// Turns `part`'s glyphs to `colour`; animated, the old colour fades out as the new one fades
    /// in, their opacities summing to one on every frame.
    func setTint(_ colour: Color, for part: Part, animated: Bool) {
        let glyphs = glyphs[part]!, outgoing = outgoing[part]!
        guard colour != glyphs.color else { return }
        View.performWithoutAnimation {
            glyphs.removeAllAnimations(keepingPresentation: false)
            outgoing.removeAllAnimations(keepingPresentation: false)
            outgoing.color = glyphs.color
            outgoing.alpha = animated ? 1 : 0
            glyphs.color = colour
            glyphs.alpha = animated ? 0 : 1
        }
        guard animated else { return }
        View.animate(withDuration: StatusBarView.styleFade) {
            glyphs.alpha = 1
            outgoing.alpha = 0
        }
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
}
