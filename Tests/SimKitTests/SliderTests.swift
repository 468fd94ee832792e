import Testing
@testable import SimKit

/// Sliders track the finger as UISlider does: a drag starts on the thumb and keeps the
/// grab offset; values snap to the step and stay in range; a touch off the thumb changes nothing.
@Suite("Slider tracks the finger")
@MainActor
struct SliderTests {
    func host(_ value: Double, step: Double = 0) -> (Window, Slider) {
        let window = Window(size: Size(390, 200))
        let slider = Slider(value: value, in: 0...10, step: step)
        slider.frame = Rect(20, 50, 328, 31)
        window.addSubview(slider)
        window.advance(to: 0)
        return (window, slider)
    }

    @Test("the thumb follows the finger from where it was grabbed, and reports every change")
    func tracksFinger() {
        let (window, slider) = host(5)
        var reported: [Double] = []
        slider.onValueChanged = { reported.append($0) }
        let width = 328 - Slider.thumbDiameter
        let thumb = Point(20 + slider.thumbCenterX(for: 5), 65)
        // Grabbed 6 pt right of the thumb's centre: the value does not jump on touch-down.
        window.handle(.pointerDown(thumb + Point(6, 0), time: 0))
        #expect(slider.isTracking && slider.value == 5)
        window.handle(.pointerMove(thumb + Point(6 + width / 10, 3), time: 0.016))
        #expect(abs(slider.value - 6) < 1e-9)
        window.handle(.pointerMove(thumb + Point(6 + width, 0), time: 0.032))
        #expect(slider.value == 10, "clamped at the maximum")
        window.handle(.pointerMove(thumb + Point(6 - width * 0.25, 40), time: 0.048))
        #expect(abs(slider.value - 2.5) < 1e-9, "still tracking when the finger leaves the track vertically")
        window.handle(.pointerUp(thumb, time: 0.06))
        #expect(!slider.isTracking)
        #expect(reported.count == 3 && reported.last.map { abs($0 - 2.5) < 1e-9 } == true)
    }

    @Test("values snap to the step")
    func snaps() {
        let (window, slider) = host(5, step: 0.5)
        let width = 328 - Slider.thumbDiameter
        let thumb = Point(20 + slider.thumbCenterX(for: 5), 65)
        window.handle(.pointerDown(thumb, time: 0))
        window.handle(.pointerMove(thumb + Point(width * 0.032, 0), time: 0.016))
        #expect(slider.value == 5.5)
        window.handle(.pointerMove(thumb + Point(width * 0.02, 0), time: 0.032))
        #expect(slider.value == 5)
        #expect(Slider(value: 3.26, in: 0...10, step: 0.5).value == 3.5)
        #expect(Slider(value: 42, in: 0...10).value == 10)
    }

    @Test("a touch on the track away from the thumb moves nothing")
    func trackTouchIgnored() {
        let (window, slider) = host(5)
        window.handle(.pointerDown(Point(40, 65), time: 0))
        window.handle(.pointerMove(Point(120, 65), time: 0.016))
        window.handle(.pointerUp(Point(120, 65), time: 0.032))
        #expect(slider.value == 5 && !slider.isTracking)
    }

    @Test("the filled track ends at the thumb, which is drawn as a disc over a soft shadow")
    func drawing() {
        let (window, slider) = host(2.5)
        let canvas = Canvas()
        canvas.screen = window.bounds
        window.render(into: canvas)
        let cx = 20 + slider.thumbCenterX(for: 2.5)
        var fills: [RoundedRect] = []
        for case let .fill(shape, _) in canvas.commands { fills.append(shape) }
        #expect(fills.contains { abs($0.rect.maxX - cx) < 1e-9 && $0.rect.height == Slider.trackHeight })
        #expect(fills.contains { abs($0.rect.midX - cx) < 1e-9 && $0.rect.width == Slider.thumbDiameter })
        #expect(canvas.commands.contains { if case .shadow = $0 { return true } else { return false } })
    }
}
