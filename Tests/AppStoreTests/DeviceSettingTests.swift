import Playback
import SimKit
import Testing
import TestSupport
@testable import AppStore

/// Settings › Device: a row showing the device, a list of the devices with a checkmark, and a choice
/// that asks the runner for the app on that device. The runner remakes the scene (`remade(for:)`),
/// which keeps the settings and opens where the choice was made; only then is the device stored.
@Suite("Settings › Device")
@MainActor
struct DeviceSettingTests {
    @Test("the row shows the device; its list has every device, with a checkmark on the one in use")
    func rowAndList() throws {
        let f = try SettingsFixture()
        #expect(f.top.row("device")?.valueLabel.text == "iPhone 14")
        f.tapRow("device")
        #expect(f.trace.nav.top == "device")
        for d in Device.all {
            let row = try #require(f.top.row(d.name), "no row for \(d.name)")
            #expect(row.item.accessory == .checkmark(d == .iPhone14))
        }
    }

    @Test("choosing a device asks the runner for it and stores nothing; choosing the same asks nothing")
    func choiceIsARequest() throws {
        let f = try SettingsFixture()
        var asked: [HostSettings] = []
        f.scene.onHostSettingsChange = { asked.append($0) }
        f.tapRow("device")
        f.tapRow("iphone-14")
        #expect(asked.isEmpty)
        f.tapRow("ipad-11")
        #expect(asked.map(\.device) == [.iPad11])
        #expect(asked.first?.speed == 1 && asked.first?.bezel == false, "the rest is what the runner does now")
        #expect(f.stored.keys.isEmpty, "stored only once the runner has carried it out")
        #expect(f.scene.device == .iPhone14 && f.scene.settings.device == .iPhone14)
    }

    @Test("the remade scene is on the new device, keeps the settings and the date, opens on the list, and stores the device")
    func remadeScene() throws {
        let f = try SettingsFixture()
        f.scene.apply(.language("ko"))
        f.scene.apply(.style("zoom"))
        f.scene.apply(.date("2025-03-04"))
        // No runner here: the scene carries out its own speed, touches and bezel.
        (f.scene.settings.speed, f.scene.settings.touches, f.scene.settings.bezel) = (0.5, true, true)
        var stored: [([AppSettings.Key], AppSettings)] = []
        f.scene.onUserSettingsChange = { stored.append(($0, $1)) }
        let remade = try #require(f.scene.remade(for: .iPad11) as? AppStoreScene)
        #expect(remade.device == .iPad11 && remade.screenSize == Size(834, 1194))
        #expect(remade.settings.lang == .ko && remade.settings.style == .zoom)
        #expect(remade.hostSettings == HostSettings(speed: 0.5, touches: true, bezel: true, device: .iPad11))
        #expect(remade.root.environment.date.iso == "2025-03-04")
        #expect(stored.count == 1 && stored.first?.0 == [.device] && stored.first?.1.device == .iPad11)
        #expect(remade.onUserSettingsChange != nil, "the remade scene stores the user's later changes too")
        // It opens on Settings › Device, laid out for the iPad, with the iPad checked.
        let clock = FrameStepper(scene: remade, fps: 60)
        clock.settle()
        let trace = remade.inspector.traceState()
        #expect(trace.tab == 2 && trace.nav == .init(depth: 2, top: "device"))
        #expect(trace.device == .init(name: "ipad-11", w: 834, h: 1194))
        let list = try #require(remade.root.settingsTab.nav.topViewController as? GroupedListViewController)
        #expect(list.row("ipad-11")?.item.accessory == .checkmark(true))
        #expect(list.view.frame.width == 834)
    }

    @Test("the device is a stored setting: its file form, its words and its errors")
    func storedSetting() throws {
        var s = AppSettings()
        #expect(s.text(of: .device) == "iphone-14")
        try s.set(.device, to: "iphone-se")
        #expect(s.device == .iPhoneSE)
        #expect(throws: SettingsError.self) { try s.set(.device, to: "iphone-3g") }
        #expect(s.device == .iPhoneSE, "a bad word changes nothing")
        #expect(AppSettings.choices(for: .device) == Device.all.map(\.name))
        let read = try AppSettings.decode(Array(s.encoded().utf8))
        #expect(read == s)
        let wrongType = "{\n  \"version\": 1,\n  \"device\": 3\n}\n"
        #expect(throws: SettingsError.self) { try AppSettings.decode(Array(wrongType.utf8)) }
    }
}
