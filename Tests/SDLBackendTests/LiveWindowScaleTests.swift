import SimKit
import TestSupport
import Foundation
import Testing
@testable import SDLBackend

/// `--scale` larger than the display fits is clamped to the display, with a line saying so.
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

    @Test("turning the bezel on grows the window around the phone, which keeps its size")
    func bezelGrowsTheWindow() {
        let bezel = Bezel(device: .iPhone14)
        let grown = LiveWindow.resizedWindow(current: Size(780, 1688), oldCanvas: canvas, newCanvas: bezel.canvasSize,
                                             usable: Size(1920, 2000))
        #expect(grown == Size(bezel.canvasSize.width * 2, bezel.canvasSize.height * 2))
        // Off again: back to the window it was.
        let back = LiveWindow.resizedWindow(current: grown, oldCanvas: bezel.canvasSize, newCanvas: canvas, usable: Size(1920, 2000))
        #expect(abs(back.width - 780) < 1e-9 && abs(back.height - 1688) < 1e-9)
        // A display too small for the frame at that scale: as large as fits.
        let fitted = LiveWindow.resizedWindow(current: Size(780, 1688), oldCanvas: canvas, newCanvas: bezel.canvasSize,
                                              usable: Size(1920, 1700))
        #expect(fitted.height <= 1700 + 1e-9 && abs(fitted.width / fitted.height - bezel.canvasSize.width / bezel.canvasSize.height) < 1e-9)
        // A window the user widened keeps its spare room.
        let wide = LiveWindow.resizedWindow(current: Size(1000, 1688), oldCanvas: canvas, newCanvas: bezel.canvasSize,
                                            usable: Size(1920, 2000))
        #expect(abs(wide.width - (bezel.canvasSize.width * 2 + 220)) < 1e-9)
    }

    @Test("the frame leaves room for the side buttons and the drop shadow inside the canvas")
    func nothingOfTheFrameIsCut() {
        let bezel = Bezel(device: .iPhone14)
        let size = bezel.canvasSize
        for command in bezel.wrap([]) {
            switch command {
            case let .fill(r, _):
                #expect(r.rect.minX >= 0 && r.rect.minY >= 0 && r.rect.maxX <= size.width && r.rect.maxY <= size.height, "\(r.rect)")
            case let .shadow(r, blur, offset, _):
                let reach = r.rect.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -blur, dy: -blur)
                #expect(reach.minX >= 0 && reach.minY >= 0 && reach.maxX <= size.width && reach.maxY <= size.height, "shadow \(reach)")
            default: break
            }
        }
    }

    @Test("in a real window, the bezel on and off resizes it and the letterbox shows the whole canvas")
    func liveWindowResizes() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let window = try LiveWindow(canvas: canvas, screenOrigin: .zero, scale: 0.5, renderer: .software, assets: RenderProbe.assets)
        let bezel = Bezel(device: .iPhone14)
        window.setCanvas(bezel.canvasSize, screenOrigin: bezel.screenOrigin)
        #expect(abs(window.letterbox.window.width - bezel.canvasSize.width * 0.5) <= 1)
        #expect(abs(window.letterbox.viewport.width - window.letterbox.drawable.width) <= 1, "the canvas fills the window's width")
        window.setCanvas(canvas, screenOrigin: .zero)
        #expect(abs(window.letterbox.window.width - 195) <= 1 && abs(window.letterbox.window.height - 422) <= 1)
    }
}
