import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
import Playback
@testable import Session

/// "Using them": `--compare` plays one script in several styles, tiled and labelled.
@Suite("Runner: --compare tiles one script's panels side by side")
@MainActor
struct RunnerCompareTests {
    @Test("panels sit side by side on the desk, each drawn where its own screen would be, with a label above")
    func panelsAreTiled() throws {
        var c = HeadlessRunner.Configuration()
        c.scale = 1
        let frame = try HeadlessFrame(configuration: c, labels: ["appstore", "sheet"], assets: try AssetLocator())
        let layout = frame.layout
        #expect(frame.pixelSize == (2 * 390 + 3 * 24, 44 + 844 + 24))
        let fake = RunnerFakeScene()
        try frame.render([fake.render(), fake.render()], overlays: [TouchOverlay(isEnabled: false), TouchOverlay(isEnabled: false)], showsBezel: false)
        let pixels = Pixels(bytes: try frame.readPixels(), width: frame.pixelSize.0, height: frame.pixelSize.1)
        for i in 0..<2 {
            let r = layout.rect(i)
            #expect(pixels.isWhite(Int(r.minX) + 5, Int(r.minY) + 60), "panel \(i)'s screen")
            // Below its rounded corner: the desk shows past the arc.
            #expect(pixels.isColor(Int(r.minX) + 1, Int(r.minY) + 1, 0x1C, 0x1C, 0x1E), "panel \(i)'s rounded corner")
            // The fake scene's blue card, 20 pt in and 100 pt down from the panel's own origin.
            #expect(pixels.isColor(Int(r.minX) + 30, Int(r.minY) + 150, 0x33, 0x66, 0xCC), "panel \(i)'s card")
        }
        #expect(pixels.isColor(10, 400, 0x1C, 0x1C, 0x1E), "the desk between and around panels")
        var lit = 0
        for y in 0..<44 { for x in Int(layout.rect(1).minX)..<Int(layout.rect(1).maxX) where pixels.rgb(x, y).r > 128 { lit += 1 } }
        #expect(lit > 20, "a light label above the second panel")
    }

    @Test("the run lasts until every panel's scene is at rest, and the trace follows the first")
    func runsUntilEveryPanelRests() throws {
        let quick = RunnerFakeScene(), slow = RunnerFakeScene()
        slow.busyUntil = 1.0
        var c = HeadlessRunner.Configuration()
        c.scale = 0.25
        c.showProgress = false
        c.script = ScriptSource(text: "wait 0.2\n", file: "s.txt")
        let runner = HeadlessRunner(configuration: c, assets: try AssetLocator(), comparing: [
            .init(label: "a") { _, _ in quick }, .init(label: "b") { _, _ in slow },
        ])
        let result = try runner.run()
        #expect(result.frames == 60)
        #expect(quick.advances.last == slow.advances.last, "both panels share the clock")
    }

    @Test("devices side by side: each panel its device's size, all standing on one line, labelled")
    func devicesSideBySide() throws {
        var c = HeadlessRunner.Configuration()
        c.scale = 1
        let devices = [Device.iPhoneSE, .iPad11]
        let frame = try HeadlessFrame(configuration: c, labels: devices.map(\.title), devices: devices, assets: try AssetLocator())
        let (a, b) = (frame.layout.rect(0), frame.layout.rect(1))
        #expect(a.size == Device.iPhoneSE.size && b.size == Device.iPad11.size)
        #expect(a.maxY == b.maxY, "aligned at the bottom")
        #expect(abs(b.minX - a.maxX - PanelLayout.gap) < 1e-9)
        #expect(frame.pixelSize == (Int(375 + 834 + 3 * 24), Int(44 + 1194 + 24)))
        // With the bezel, each panel is its own device's frame.
        c.bezel = true
        let framed = try HeadlessFrame(configuration: c, labels: devices.map(\.title), devices: devices, assets: try AssetLocator())
        #expect(framed.layout.rect(0).size == Bezel(device: .iPhoneSE).canvasSize)
        #expect(framed.layout.rect(1).size == Bezel(device: .iPad11).canvasSize)
    }
}
