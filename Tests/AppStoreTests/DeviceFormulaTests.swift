@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// The styles' formulas, frame by frame on another device: the same curves as on the iPhone 14
/// (reference/styles_ref.out.md), with the device's sizes in them, within 1 pt at every frame, at
/// 60 and 120 fps, on the iPhone SE and the iPad.
@Suite("Devices: every frame on the formulas")
@MainActor
struct DeviceFormulaTests {
    nonisolated static let devices = [Device.iPhoneSE, .iPad11]
    static let ease03 = BezierCurve(.easeInOut, duration: 0.3)
    static let ease04 = BezierCurve(.easeInOut, duration: 0.4)

    func scene(_ device: Device, _ style: CardTransitionStyle) throws -> AppStoreScene {
        var config = AppConfiguration(deck: try TestScenes.deck(), style: style)
        config.device = device
        return AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
    }

    func near(_ c: TraceState.Card, _ r: Rect, _ what: String) {
        #expect(abs(c.x - r.minX) < 1 && abs(c.y - r.minY) < 1 && abs(c.w - r.width) < 1 && abs(c.h - r.height) < 1,
                "\(what): (\(c.x), \(c.y), \(c.w), \(c.h)) vs \(r)")
    }

    @Test("slide: the story at x = W (1 - E(t / 0.3)), the presenter beside it, and back",
          arguments: devices, [60.0, 120.0])
    func slide(device: Device, fps: Double) throws {
        let s = try scene(device, .slide)
        let clock = FrameStepper(scene: s, fps: fps)
        let w = device.size.width
        clock.tap(try #require(s.inspector.pointForCard(1)))
        let t0 = clock.time
        var frames = 0
        while let tr = clock.step().transition, tr.direction == .present {
            frames += 1
            let x = w * (1 - Self.ease03.value(at: clock.time - t0))
            let state = s.inspector.traceState()
            near(try #require(state.card), Rect(x, 0, w, device.size.height), "present at \(clock.time - t0)")
            #expect(abs((state.presenter?.x ?? .nan) - (x - w)) < 1)
        }
        #expect(frames >= Int(0.25 * fps), "\(frames) present frames")
        clock.settle()
        clock.send(.key(.escape, time: clock.time))
        let t1 = clock.time
        while let tr = clock.step().transition, tr.direction == .dismiss {
            frames += 1
            let x = w * Self.ease03.value(at: clock.time - t1)
            near(try #require(s.inspector.traceState().card), Rect(x, 0, w, device.size.height), "close at \(clock.time - t1)")
        }
    }

    @Test("zoom: out of the card on the present's spring, back into it along E(t / 0.4)",
          arguments: devices, [60.0, 120.0])
    func zoom(device: Device, fps: Double) throws {
        let s = try scene(device, .zoom)
        let clock = FrameStepper(scene: s, fps: fps)
        let screen = Rect(origin: .zero, size: device.size)
        let ref = Device.$current.withValue(device) { s.root.today.cardFrameOnScreen(0) }
        let spring = Spring(duration: 0.5, dampingRatio: 0.85, initialVelocity: 0.8)
        clock.tap(try #require(s.inspector.pointForCard(1)))
        let t0 = clock.time
        var frames = 0
        while let tr = clock.step().transition, tr.direction == .present {
            frames += 1
            let p = spring.value(at: clock.time - t0)
            near(try #require(s.inspector.traceState().card), ref + (screen - ref) * p, "present at \(clock.time - t0)")
        }
        #expect(frames >= Int(0.25 * fps), "\(frames) present frames")
        clock.settle()
        clock.send(.key(.escape, time: clock.time))
        let t1 = clock.time
        while let tr = clock.step().transition, tr.direction == .dismiss {
            frames += 1
            let e = Self.ease04.value(at: clock.time - t1)
            near(try #require(s.inspector.traceState().card), screen + (ref - screen) * e, "close at \(clock.time - t1)")
        }
        #expect(s.inspector.traceState().screen == "today")
    }

    @Test("expand: 0.8 + 0.2 p about the card's centre, then the fill to the device's screen along E",
          arguments: devices, [60.0, 120.0])
    func expand(device: Device, fps: Double) throws {
        let s = try scene(device, .expand)
        let clock = FrameStepper(scene: s, fps: fps)
        let screen = Rect(origin: .zero, size: device.size)
        let cell = Device.$current.withValue(device) { s.root.today.cardFrameOnScreen(0) }
        let spring = Spring(duration: 0.5, dampingRatio: 0.6, initialVelocity: 0.5)
        let fill = BezierCurve(.easeInOut, duration: 1.0)
        clock.tap(try #require(s.inspector.pointForCard(1)))
        let t0 = clock.time
        var frames = 0
        while let tr = clock.step().transition, tr.direction == .present {
            frames += 1
            let t = clock.time - t0
            let p = t >= 0.5 ? 1 : spring.value(at: t)
            let e = t <= 0.5 ? 0 : fill.value(at: t - 0.5)
            let frame = cell + (screen - cell) * e
            let scale = 0.8 + 0.2 * p
            let box = Rect(frame.midX - frame.width * scale / 2, frame.midY - frame.height * scale / 2,
                           frame.width * scale, frame.height * scale)
            near(try #require(s.inspector.traceState().card), box, "present at \(t)")
        }
        #expect(frames >= Int(1.4 * fps), "\(frames) present frames")
    }
}
