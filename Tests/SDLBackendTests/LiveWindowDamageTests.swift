import AppStore
import CSDL2
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend

/// The window redraws only the rows that changed since the frame it holds. Every frame of a
/// scroll, a press and each style's present, grab, close and drag-to-dismiss must come out as the
/// same frame drawn whole, in the software and the OpenGL renderer. SDL's offscreen video driver
/// stands in for a display.
@Suite("Live window: frames redrawn where they changed equal whole frames", .serialized)
@MainActor
struct LiveWindowDamageTests {
    func check(software: Bool) throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let assets = RenderProbe.assets
        func window() throws -> LiveWindow {
            try LiveWindow(canvas: Metrics.standard.screen, screenOrigin: .zero, scale: nil, renderer: software ? .software : .opengl, assets: assets)
        }
        let partial = try window(), whole = try window()
        whole.drawsChangesOnly = false
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        var differing: [String] = []
        var frames = 0, unchanged = 0
        var last: [DrawCommand] = []
        for style in CardTransitionStyle.allCases {
            let config = AppConfiguration(deck: deck, style: style, avatarPath: RepoPaths.assets + "/Art/avatar.png")
            let scene = AppStoreScene(configuration: config, measurer: partial.measurer, images: partial.layoutList.images)
            let clock = FrameStepper(scene: scene, fps: 30)
            clock.onFrame = {
                let commands = scene.render()
                if commands == last { unchanged += 1 }
                last = commands
                try partial.present(commands)
                try whole.present(commands)
                let a = try partial.shownPixels(), b = try whole.shownPixels()
                frames += 1
                #expect(a.width == b.width && a.height == b.height && a.width > 0)
                let d = PlainRenderAgreementTests.difference(a.bytes, b.bytes, rowBytes: a.width * 4)
                if d.pixels > 0 { differing.append("\(style.rawValue) frame \(clock.frame): \(d)") }
            }
            // The list scrolled and back (moved frames are drawn whole), then held still.
            clock.drag(from: Point(195, 600), to: Point(195, 450), duration: 0.2)
            clock.settle()
            clock.drag(from: Point(195, 450), to: Point(195, 650), duration: 0.2)
            clock.settle()
            for _ in 0..<3 { clock.step() }
            try PlainRenderAgreementTests.play(style, on: clock)
            if let e = clock.frameError { throw e }
        }
        #expect(frames > 400)
        #expect(unchanged > 10, "frames held still, which the window does not draw again")
        #expect(differing.isEmpty, "\(partial.rendererName): \(differing.count) of \(frames) frames differ: \(differing.prefix(8))")
    }

    @Test("software renderer")
    func software() throws { try check(software: true) }

    @Test("OpenGL renderer")
    func openGL() throws { try check(software: false) }
}

extension LiveWindow {
    /// What the window shows after `present`, read back from the window itself as RGBA bytes,
    /// row-major: the letterbox and the frame copied into it, as the user sees them.
    func shownPixels() throws -> (bytes: [UInt8], width: Int, height: Int) {
        let (w, h) = try #require(renderer.outputSize)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        try renderer.withTarget(nil, clip: nil) {
            try bytes.withUnsafeMutableBytes { try renderer.readPixels(nil, format: SDL_PIXELFORMAT_RGBA32, into: $0.baseAddress!, pitch: w * 4) }
        }
        return (bytes, w, h)
    }
}
