@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// The styles' formulas, frame by frame on another device: the same curves as on the iPhone 14
/// (reference/styles_ref.out.md, and the App Store post's present and close), with the device's
/// sizes in them, within 1 pt at every frame, at 60 and 120 fps, on the iPhone SE and the iPad.
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

    /// Steps `clock` frame by frame while a transition runs in `direction`, calling `body` after
    /// each step; returns how many frames that was.
    @discardableResult
    func eachFrame(_ direction: TransitionContext.Direction, of clock: FrameStepper, _ body: () throws -> Void) rethrows -> Int {
        var frames = 0
        while let tr = clock.step().transition, tr.direction == direction {
            frames += 1
            try body()
        }
        return frames
    }

    @Test("slide: the story at x = W (1 - E(t / 0.3)), the presenter beside it, and back",
          arguments: devices, [60.0, 120.0])
    func slide(device: Device, fps: Double) throws {
        let s = try scene(device, .slide)
        let clock = FrameStepper(scene: s, fps: fps)
        let w = device.size.width
        clock.tap(try #require(s.inspector.pointForCard(1)))
        let t0 = clock.time
        let frames = try eachFrame(.present, of: clock) {
            let x = w * (1 - Self.ease03.value(at: clock.time - t0))
            let state = s.inspector.traceState()
            near(try #require(state.card), Rect(x, 0, w, device.size.height), "present at \(clock.time - t0)")
            #expect(abs((state.presenter?.x ?? .nan) - (x - w)) < 1)
        }
        #expect(frames >= Int(0.25 * fps), "\(frames) present frames")
        clock.settle()
        clock.send(.key(.escape, time: clock.time))
        let t1 = clock.time
        try eachFrame(.dismiss, of: clock) {
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
        let ref = s.root.today.cardFrameOnScreen(0)
        let spring = Spring(duration: 0.5, dampingRatio: 0.85, initialVelocity: 0.8)
        clock.tap(try #require(s.inspector.pointForCard(1)))
        let t0 = clock.time
        let frames = try eachFrame(.present, of: clock) {
            let p = spring.value(at: clock.time - t0)
            near(try #require(s.inspector.traceState().card), ref + (screen - ref) * p, "present at \(clock.time - t0)")
        }
        #expect(frames >= Int(0.25 * fps), "\(frames) present frames")
        clock.settle()
        clock.send(.key(.escape, time: clock.time))
        let t1 = clock.time
        try eachFrame(.dismiss, of: clock) {
            let e = Self.ease04.value(at: clock.time - t1)
            near(try #require(s.inspector.traceState().card), screen + (ref - screen) * e, "close at \(clock.time - t1)")
        }
        #expect(s.inspector.traceState().screen == "today")
    }

    @Test("expand: 0.8 + 0.2 p about the card's centre, then the fill to the device's screen along E; the close fades in 0.2 s",
          arguments: devices, [60.0, 120.0])
    func expand(device: Device, fps: Double) throws {
        let s = try scene(device, .expand)
        let clock = FrameStepper(scene: s, fps: fps)
        let screen = Rect(origin: .zero, size: device.size)
        let cell = s.root.today.cardFrameOnScreen(0)
        let spring = Spring(duration: 0.5, dampingRatio: 0.6, initialVelocity: 0.5)
        let fill = BezierCurve(.easeInOut, duration: 1.0)
        clock.tap(try #require(s.inspector.pointForCard(1)))
        let t0 = clock.time
        var frames = try eachFrame(.present, of: clock) {
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
        // The close: the story fades out over 0.2 s along E, where it stands, the device's whole screen.
        clock.settle()
        clock.send(.key(.escape, time: clock.time))
        let t1 = clock.time
        let fade = BezierCurve(.easeInOut, duration: 0.2)
        frames = try eachFrame(.dismiss, of: clock) {
            let t = clock.time - t1
            let card = try #require(s.inspector.traceState().card)
            near(card, screen, "close at \(t)")
            #expect(abs(card.alpha - (1 - fade.value(at: t))) < 0.01, "alpha \(card.alpha) at \(t)")
        }
        #expect(frames >= Int(0.15 * fps), "\(frames) close frames")
    }

    @Test("appstore: the top on the M1 spring, the size to the device's screen along E(t / 0.36), and the close's spring back into the cell",
          arguments: devices, [60.0, 120.0])
    func appstore(device: Device, fps: Double) throws {
        let s = try scene(device, .appstore)
        let clock = FrameStepper(scene: s, fps: fps)
        let (w, h) = (device.size.width, device.size.height)
        let cell = s.root.today.cardFrameOnScreen(0)
        clock.tap(try #require(s.inspector.pointForCard(1)))
        let start = try #require(s.inspector.traceState().card)
        near(start, cell, "the flight starts on the card")
        let t0 = clock.time
        let spring = Spring(duration: 0.6, dampingRatio: 0.7, initialVelocity: 0.7)
        let size = BezierCurve(.easeInOut, duration: 0.36)
        var frames = try eachFrame(.present, of: clock) {
            let t = clock.time - t0
            let state = s.inspector.traceState()
            let card = try #require(state.card)
            let e = size.value(at: t), p = spring.value(at: t)
            let cw = cell.width + (w - cell.width) * e, ch = cell.height + (h - cell.height) * e
            // Centred horizontally on the card's own centre, which moves to the screen's with the size.
            let cx = cell.midX + (w / 2 - cell.midX) * e
            near(card, Rect(cx - cw / 2, cell.minY * (1 - p), cw, ch), "present at \(t)")
            if t >= 0.5 - 1e-9 { #expect(state.statusBar.y <= -device.statusBarHeight, "status bar gone at \(t)") }
            if t >= 0.36 - 1e-9 && t < 0.6 { #expect(state.tabBar.y >= h, "tab bar below the screen at \(t)") }
        }
        #expect(frames >= Int(0.5 * fps), "\(frames) present frames")
        clock.settle()
        #expect(s.inspector.traceState().screen == "story")
        clock.tap(try #require(s.inspector.pointForClose()))
        let t1 = clock.time
        let close = Spring(duration: 0.5, dampingRatio: 0.86, initialVelocity: 0)
        let screen = Rect(0, 0, w, h)
        frames = try eachFrame(.dismiss, of: clock) {
            let t = clock.time - t1
            near(try #require(s.inspector.traceState().card), screen + (cell - screen) * close.value(at: t), "close at \(t)")
        }
        #expect(frames >= Int(0.4 * fps), "\(frames) close frames")
        clock.settle()
        #expect(s.inspector.traceState().screen == "today")
    }

    @Test("sheet: the top from the device's bottom to 44 pt on the 1 s spring, at the sheet's width, the presenter on the post's formula, and down again",
          arguments: devices, [60.0, 120.0])
    func sheet(device: Device, fps: Double) throws {
        let s = try scene(device, .sheet)
        let clock = FrameStepper(scene: s, fps: fps)
        let (w, h) = (Metrics(device).sheetWidth, device.size.height)
        let x = (device.size.width - w) / 2
        let spring = Spring(duration: 1.0, dampingRatio: 1, initialVelocity: 10)
        func expectPresenter(_ state: TraceState, top: Double, _ note: String) {
            let p = (top - 44) / (h - 44)
            guard let pr = state.presenter else { Issue.record("no presenter: \(note)"); return }
            #expect(abs(pr.scale - (0.9 + 0.1 * p)) < 1e-6, "scale \(pr.scale) at top \(top): \(note)")
            #expect(abs(pr.alpha - min(1, 0.6 + 0.4 * p)) < 1e-6, "alpha \(pr.alpha) at top \(top): \(note)")
        }
        clock.tap(try #require(s.inspector.pointForCard(1)))
        let t0 = clock.time
        var frames = try eachFrame(.present, of: clock) {
            let t = clock.time - t0
            let state = s.inspector.traceState()
            let card = try #require(state.card)
            near(card, Rect(x, h + (44 - h) * spring.value(at: t), w, card.h), "present at \(t)")
            expectPresenter(state, top: card.y, "present at \(t)")
        }
        #expect(frames >= Int(0.9 * fps), "\(frames) present frames")
        clock.settle()
        #expect(s.inspector.traceState().card?.y == 44)
        clock.tap(try #require(s.inspector.pointForClose()))
        let t1 = clock.time
        frames = try eachFrame(.dismiss, of: clock) {
            let t = clock.time - t1
            let state = s.inspector.traceState()
            let card = try #require(state.card)
            near(card, Rect(x, 44 + (h - 44) * spring.value(at: t), w, card.h), "close at \(t)")
            expectPresenter(state, top: card.y, "close at \(t)")
        }
        #expect(frames >= Int(0.5 * fps), "\(frames) close frames")
        clock.settle()
        #expect(s.inspector.traceState().screen == "today")
    }
}
