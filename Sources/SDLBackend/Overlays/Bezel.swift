import Foundation
import SimKit

/// An optional phone frame drawn by code around the simulated screen (`--bezel`). The canvas grows
/// by `margin` on every side and the scene is drawn offset into it, clipped to the screen, so the
/// frame appears in the window, screenshots and recordings alike.
///
///     let bezel = Bezel(device: .iPhone14)
///     canvas.render(bezel.wrap(scene.render()))   // canvas sized bezel.canvasSize
public struct Bezel: Sendable {
    /// Frame thickness around the glass, in points (an iPhone 12's black border plus its steel band).
    public static let frameWidth = 14.0
    /// Extra room around the frame for the side buttons and the phone's drop shadow (10 pt blur, 3 pt
    /// down), so nothing of either is cut at the canvas's edge.
    public static let buttonRoom = 14.0
    /// A home-button iPhone's forehead and chin above and below the screen (decided here, from the
    /// iPhone SE's proportions: the screen is about 68 % of the front's height).
    public static let homeButtonBand = 64.0
    /// What shows around the phone: a light neutral grey, like the Simulator's backdrop.
    public static let deskColor = Color(hex: 0xE5E5EA)

    public let screen: Size
    /// The display's corner radius: the glass and the frame follow it.
    public let radius: Double
    /// What the front shows around the glass: the notch, or a home button in a chin.
    public let cutout: Device.Cutout
    public let hasHomeButton: Bool

    /// The frame of `device`: its corners, its notch or island, or its home button.
    public init(device: Device) {
        screen = device.size
        radius = device.screenCornerRadius
        cutout = device.cutout
        hasHomeButton = device.hasHomeButton
    }

    public var margin: Double { Self.frameWidth + Self.buttonRoom }
    /// Above and below the screen: the margin, plus the forehead and chin of a home-button phone.
    var verticalMargin: Double { margin + (hasHomeButton ? Self.homeButtonBand : 0) }
    /// The whole canvas in points: the screen plus the frame and button room; even sizes stay even.
    public var canvasSize: Size { Size(screen.width + 2 * margin, screen.height + 2 * verticalMargin) }
    /// Where the screen's top-left corner sits on the canvas.
    public var screenOrigin: Point { Point(margin, verticalMargin) }
    var screenRect: Rect { Rect(origin: screenOrigin, size: screen) }

    /// The frame behind, the scene offset and clipped to the screen, then the rounded glass corners
    /// and the sensor housing in front.
    public func wrap(_ scene: [DrawCommand]) -> [DrawCommand] {
        var out = background()
        out.reserveCapacity(out.count + scene.count + 40)
        out.append(.clip(screenRect))
        for c in scene { out.append(c.offset(by: screenOrigin, within: screenRect)) }
        out.append(.clip(nil))
        out += foreground()
        return out
    }

    private func background() -> [DrawCommand] {
        let chin = hasHomeButton ? Self.homeButtonBand : 0
        let body = screenRect.insetBy(dx: -Self.frameWidth, dy: -Self.frameWidth - chin)
        // A home-button phone's corners are its own (about 55 pt), whatever its square glass.
        let radius = (hasHomeButton ? 41 : self.radius) + Self.frameWidth
        let steel = Color(hex: 0x9A9BA0), black = Color(hex: 0x0B0B0C)
        // Volume buttons on the left, the side button on the right, as on an iPhone 12.
        let left = body.minX - 3, right = body.maxX
        return [
            .shadow(RoundedRect(body, radius: radius), blur: 10, offset: Point(0, 3), color: Color(white: 0, alpha: 0.3)),
            .fill(RoundedRect(Rect(left, body.minY + 110, 4, 30), radius: 1.5), steel),
            .fill(RoundedRect(Rect(left, body.minY + 165, 4, 60), radius: 1.5), steel),
            .fill(RoundedRect(Rect(left, body.minY + 235, 4, 60), radius: 1.5), steel),
            .fill(RoundedRect(Rect(right - 1, body.minY + 190, 4, 95), radius: 1.5), steel),
            .fill(RoundedRect(body, radius: radius), steel),
            .fill(RoundedRect(body.insetBy(dx: 2.5, dy: 2.5), radius: radius - 2.5), black),
        ]
    }

    private func foreground() -> [DrawCommand] {
        var out: [DrawCommand] = []
        let black = Color(hex: 0x0B0B0C), r = radius, s = screenRect
        // Each corner between the screen's quarter circle and the frame's black one (same centre), as
        // thin convex quads. Fanning out to the screen's square corner instead painted black squares over
        // the steel band and past the phone's rounded outline; 24 steps keep the arc smooth.
        // The scene is clipped to the square screen, whose corners reach past the phone's outline
        // (r·√2 > r + frameWidth): above the black ring, the steel band and then the desk close them.
        // The desk is filled from the square corner to the band, cut to the screen so the shadow
        // beside the phone stays.
        let band = radius + Self.frameWidth, outer = band - 2.5
        let steel = Color(hex: 0x9A9BA0)
        func inside(_ p: Point) -> Point { Point(min(max(p.x, s.minX), s.maxX), min(max(p.y, s.minY), s.maxY)) }
        let corners: [(Point, Point, Double)] = [
            (Point(s.minX + r, s.minY + r), Point(s.minX, s.minY), Double.pi),
            (Point(s.maxX - r, s.minY + r), Point(s.maxX, s.minY), 1.5 * Double.pi),
            (Point(s.maxX - r, s.maxY - r), Point(s.maxX, s.maxY), 0),
            (Point(s.minX + r, s.maxY - r), Point(s.minX, s.maxY), 0.5 * Double.pi),
        ]
        let steps = 24
        for (centre, corner, start) in corners {
            func at(_ radius: Double, _ a: Double) -> Point { Point(centre.x + radius * cos(a), centre.y + radius * sin(a)) }
            for i in 0..<steps {
                let a0 = start + Double(i) / Double(steps) * .pi / 2
                let a1 = start + Double(i + 1) / Double(steps) * .pi / 2
                out.append(.polygon([at(r, a0), at(outer, a0), at(outer, a1), at(r, a1)], black))
                out.append(.polygon([at(outer, a0), at(band, a0), at(band, a1), at(outer, a1)], steel))
                let d0 = inside(at(band, a0)), d1 = inside(at(band, a1))
                if d0 != d1 { out.append(.polygon([corner, d0, d1], Self.deskColor)) }
            }
        }
        switch cutout {
        case .notch:
            // The notch: the status bar keeps 9:41 left and the icons right of it, as on the real phone.
            let notch = Rect(s.midX - 105, s.minY - 8, 210, 38)
            out.append(.fill(RoundedRect(notch, radius: 19), black))
            out.append(.fill(RoundedRect(Rect(s.midX - 24, s.minY + 6, 48, 5), radius: 2.5), Color(hex: 0x222226)))
        case .island, .none:
            break   // the island is the screen's own (the scene draws it); a flat top has nothing
        }
        if hasHomeButton {
            // The earpiece above the glass and the home button's ring below it.
            let band = Self.homeButtonBand
            out.append(.fill(RoundedRect(Rect(s.midX - 24, s.minY - band / 2 - 2.5, 48, 5), radius: 2.5), Color(hex: 0x222226)))
            out.append(.circle(center: Point(s.midX, s.maxY + band / 2), radius: 21, lineWidth: 2, color: Color(hex: 0x3A3A3C)))
        }
        return out
    }
}

extension DrawCommand {
    /// The command moved by `d` points; clips are kept inside `bounds` so nothing paints on the frame.
    func offset(by d: Point, within bounds: Rect) -> DrawCommand {
        func r(_ x: Rect) -> Rect { x.offsetBy(dx: d.x, dy: d.y) }
        func rr(_ x: RoundedRect) -> RoundedRect { RoundedRect(r(x.rect), radius: x.radius) }
        switch self {
        case .fill(let x, let c): return .fill(rr(x), c)
        case .shadow(let x, let blur, let o, let c): return .shadow(rr(x), blur: blur, offset: o, color: c)
        case .image(let name, let dest, let clip, let alpha): return .image(name: name, dest: r(dest), clip: rr(clip), alpha: alpha)
        case .text(var run): run.origin = run.origin + d; return .text(run)
        case .polygon(let ps, let c): return .polygon(ps.map { $0 + d }, c)
        case .circle(let c, let radius, let w, let color): return .circle(center: c + d, radius: radius, lineWidth: w, color: color)
        case .line(let a, let b, let w, let c): return .line(from: a + d, to: b + d, width: w, color: c)
        case .backdropBlur(let x, let radius, let tint, let alpha): return .backdropBlur(rr(x), radius: radius, tint: tint, alpha: alpha)
        case .layer(var l):
            // The raster's content is in its own points; only where it lands moves.
            l.dest = r(l.dest)
            l.clip = rr(l.clip)
            return .layer(l)
        case .clip(nil): return .clip(bounds)
        case .clip(let x?): return .clip(r(x).intersection(bounds))
        case .scroll: return self   // how far scrolling moved things: the same wherever the screen lies
        }
    }
}
