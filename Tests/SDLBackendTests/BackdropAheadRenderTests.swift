import AppStore
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend

/// A backdrop named ahead (`.prepareBackdrop`) is drawn and blurred during the press, so the App
/// Store present's first blurred frame blurs nothing: it copies the prefix and the kept blur back,
/// and draws exactly what the plain render draws, in every frame of the press and the present.
@Suite("A backdrop named ahead is blurred during the press", .serialized)
@MainActor
struct BackdropAheadRenderTests {
    @Test("the present's first blurred frame computes no blur, and every frame is the plain render's",
          arguments: [false, true])
    func presentBlursNothingNew(software: Bool) throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let fast = try OffscreenCanvas(size: Metrics.screen, scale: 2, software: software, assets: RenderProbe.assets)
        let plain = try OffscreenCanvas(size: Metrics.screen, scale: 2, software: software, assets: RenderProbe.assets)
        plain.isPlain = true
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let config = AppConfiguration(deck: deck, style: .appstore, avatarPath: RepoPaths.assets + "/Art/avatar.png")
        let scene = AppStoreScene(configuration: config, measurer: fast.textMeasurer, images: fast.catalog)
        let clock = FrameStepper(scene: scene, fps: 60)
        var differing: [Int] = []
        var blurredFirst: (frame: Int, computedBefore: Int, computedAfter: Int)?
        // The large blur's own count: the falling tab bar's blur is computed again every frame.
        func largeBlurs() -> Int { fast.displayList.backdrop(slot: FramePlan.largeBlurSlot).computations }
        clock.onFrame = {
            let commands = scene.render()
            let before = largeBlurs()
            try fast.render(commands)
            try plain.render(commands)
            let large = commands.contains { if case let .backdropBlur(area, _, _, _) = $0 { area.rect.size == Metrics.screen } else { false } }
            if large && blurredFirst == nil {
                blurredFirst = (clock.frame, before, largeBlurs())
            }
            if try fast.readPixels() != plain.readPixels() { differing.append(clock.frame) }
        }
        for _ in 0..<3 { clock.step() }
        let named = largeBlurs()
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        #expect(largeBlurs() == named + 1, "the press blurred the backdrop once")
        for _ in 0..<20 { clock.step() }
        if let e = clock.frameError { throw e }
        let first = try #require(blurredFirst, "the present blurs Today")
        #expect(first.computedAfter == first.computedBefore, "frame \(first.frame) used the blur the press made")
        #expect(differing.isEmpty, "frames that differ from the plain render: \(differing)")
    }
}
