@testable import AppStore
import SimKit
import Testing

/// Layout constants that depend on the device are computed for the device of the scene asking,
/// whichever device asked first in the process: a `static let` kept the first one for all (the
/// Motion Lab laid out under an iPad's 24 pt status bar on an iPhone, depending on test order).
@Suite("Devices: nothing keeps the first device's sizes")
@MainActor
struct DeviceStaticsTests {
    @Test("the Motion Lab's content starts below each device's own status bar and navigation bar")
    func motionLabTop() {
        for device in [Device.iPad11, .iPhone14, .iPhone16Pro, .iPhoneSE, .iPhone14] {
            let top = Device.$current.withValue(device) { MotionLabViewController.contentTop }
            #expect(top == device.statusBarHeight + NavigationBar.barHeight + 12, "\(device.name)")
        }
    }

    @Test("the status bar's glyph area, which the tint reads, lies in each device's status bar around its glyphs")
    func glyphArea() {
        #expect(Device.$current.withValue(.iPhone14) { AppStoreScene.statusBarGlyphs } == Rect(30, 14, 340, 24))
        for device in Device.all {
            let area = Device.$current.withValue(device) { AppStoreScene.statusBarGlyphs }
            let l = device.statusBarLayout
            #expect(area.minY >= 0 && area.maxY <= device.statusBarHeight + 12 && area.minY <= l.midY && area.maxY >= l.midY,
                    "\(device.name): \(area)")
            #expect(area.minX <= l.timeCentre - 17 && area.maxX >= l.batteryX + 25 && area.maxX <= device.size.width,
                    "\(device.name): \(area)")
        }
    }
}
