@testable import AppStore
import SimKit
import Testing

/// The gradient under a card's text, drawn while its frame animates: a card opening moves its title
/// down by the safe area, so the scrim's `solid` takes its new value at once while the drawn height
/// is still the old one. The fade must still run out within what is drawn, or it ends in a hard
/// line across the artwork.
@Suite("Text scrim")
@MainActor
struct TextScrimTests {
    /// The opacities of a scrim's fills, from its edge outwards, drawn `drawnHeight` points tall.
    static func opacities(_ scrim: TextScrim, drawnHeight: Double) -> [Double] {
        let canvas = Canvas()
        scrim.draw(in: Rect(0, 0, 300, drawnHeight), canvas: canvas)
        let fills = canvas.commands.compactMap { command -> (y: Double, alpha: Double)? in
            guard case .fill(let rr, let color) = command else { return nil }
            return (scrim.edge == .top ? rr.rect.minY : drawnHeight - rr.rect.maxY, color.a)
        }
        return fills.sorted { $0.y < $1.y }.map(\.alpha)
    }

    @Test("the fade runs out within the drawn height at rest and mid-animation, for either edge",
          arguments: [TextScrim.Edge.top, .bottom])
    func fadeRunsOut(edge: TextScrim.Edge) {
        let scrim = TextScrim(edge: edge)
        scrim.strength = 0.45
        scrim.fade = 72
        // The open layout: 150 points solid, the frame 222 tall. Drawn at 180 (on the way from a
        // closed layout of 100 + 72), and at rest.
        scrim.solid = 150
        scrim.frame = Rect(0, 0, 300, 222)
        for height in [180.0, 222] {
            let alphas = Self.opacities(scrim, drawnHeight: height)
            #expect(alphas.first == 0.45, "full strength at the edge (drawn \(height))")
            #expect((alphas.last ?? 1) < 0.01, "the fade has run out at the far end (drawn \(height)): \(alphas.last ?? 1)")
            let steepest = zip(alphas, alphas.dropFirst()).map { abs($0 - $1) }.max() ?? 0
            #expect(steepest < 0.03, "no band steps more than 3% (drawn \(height)): \(steepest)")
        }
        // At rest the solid part is `solid`: the text stands on full strength.
        #expect(scrim.solidHeight(drawnHeight: 222) == 150)
    }

    @Test("a frame cut short by the artwork's end keeps the text on full strength")
    func cutShort() {
        let scrim = TextScrim(edge: .top)
        scrim.strength = 0.45
        scrim.fade = 72
        scrim.solid = 150
        // The artwork ends at 180: the frame stops there, 42 points into the fade.
        scrim.frame = Rect(0, 0, 300, 180)
        #expect(scrim.solidHeight(drawnHeight: 180) == 150)
    }
}
