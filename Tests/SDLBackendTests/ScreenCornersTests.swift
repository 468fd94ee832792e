import AppStore
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
import Playback
import Session

/// A phone's screen has rounded corners, so what CardSim writes without the phone frame has them
/// too: a screenshot is transparent past the arc, a video black, a screen on a background (a
/// frame's room, `--compare`) takes the background's colour. The SE's square screen is untouched.
@Suite("Exports: the screen's rounded corners")
@MainActor
struct ScreenCornersTests {
    /// A 100 × 60 white picture, every byte known.
    static func white(_ w: Int = 100, _ h: Int = 60) -> [UInt8] { [UInt8](repeating: 255, count: w * h * 4) }

    func pixel(_ p: [UInt8], _ x: Int, _ y: Int, width: Int = 100) -> [UInt8] {
        Array(p[((y * width + x) * 4)..<((y * width + x) * 4 + 4)])
    }

    @Test("past the arc: transparent or the colour; inside and along the straight edges: untouched; the ramp is one pixel")
    func maskShape() {
        let screen = ScreenCorners.Screen(x: 0, y: 0, width: 100, height: 60, radius: 20)
        var clear = Self.white()
        ScreenCorners(screens: [screen], outside: .transparent).apply(to: &clear, width: 100, height: 60)
        var black = Self.white()
        ScreenCorners(screens: [screen], outside: .color(r: 0, g: 0, b: 0)).apply(to: &black, width: 100, height: 60)
        for (x, y) in [(0, 0), (99, 0), (0, 59), (99, 59)] {
            #expect(pixel(clear, x, y) == [255, 255, 255, 0], "corner \(x),\(y)")
            #expect(pixel(black, x, y) == [0, 0, 0, 255], "corner \(x),\(y)")
        }
        for (x, y) in [(50, 30), (20, 0), (0, 20), (79, 59), (99, 39), (10, 10)] {
            #expect(pixel(clear, x, y) == [255, 255, 255, 255], "inside \(x),\(y)")
            #expect(pixel(black, x, y) == [255, 255, 255, 255], "inside \(x),\(y)")
        }
        // The arc crosses the diagonal at 20 (1 − 1/√2) ≈ 5.86 px; pixels it passes through are partly in.
        #expect(pixel(clear, 4, 4)[3] == 0 && pixel(clear, 7, 7)[3] == 255)
        var partial = 0
        for y in 0..<20 { for x in 0..<20 where pixel(clear, x, y)[3] > 0 && pixel(clear, x, y)[3] < 255 { partial += 1 } }
        #expect(partial >= 20, "an anti-aliased arc: \(partial) partial pixels")
        // The four corners are mirror images.
        for y in 0..<20 { for x in 0..<20 {
            let a = pixel(clear, x, y)[3]
            #expect(a == pixel(clear, 99 - x, y)[3] && a == pixel(clear, x, 59 - y)[3] && a == pixel(clear, 99 - x, 59 - y)[3])
        } }
    }

    @Test("a square screen, such as the iPhone SE's, is written as it is, opaque")
    func squareScreen() {
        let corners = ScreenCorners.lone(.iPhoneSE, scale: 1, transparent: true)
        var p = Self.white(375, 667)
        corners.apply(to: &p, width: 375, height: 667)
        #expect(p == Self.white(375, 667))
        #expect(!corners.needsAlpha)
        #expect(ScreenCorners.lone(.iPhone16Pro, scale: 2, transparent: true).needsAlpha)
    }

    func render(_ script: String, device: Device, bezel: Bool = false, record: String? = nil,
                compare: [Device] = []) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardsim-corners-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var c = HeadlessRunner.Configuration()
        c.device = device
        c.scale = 1
        c.bezel = bezel
        c.showProgress = false
        c.script = ScriptSource(text: script.replacingOccurrences(of: "DIR", with: dir.path), file: "corners.txt")
        c.record = record.map { dir.appendingPathComponent($0).path }
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        func factory(_ d: Device) -> HeadlessRunner.SceneFactory {
            { measurer, images in
                var config = AppConfiguration(deck: deck)
                config.device = d
                return AppStoreScene(configuration: config, measurer: measurer, images: images)
            }
        }
        if compare.isEmpty {
            _ = try HeadlessRunner(configuration: c, assets: RenderProbe.assets, makeScene: factory(device)).run()
        } else {
            _ = try HeadlessRunner(configuration: c, assets: RenderProbe.assets,
                                   comparing: compare.map { .init(label: $0.title, device: $0, makeScene: factory($0)) }).run()
        }
        return dir
    }

    @Test("a headless screenshot without the frame: transparent corners, an opaque screen; with the frame: the frame's")
    func headlessScreenshot() throws {
        let dir = try render("wait 0.1\nscreenshot DIR/shot.png\n", device: .iPhone16Pro)
        defer { try? FileManager.default.removeItem(at: dir) }
        let shot = try #require(AppScreenPixelTests().loadPNG(dir.appendingPathComponent("shot.png").path))
        #expect(shot.width == 402 && shot.height == 874)
        #expect(shot.alpha(0, 0) == 0 && shot.alpha(401, 873) == 0)
        #expect(shot.alpha(201, 437) == 255 && shot.alpha(201, 0) == 255 && shot.alpha(0, 437) == 255)
        // Past the corner squares (62 pt at 1 px/pt) every pixel is opaque: the canvas's own alpha
        // (253 here and there from blending) is not written.
        var seeThrough = 0
        for y in 0..<874 { for x in 0..<402 where (x >= 62 && x < 340) || (y >= 62 && y < 812) {
            if shot.alpha(x, y) != 255 { seeThrough += 1 }
        } }
        #expect(seeThrough == 0, "\(seeThrough) pixels of the screen are not opaque")
        let framed = try render("wait 0.1\nscreenshot DIR/shot.png\n", device: .iPhone16Pro, bezel: true)
        defer { try? FileManager.default.removeItem(at: framed) }
        let withFrame = try #require(AppScreenPixelTests().loadPNG(framed.appendingPathComponent("shot.png").path))
        #expect(withFrame.alpha(0, 0) == 255, "the desk around the frame is opaque")
    }

    @Test("recorded frames are black past the corners; --compare panels take the dark background")
    func recordedFrames() throws {
        let dir = try render("wait 0.05\n", device: .iPhone14, record: "frames/")
        defer { try? FileManager.default.removeItem(at: dir) }
        let frame = try #require(AppScreenPixelTests().loadPNG(dir.appendingPathComponent("frames/\(PNGFrameWriter.fileName(1))").path))
        #expect(frame.isColor(0, 0, 0, 0, 0) && frame.isColor(389, 843, 0, 0, 0))
        #expect(!frame.isColor(195, 843, 0, 0, 0, tolerance: 8), "the bottom edge's middle is the screen's")
        let both = try render("wait 0.05\n", device: .iPhone14, record: "frames/", compare: [.iPhone14, .iPhone16Pro])
        defer { try? FileManager.default.removeItem(at: both) }
        let panels = try #require(AppScreenPixelTests().loadPNG(both.appendingPathComponent("frames/\(PNGFrameWriter.fileName(1))").path))
        // The first panel's top-left corner sits at (24, 44 + the taller panel's extra height).
        let top = Int(PanelLayout.labelHeight + 874 - 844)
        #expect(panels.isColor(Int(PanelLayout.gap), top, 0x1C, 0x1C, 0x1E), "past the corner: the background between panels")
    }
}

extension Pixels {
    /// The alpha byte at pixel (x, y).
    func alpha(_ x: Int, _ y: Int) -> Int { Int(bytes[(y * width + x) * 4 + 3]) }
}
