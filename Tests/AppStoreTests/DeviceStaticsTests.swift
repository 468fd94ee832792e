@testable import AppStore
import Playback
import SimKit
import Testing
import TestSupport

/// Sizes that depend on the device come from the scene's own device, handed down to its views,
/// whichever device asked first in the process and whatever other scene runs beside it: a
/// `static let` once kept the first one for all (the Lab laid out under an iPad's 24 pt
/// status bar on an iPhone, depending on test order).
@Suite("Devices: nothing keeps the first device's sizes")
@MainActor
struct DeviceStaticsTests {
    @Test("the Lab's content starts below each device's own status bar and navigation bar")
    func labTop() {
        for device in [Device.iPad11, .iPhone14, .iPhone16Pro, .iPhoneSE, .iPhone14] {
            let top = LabLayout.contentTop(Metrics(device))
            #expect(top == device.statusBarHeight + NavigationBar.barHeight + 12, "\(device.name)")
        }
    }

    @Test("each part of the status bar's glyph area, which its tint reads, lies in each device's status bar around its glyphs")
    func glyphArea() {
        for device in Device.all {
            let bar = StatusBarView(measurer: FixedWidthTextMeasurer(), device: device)
            let l = device.statusBarLayout
            let time = bar.area(of: .time), network = bar.area(of: .network), battery = bar.area(of: .battery)
            for area in [time, network, battery] {
                #expect(area.minY >= 0 && area.maxY <= device.statusBarHeight + 12 && area.minY <= l.midY && area.maxY >= l.midY,
                        "\(device.name): \(area)")
                #expect(area.minX >= 0 && area.maxX <= device.size.width, "\(device.name): \(area)")
            }
            #expect(time.minX <= l.timeCentre - 12 && time.maxX >= l.timeCentre + 12, "\(device.name): \(time)")
            #expect(network.minX <= l.signalX && network.maxX >= l.wifiX + 11, "\(device.name): \(network)")
            #expect(battery.minX <= l.batteryX && battery.maxX >= l.batteryX + 27, "\(device.name): \(battery)")
        }
    }

    @Test("two scenes for different devices, driven frame by frame in turn, each open a card to its own screen and put Settings under its own status bar")
    func scenesInTurnKeepTheirDevices() throws {
        let devices = [Device.iPad11, .iPhoneSE]
        let scenes = try devices.map { device in
            var config = AppConfiguration(deck: try TestScenes.deck())
            config.device = device
            return AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
        }
        let clocks = scenes.map { FrameStepper(scene: $0, fps: 60) }
        for (scene, clock) in zip(scenes, clocks) { clock.tap(try #require(scene.inspector.pointForCard(1))) }
        for _ in 0..<120 { for clock in clocks { _ = clock.step() } }
        for (scene, device) in zip(scenes, devices) {
            let open = try #require(scene.inspector.traceState().card)
            #expect(abs(open.w - device.size.width) < 1 && abs(open.h - device.size.height) < 1, "\(device.name): \(open)")
            #expect(scene.root.story?.closeButton.frame.maxX == device.size.width - 20, "\(device.name)")
        }
        for clock in clocks { clock.send(.key(.escape, time: clock.time)) }
        for _ in 0..<120 { for clock in clocks { _ = clock.step() } }
        for (scene, clock) in zip(scenes, clocks) { clock.tap(try #require(scene.inspector.pointForTab(2))) }
        for _ in 0..<30 { for clock in clocks { _ = clock.step() } }
        for (scene, device) in zip(scenes, devices) {
            let bar = scene.root.settingsTab.nav.navigationBar
            #expect(bar.frame.minY == device.statusBarHeight, "\(device.name)")
            #expect(scene.root.settingsTab.nav.view.frame.size == device.size, "\(device.name)")
        }
    }
}
