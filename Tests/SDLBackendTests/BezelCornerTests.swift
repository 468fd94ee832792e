import Foundation
import SimKit
import Testing
@testable import SDLBackend

/// The bezel's corners paint nothing black outside the phone's rounded outline (they painted
/// black squares over the steel band and the desk), and the screen's square corners are closed.
@Suite("Bezel corners")
struct BezelCornerTests {
    let bezel = Bezel(device: .iPhone14)

    /// Distance from `p` to the phone body's rounded outline, negative inside.
    private func outside(_ p: Point) -> Double {
        let body = bezel.screenRect.insetBy(dx: -Bezel.frameWidth, dy: -Bezel.frameWidth)
        let r = bezel.radius + Bezel.frameWidth
        let cx = min(max(p.x, body.minX + r), body.maxX - r), cy = min(max(p.y, body.minY + r), body.maxY - r)
        let dx = p.x - cx, dy = p.y - cy
        return (dx * dx + dy * dy).squareRoot() - r
    }

    @Test func noBlackPolygonReachesPastTheOutline() {
        let black = Color(hex: 0x0B0B0C)
        var polygons = 0
        for case .polygon(let points, let color) in bezel.wrap([]) where color == black {
            polygons += 1
            for p in points { #expect(outside(p) <= 1e-9, "\(p) is \(outside(p)) pt outside the phone") }
        }
        #expect(polygons > 0)
    }

    @Test func theScreensSquareCornersAreCovered() {
        // The desk-coloured fill reaches the screen rect's very corner, where the scene would show.
        let s = bezel.screenRect
        let desk = bezel.wrap([]).compactMap { c -> [Point]? in
            if case .polygon(let ps, let color) = c, color == Bezel.deskColor { return ps } else { return nil }
        }
        for corner in [Point(s.minX, s.minY), Point(s.maxX, s.minY), Point(s.maxX, s.maxY), Point(s.minX, s.maxY)] {
            #expect(desk.contains { $0.contains(corner) }, "\(corner)")
        }
    }
}
