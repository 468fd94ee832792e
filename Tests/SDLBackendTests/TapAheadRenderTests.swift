import AppStore
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend

/// What a held finger is told is coming (`FrameDriver.upcomingFrames`) is drawn during the press:
/// the App Store present's first blurred frame blurs nothing, it copies the prefix and the kept
/// blur back; a zoom's first frame draws none of the story's raster. Every frame of the press and
/// the present is exactly what the plain render draws.
@Suite("What a held finger's tap will draw is drawn during the press", .serialized)
@MainActor
struct TapAheadRenderTests {
    static func canvases(software: Bool) throws -> (fast: OffscreenCanvas, plain: OffscreenCanvas) {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let fast = try OffscreenCanvas(size: Metrics.standard.screen, scale: 2, software: software, assets: RenderProbe.assets)
        let plain = try OffscreenCanvas(size: Metrics.standard.screen, scale: 2, software: software, assets: RenderProbe.assets)
        plain.isPlain = true
        return (fast, plain)
    }

    static func driven(_ style: CardTransitionStyle, on canvas: OffscreenCanvas) throws -> DrivenScene {
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let config = AppConfiguration(deck: deck, style: style, avatarPath: RepoPaths.assets + "/Art/avatar.png")
        return DrivenScene { AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog) }
    }

    @Test("the present's first blurred frame computes no blur the press did not, and every frame is the plain render's",
          arguments: [false, true])
    func presentBlursNothingNew(software: Bool) throws {
        let (fast, plain) = try Self.canvases(software: software)
        // The same renderer never told what a tap will bring: what it blurs, the told one need not.
        let untold = try OffscreenCanvas(size: Metrics.standard.screen, scale: 2, software: software, assets: RenderProbe.assets)
        let run = try Self.driven(.appstore, on: fast)
        var differing: [Int] = []
        var blurredFirst: (frame: Int, told: Int, untold: Int)?
        func blurs() -> (told: Int, untold: Int) {
            (fast.displayList.work.blursComputed, untold.displayList.work.blursComputed)
        }
        func draw(_ frame: (commands: [DrawCommand], ahead: [[DrawCommand]])) throws {
            let before = blurs()
            try fast.render(frame.commands, ahead: frame.ahead)
            try untold.render(frame.commands, ahead: [])
            try plain.render(frame.commands, ahead: frame.ahead)
            let large = frame.commands.contains { if case let .backdropBlur(area, _, _, _) = $0 { area.rect.size == Metrics.standard.screen } else { false } }
            if large && blurredFirst == nil {
                let after = blurs()
                blurredFirst = (run.frame, after.told - before.told, after.untold - before.untold)
            }
            if try fast.readPixels() != plain.readPixels() { differing.append(run.frame) }
        }
        for _ in 0..<3 { try draw(run.step()) }
        let card = try #require(run.scene.inspector.pointForCard(1))
        let beforePress = blurs()
        try draw(run.step([.pointerDown(card, time: 0)]))
        for _ in 0..<4 { try draw(run.step()) }
        let afterPress = blurs()
        #expect(afterPress.told - beforePress.told == afterPress.untold - beforePress.untold + 1,
                "the press blurred the coming backdrop once")
        try draw(run.step([.pointerUp(card, time: 0)]))
        for _ in 0..<20 { try draw(run.step()) }
        let first = try #require(blurredFirst, "the present blurs Today")
        #expect(first.told == first.untold - 1, "frame \(first.frame) used the blur the press made")
        #expect(differing.isEmpty, "frames that differ from the plain render: \(differing)")
    }

    @Test("the zoom's first frame composites a story drawn during the press, and every frame is the plain render's")
    func zoomDrawsNoStoryRows() throws {
        let (fast, plain) = try Self.canvases(software: true)
        let run = try Self.driven(.zoom, on: fast)
        var differing: [Int] = []
        func draw(_ frame: (commands: [DrawCommand], ahead: [[DrawCommand]])) throws -> Int {
            let before = fast.displayList.work.rasterRows
            try fast.render(frame.commands, ahead: frame.ahead)
            try plain.render(frame.commands, ahead: frame.ahead)
            if try fast.readPixels() != plain.readPixels() { differing.append(run.frame) }
            return fast.displayList.work.rasterRows - before
        }
        _ = try draw(run.step())
        let card = try #require(run.scene.inspector.pointForCard(1))
        _ = try draw(run.step([.pointerDown(card, time: 0)]))
        for _ in 0..<5 { _ = try draw(run.step()) }
        let lifted = run.step([.pointerUp(card, time: 0)])
        #expect(lifted.commands.contains { if case .layer = $0 { true } else { false } }, "the zoom composites its story at once")
        let story = try draw(lifted)
        // The story is the screen's 1688 rows at 2 px/pt; the pressed card's own raster is smaller.
        #expect(story < 400, "the first frame of the present drew \(story) raster rows")
        for _ in 0..<10 { _ = try draw(run.step()) }
        #expect(differing.isEmpty, "frames that differ from the plain render: \(differing)")
    }
}
