import SimKit
import Testing
@testable import SDLBackend

/// Issue 12: `--scale` larger than the display fits is clamped to the display, with a line saying so.
@Suite("Live window: --scale fits the display")
@MainActor
struct LiveWindowScaleTests {
    let canvas = Size(390, 844)

    @Test func aScaleThatFitsIsKept() {
        let r = LiveWindow.windowScale(requested: 1, display: Size(1920, 1050), canvas: canvas)
        #expect(r.scale == 1 && r.note == nil)
    }

    @Test func aScaleTooLargeForTheDisplayIsClampedAndSaid() {
        let r = LiveWindow.windowScale(requested: 2, display: Size(1280, 1024), canvas: canvas)
        #expect(r.scale == 1.21)   // 1024 / 844, rounded down to hundredths
        #expect(canvas.height * r.scale <= 1024)
        #expect(r.note == "cardsim: --scale 2.0 needs a 780x1688 window; the display has 1280x1024: using --scale 1.21")
    }

    @Test func noScaleFitsNinetyPercentOfTheDisplay() {
        let r = LiveWindow.windowScale(requested: nil, display: Size(1280, 1024), canvas: canvas)
        #expect(abs(r.scale - 1024 / 844 * 0.9) < 1e-12 && r.note == nil)
    }
}
