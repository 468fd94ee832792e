import AppStore
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport

/// Today, an open story and Settings on every device, drawn with the real fonts and artwork at
/// 1 px/pt against golden images (`CARDSIM_RECORD_GOLDEN=1` records them), in light; and one device
/// in dark.
@Suite("Device pixels", .serialized)
@MainActor
struct DevicePixelTests {
    enum Screen: String, CaseIterable, Sendable { case today, story, settings }

    func render(_ device: Device, _ screen: Screen, dark: Bool = false) throws -> (Pixels, OffscreenCanvas) {
        let canvas = try RenderProbe.canvas(device.size.width, device.size.height, scale: 1)
        var config = AppConfiguration(deck: try CardDeck.load(path: RepoPaths.cardsJSON))
        config.device = device
        config.settings.appearance = dark ? .dark : .light
        let scene = AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog)
        let clock = FrameStepper(scene: scene, fps: 60)
        clock.settle()
        switch screen {
        case .today: break
        case .story: clock.tap(try #require(scene.inspector.pointForCard(1)))
        case .settings: clock.tap(try #require(scene.inspector.pointForTab(2)))
        }
        clock.settle()
        clock.step()
        return (try RenderProbe.render(canvas, scene.render()), canvas)
    }

    nonisolated static let cases: [(Device, Screen)] = Device.all.flatMap { d in Screen.allCases.map { (d, $0) } }

    @Test("light, every device and screen", arguments: cases)
    func light(device: Device, screen: Screen) throws {
        let (px, canvas) = try render(device, screen)
        try GoldenImage.check("device-\(device.name)-\(screen.rawValue)", pixels: px, canvas: canvas, scale: 1)
    }

    @Test("dark, on the iPhone 16 Pro", arguments: Screen.allCases)
    func dark(screen: Screen) throws {
        let (px, canvas) = try render(.iPhone16Pro, screen, dark: true)
        try GoldenImage.check("device-iphone-16-pro-\(screen.rawValue)-dark", pixels: px, canvas: canvas, scale: 1)
    }
}
