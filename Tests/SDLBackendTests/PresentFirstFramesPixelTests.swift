@testable import AppStore
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport

/// A card keeps its look as a present takes it up. In the first frames of every style's present,
/// wherever the traced card is drawn opaque, its corners are as round as the trace's `card.radius`
/// says: just inside the corner of its bounds, outside the arc, the pixel shows what lies behind,
/// not the card. Where it still sits on its cell, it casts the cell's shadow: a card's lower part
/// is the story's body, in Today's own colour, and only the shadow shows where it ends (software
/// renderer, headless, 1 px/pt).
@Suite("A present's first frames keep the card's corners and shadow", .serialized)
@MainActor
struct PresentFirstFramesPixelTests {
    /// The present's first frames checked: a sixth of a second.
    static let frames = 10
    /// A corner pixel that differs from the card's own pixel by less than this, in levels of 255
    /// in every channel, is the card's: its corner is square.
    static let cornerContrast = 6
    /// How far a traced card may be from its cell and still be the card on its cell, in points.
    static let onCell = 40.0

    @Test("every corner round as traced, the cell's shadow under the card",
          arguments: [CardTransitionStyle.appstore, .expand, .sheet, .slide, .zoom])
    func firstFrames(style: CardTransitionStyle) throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 1)
        let config = AppConfiguration(deck: try TestScenes.deck(), language: .en, style: style)
        let scene = AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog)
        let clock = FrameStepper(scene: scene)
        clock.settle()
        let cell = scene.root.today.cardFrameOnScreen(0)
        let ground = Palette.light.groupedBackground
        // Under the card's bottom edge, where the shadow is darkest.
        func shadowDepth(_ px: Pixels, under r: Rect) -> Int {
            Int((ground.g * 255).rounded()) - px.rgb(Int(r.midX), Int(r.maxY + 4)).g
        }
        let rest = shadowDepth(try RenderProbe.render(canvas, scene.render()), under: cell)
        try #require(rest >= 6, "the cell at rest casts no shadow: \(rest)")

        clock.tap(try #require(scene.inspector.pointForCard(1)))
        var checked = 0, present = 0
        while present < Self.frames {
            let state = clock.step()
            guard state.transition?.direction == .present, let c = state.card else {
                try #require(clock.time < 3, "\(style): no present began")
                continue
            }
            present += 1
            guard c.alpha >= 0.95 else { continue }
            let px = try RenderProbe.render(canvas, scene.render())
            let at = "\(style), present frame \(present)"
            let card = Rect(c.x, c.y, c.w, c.h)
            if c.radius >= 8 {
                for corner in Self.corners(of: card) {
                    let k = c.radius
                    let outside = (corner.x + corner.dx * 0.12 * k, corner.y + corner.dy * 0.12 * k)
                    let inside = (corner.x + corner.dx * 0.6 * k, corner.y + corner.dy * 0.6 * k)
                    guard Self.onScreen(outside, margin: 2), Self.onScreen(inside, margin: 2),
                          min(outside.1, inside.1) > 60 else { continue }
                    let o = px.rgb(Int(outside.0), Int(outside.1)), i = px.rgb(Int(inside.0), Int(inside.1))
                    let contrast = max(abs(o.r - i.r), abs(o.g - i.g), abs(o.b - i.b))
                    checked += 1
                    #expect(contrast >= Self.cornerContrast,
                            "\(at): square corner at (\(corner.x), \(corner.y)), radius \(k): \(o) beside \(i)")
                }
            }
            let near = abs(card.minX - cell.minX) < Self.onCell && abs(card.maxX - cell.maxX) < Self.onCell
                && abs(card.minY - cell.minY) < Self.onCell && abs(card.maxY - cell.maxY) < Self.onCell
            if near {
                checked += 1
                let depth = shadowDepth(px, under: card)
                #expect(depth * 2 >= rest, "\(at): the shadow under the card is \(depth) levels deep, \(rest) at rest")
            }
        }
        if style == .appstore || style == .zoom {
            #expect(checked > Self.frames, "\(style): the card was checked in \(checked) places")
        }
    }

    /// The four corners of `r`, each with the direction pointing into it.
    static func corners(of r: Rect) -> [(x: Double, y: Double, dx: Double, dy: Double)] {
        [(r.minX, r.minY, 1, 1), (r.maxX, r.minY, -1, 1), (r.minX, r.maxY, 1, -1), (r.maxX, r.maxY, -1, -1)]
    }

    static func onScreen(_ p: (Double, Double), margin: Double) -> Bool {
        p.0 >= margin && p.0 < 390 - margin && p.1 >= margin && p.1 < 844 - margin
    }
}
