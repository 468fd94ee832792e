@testable import AppStore
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport

/// A card's shadow comes back over a close, not at once on its last frame: beside the card, where
/// only its shadow falls, no frame of the close's end differs from the one before by more than a
/// few levels, and the close ends on the shadow the card has at rest (software renderer, headless,
/// 1 px/pt).
@Suite("A card's shadow fades in over a close", .serialized)
@MainActor
struct CloseShadowFadePixelTests {
    /// The largest change of a pixel beside the card from one frame to the next, in levels of 255.
    /// The shadow at rest darkens it by about 13; a shadow that comes back in one frame moves it
    /// all at once, while a card still moving its last fraction of a point moves it by one or two.
    static let maxStep = 4

    enum Path: String, CaseIterable, Sendable { case escape, drag }

    @Test("the shadow beside the card never jumps as the card lands", arguments: [CardTransitionStyle.appstore, .zoom], Path.allCases)
    func shadowFadesIn(style: CardTransitionStyle, path: Path) throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 1)
        let config = AppConfiguration(deck: try TestScenes.deck(), language: .en, style: style)
        let scene = AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog)
        let clock = FrameStepper(scene: scene)
        clock.settle()
        let card = scene.root.today.cardFrameOnScreen(0)
        // Left of the card, half-way down: the shadow's 14 pt blur reaches here, the card does not.
        let probe = (x: Int(card.minX - 4), y: Int(card.midY))
        func value() throws -> Int { try RenderProbe.render(canvas, scene.render()).rgb(probe.x, probe.y).g }
        let rest = try value()

        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        switch path {
        case .escape: clock.step([.key(.escape, time: clock.time)])
        case .drag: clock.drag(from: Point(195, 300), to: Point(195, 560), duration: 0.4)
        }
        var values: [(Int, Double)] = []
        while !scene.isIdle {
            let state = clock.step()
            // Only frames in which the flying card has left the probe: its own edge passing over
            // the probe is a change of picture, not of shadow.
            let minX = state.card.map(\.x) ?? card.minX
            values.append((try value(), minX))
        }
        clock.step()
        let after = try value()
        let beside = values.filter { $0.1 >= Double(probe.x) + 2 }.map(\.0) + [after]
        try #require(beside.count > 2, "\(style) \(path): the card never left the probe")
        let steps = zip(beside, beside.dropFirst()).map { abs($0 - $1) }
        #expect(steps.max()! <= Self.maxStep, "\(style) \(path): beside the card \(beside)")
        #expect(after == rest, "\(style) \(path): \(after) after the close, \(rest) at rest")
    }
}
