import SimKit

/// The device's rounded screen corners in what CardSim writes without the phone frame:
/// screenshots, recordings and PNG frames. A phone's screen is not a rectangle, and a picture of it
/// with square corners shows pixels no phone shows. With the bezel on, the frame draws them.
///
///     let corners = ScreenCorners(screens: [.init(x: 0, y: 0, width: 780, height: 1688, radius: 94.66)],
///                                 outside: .transparent)
///     corners.apply(to: &rgba, width: 780, height: 1688)
///
/// The edge is anti-aliased by the share of each pixel inside the arc, so that a corner looks like
/// the bezel's. Only the corner squares are touched: a whole frame costs four small loops.
struct ScreenCorners: Equatable, Sendable {
    /// A screen on the canvas, in pixels, with its corner radius in pixels.
    struct Screen: Equatable, Sendable {
        var x: Int, y: Int, width: Int, height: Int
        var radius: Double
    }

    /// What shows past a corner.
    enum Outside: Equatable, Sendable {
        /// Nothing: the pixel's alpha is its share inside the screen (a PNG of one screen).
        case transparent
        /// This colour, mixed by the share outside (a video has no alpha; black is what a player
        /// shows around a picture, and a screen placed on a background takes the background's).
        case color(r: UInt8, g: UInt8, b: UInt8)
    }

    var screens: [Screen]
    var outside: Outside

    /// One screen filling the picture, `device`'s, at `scale` pixels per point: transparent past its
    /// corners (a screenshot) or black (a video).
    static func lone(_ device: Device, scale: Double, transparent: Bool) -> ScreenCorners {
        let w = Int((device.size.width * scale).rounded()), h = Int((device.size.height * scale).rounded())
        return ScreenCorners(screens: [.init(x: 0, y: 0, width: w, height: h, radius: device.screenCornerRadius * scale)],
                             outside: transparent ? .transparent : .color(r: 0, g: 0, b: 0))
    }

    /// Whether writing the result needs an alpha channel.
    /// The same corners for a frame of B, G, R, A bytes: the outside colour's red and blue swapped.
    var forBGRA: ScreenCorners {
        guard case .color(let r, let g, let b) = outside else { return self }
        return ScreenCorners(screens: screens, outside: .color(r: b, g: g, b: r))
    }

    var needsAlpha: Bool { outside == .transparent && !screens.allSatisfy { $0.radius <= 0 } }

    /// Rounds every screen's corners in `rgba` (`width * height * 4` bytes, rows top to bottom).
    func apply(to rgba: inout [UInt8], width: Int, height: Int) {
        rgba.withUnsafeMutableBufferPointer { p in
            for s in screens where s.radius > 0 {
                let r = min(s.radius, Double(min(s.width, s.height)) / 2)
                let side = Int(r.rounded(.up))
                // Each corner: its square of `side` pixels, its arc's centre, and which way is out.
                let corners = [
                    (s.x, s.y, Double(s.x) + r, Double(s.y) + r, -1.0, -1.0),
                    (s.x + s.width - side, s.y, Double(s.x + s.width) - r, Double(s.y) + r, 1.0, -1.0),
                    (s.x, s.y + s.height - side, Double(s.x) + r, Double(s.y + s.height) - r, -1.0, 1.0),
                    (s.x + s.width - side, s.y + s.height - side, Double(s.x + s.width) - r, Double(s.y + s.height) - r, 1.0, 1.0),
                ]
                for (x0, y0, cx, cy, outX, outY) in corners {
                    for y in max(0, y0)..<min(height, y0 + side) {
                        for x in max(0, x0)..<min(width, x0 + side) {
                            let inside = Self.coverage(x: x, y: y, centre: (cx, cy), out: (outX, outY), radius: r)
                            if inside < 1 { mix(p, at: (y * width + x) * 4, inside: inside) }
                        }
                    }
                }
            }
        }
    }

    /// The share of pixel (x, y) inside the arc of `radius` about `centre`, measured at the pixel's
    /// centre with a one-pixel ramp across the arc. `out` points away from the screen's middle: a
    /// pixel level with a straight edge (not past the centre both ways) is inside.
    static func coverage(x: Int, y: Int, centre: (Double, Double), out: (Double, Double), radius: Double) -> Double {
        let dx = Double(x) + 0.5 - centre.0, dy = Double(y) + 0.5 - centre.1
        guard dx * out.0 > 0, dy * out.1 > 0 else { return 1 }
        return min(1, max(0, radius - (dx * dx + dy * dy).squareRoot() + 0.5))
    }

    private func mix(_ p: UnsafeMutableBufferPointer<UInt8>, at i: Int, inside: Double) {
        switch outside {
        case .transparent:
            p[i + 3] = UInt8((Double(p[i + 3]) * inside).rounded())
        case .color(let r, let g, let b):
            let out = 1 - inside
            p[i] = UInt8((Double(p[i]) * inside + Double(r) * out).rounded())
            p[i + 1] = UInt8((Double(p[i + 1]) * inside + Double(g) * out).rounded())
            p[i + 2] = UInt8((Double(p[i + 2]) * inside + Double(b) * out).rounded())
        }
    }
}
