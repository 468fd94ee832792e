import AppStore
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend

/// Every shortcut of the renderer (damage, culling, kept rasters, stretches, blurs and the prefix
/// snapshot) draws what the plain reference render draws: every frame of each style's present,
/// mid-flight grab, close and drag-to-dismiss, in light and dark, at 1 and 2 px/pt, in the
/// software and the OpenGL renderer. One canvas plays every style in turn, so what one style left
/// in the renderer's caches must not show in the next.
@Suite("Shortcuts draw what the plain render draws", .serialized)
@MainActor
struct PlainRenderAgreementTests {
    /// Channel difference allowed per pixel: none. A shortcut draws the same pixels or it is wrong.
    static let tolerance = 0

    /// One frame's comparison: how many pixels differ by more than `tolerance`, and the largest difference.
    struct Difference: CustomStringConvertible {
        var pixels = 0
        var largest = 0
        var description: String { "\(pixels) pixels differ, by up to \(largest)" }
    }

    /// Compares two RGBA frames; equal rows are skipped with one memcmp each.
    static func difference(_ a: [UInt8], _ b: [UInt8], rowBytes: Int) -> Difference {
        var d = Difference()
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                let x = pa.baseAddress!, y = pb.baseAddress!
                for row in stride(from: 0, to: min(a.count, b.count), by: rowBytes) where memcmp(x + row, y + row, rowBytes) != 0 {
                    for i in stride(from: row, to: row + rowBytes, by: 4) {
                        let m = max(abs(Int(x[i]) - Int(y[i])), abs(Int(x[i + 1]) - Int(y[i + 1])), abs(Int(x[i + 2]) - Int(y[i + 2])))
                        if m > tolerance { d.pixels += 1; d.largest = max(d.largest, m) }
                    }
                }
            }
        }
        return d
    }

    /// A drag-to-dismiss gesture that each style answers: its own dismissing pan.
    static func dismissDrag(_ style: CardTransitionStyle) -> (from: Point, to: Point) {
        switch style {
        case .sheet: (Point(195, 70), Point(195, 600))
        case .slide: (Point(5, 400), Point(300, 400))
        default: (Point(195, 300), Point(195, 620))
        }
    }

    /// Plays present, a grab mid-flight, close, present and drag-to-dismiss in `style` on `clock`.
    static func play(_ style: CardTransitionStyle, on clock: FrameStepper) throws {
        let scene = clock.scene
        let card = try #require(scene.inspector.pointForCard(1))
        for _ in 0..<3 { clock.step() }
        clock.tap(card)
        for _ in 0..<6 { clock.step() }
        // Grabbed in flight, moved a little and let go: it goes on from where it is.
        clock.drag(from: Point(195, 400), to: Point(195, 440), duration: 0.1)
        clock.settle()
        if scene.inspector.traceState().screen != "story" {
            clock.tap(card)
            clock.settle()
        }
        clock.step([.key(.escape, time: clock.time)])
        clock.settle()
        clock.tap(card)
        clock.settle()
        let drag = dismissDrag(style)
        clock.drag(from: drag.from, to: drag.to, duration: 0.3)
        clock.settle()
    }

    func check(scale: Double, appearance: AppSettings.Appearance, software: Bool) throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let assets = RenderProbe.assets
        let fast = try OffscreenCanvas(size: Metrics.standard.screen, scale: scale, software: software, assets: assets)
        let plain = try OffscreenCanvas(size: Metrics.standard.screen, scale: scale, software: software, assets: assets)
        plain.isPlain = true
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        var worst: [String] = []
        var frames = 0
        // Light plays the styles in one order and dark in the other: what came before must not matter.
        let styles = appearance == .dark ? CardTransitionStyle.allCases.reversed() : CardTransitionStyle.allCases
        for style in styles {
            var config = AppConfiguration(deck: deck, style: style, avatarPath: RepoPaths.assets + "/Art/avatar.png")
            config.settings.appearance = appearance
            let scene = AppStoreScene(configuration: config, measurer: fast.textMeasurer, images: fast.catalog)
            let clock = FrameStepper(scene: scene, fps: 30)
            clock.onFrame = {
                let commands = scene.render()
                try fast.render(commands)
                try plain.render(commands)
                let d = Self.difference(try fast.readPixels(), try plain.readPixels(), rowBytes: fast.pixelWidth * 4)
                frames += 1
                if d.pixels > 0 {
                    worst.append("\(style.rawValue) frame \(clock.frame): \(d)")
                }
            }
            try Self.play(style, on: clock)
            if let e = clock.frameError { throw e }
        }
        #expect(frames > 400)
        #expect(worst.isEmpty, "\(fast.rendererName) at \(scale) px/pt, \(appearance): \(worst.count) of \(frames) frames differ from the plain render: \(worst.prefix(8))")
    }

    @Test("software renderer", arguments: [1.0, 2.0], [AppSettings.Appearance.light, .dark])
    func software(scale: Double, appearance: AppSettings.Appearance) throws {
        try check(scale: scale, appearance: appearance, software: true)
    }

    /// Not under ThreadSanitizer: there Mesa's llvmpipe threads run with every call intercepted, and
    /// the four cases ran past `make check`'s 1,500 s limit (161 s optimized). `make test` and the
    /// AddressSanitizer pass run them; the software cases run under both sanitizers.
    @Test("OpenGL renderer", .disabled(if: ThreadSanitizerRuntime.isLoaded, "llvmpipe under ThreadSanitizer runs past make check's limit"),
          arguments: [1.0, 2.0], [AppSettings.Appearance.light, .dark])
    func openGL(scale: Double, appearance: AppSettings.Appearance) throws {
        try check(scale: scale, appearance: appearance, software: false)
    }
}

/// Whether this test process runs with ThreadSanitizer's runtime (`make check`).
enum ThreadSanitizerRuntime {
    static var isLoaded: Bool { dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil }
}

/// Whether this test process runs with ThreadSanitizer's or AddressSanitizer's runtime (`make check`).
enum SanitizerRuntime {
    static var isLoaded: Bool { ThreadSanitizerRuntime.isLoaded || dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil }
}
