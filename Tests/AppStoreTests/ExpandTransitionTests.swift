@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// Expand: the present, the close and the drag frame by frame on the virtual
/// clock, against ../shared/reference/styles_ref.out.md.
@Suite("Expand transition")
@MainActor
struct ExpandTransitionTests {
    /// styles_ref.out.md, Expand: t, p(t) of the spring 0.5 / 0.6 / 0.5, and the fill's E((t - 0.5) / 1).
    static let table: [(t: Double, p: Double, fill: Double)] = [
        (0.00, 0.000000, 0), (0.05, 0.381718, 0), (0.10, 0.858932, 0), (0.15, 1.072418, 0),
        (0.20, 1.085754, 0), (0.25, 1.037338, 0), (0.30, 1.001718, 0), (0.35, 0.991125, 0),
        (0.40, 0.993666, 0), (0.45, 0.998187, 0), (0.50, 1.000000, 0), (0.55, 1, 0.004830),
        (0.60, 1, 0.019722), (0.65, 1, 0.045210), (0.70, 1, 0.081660), (0.75, 1, 0.129162),
        (0.80, 1, 0.187396), (0.85, 1, 0.255486), (0.90, 1, 0.331884), (0.95, 1, 0.414340),
        (1.00, 1, 0.500000), (1.05, 1, 0.585660), (1.10, 1, 0.668116), (1.15, 1, 0.744514),
        (1.20, 1, 0.812604), (1.25, 1, 0.870838), (1.30, 1, 0.918340), (1.35, 1, 0.954790),
        (1.40, 1, 0.980278), (1.45, 1, 0.995170), (1.50, 1, 1.000000),
    ]
    /// styles_ref.out.md, the dismiss: alpha = 1 - E(t / 0.2) every 1/30 s.
    static let fade: [(t: Double, alpha: Double)] = [
        (0, 1), (1.0 / 30, 0.943869), (2.0 / 30, 0.768225), (0.1, 0.5), (4.0 / 30, 0.231775),
        (5.0 / 30, 0.056131), (0.2, 0),
    ]
    static let screen = Rect(0, 0, 390, 844)

    func scene() throws -> AppStoreScene {
        let config = AppConfiguration(deck: try TestScenes.deck(), style: .expand)
        return AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
    }

    /// Opens card 1 and lets it settle.
    func open(_ scene: AppStoreScene, fps: Double = 60) throws -> FrameStepper {
        let clock = FrameStepper(scene: scene, fps: fps)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story")
        return clock
    }

    @Test("present: scale 0.8 + 0.2 p, alpha min(1, p) about the cell's centre, then the E fill; 1.5 s; nothing else moves",
          arguments: [60.0, 120.0])
    func presentFollowsTable(fps: Double) throws {
        let scene = try scene()
        let clock = FrameStepper(scene: scene, fps: fps)
        let cell = scene.root.today.cardFrameOnScreen(0)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        let t0 = clock.time
        let spring = Spring(duration: 0.5, dampingRatio: 0.6, initialVelocity: 0.5)
        let fill = BezierCurve(.easeInOut, duration: 1.0)
        var checkedRows = 0
        var peak = 0.0
        while clock.time - t0 < 1.5 - 1e-9 {
            let s = clock.step()
            let t = clock.time - t0
            // Every frame against the curves; the rows of the table where a frame lands on them.
            let p = t >= 0.5 ? 1 : spring.value(at: t)
            let e = t <= 0.5 ? 0 : fill.value(at: t - 0.5)
            if let row = Self.table.first(where: { abs($0.t - t) < 1e-9 }) {
                #expect(abs(row.p - p) < 1e-6 && abs(row.fill - e) < 1e-6, "curves vs table at t=\(t)")
                checkedRows += 1
            }
            let card = try #require(s.card, "card at t=\(t)")
            let scale = 0.8 + 0.2 * p
            let frame = cell.lerp(to: Self.screen, e)
            #expect(abs(card.scale - scale) < 1e-6, "scale at t=\(t): \(card.scale) vs \(scale)")
            #expect(abs(card.alpha - min(1, p)) < 1e-6, "alpha at t=\(t): \(card.alpha) vs \(min(1, p))")
            // About the cell's centre: the visual box is the frame scaled about its middle.
            #expect(abs(card.x + card.w / 2 - frame.midX) < 1e-3 && abs(card.y + card.h / 2 - frame.midY) < 1e-3, "centre at t=\(t)")
            #expect(abs(card.w - frame.width * scale) < 1e-3 && abs(card.h - frame.height * scale) < 1e-3, "size at t=\(t)")
            #expect(abs(card.radius - 20 * scale) < 1e-6, "radius 20 at t=\(t)")
            let close = try #require(scene.root.story?.closeButton.screenRect)
            #expect(abs(card.x + card.w - close.maxX - 20 * scale) < 1e-3, "close button 20 pt from the right edge at t=\(t)")
            peak = max(peak, card.scale)
            if t < 1.5 - 1e-9 {
                #expect(s.transition?.style == "expand" && s.transition?.direction == .present, "running at t=\(t)")
                #expect(abs((s.transition?.progress ?? -1) - t / 1.5) < 1e-6, "progress at t=\(t)")
            }
            // No presentation controller: no backdrop, the status bar stays, the tab bar stays where
            // it is (covered), the cell stays visible.
            #expect(s.backdrop == 0 && s.statusBar.y == 0 && s.statusBar.alpha == 1)
            #expect(s.tabBar.y == 844 - 83 && s.tabBar.alpha == 1)
            #expect(scene.root.today.cells[0].presentationAlpha == 1 && !scene.root.today.cells[0].isHidden)
        }
        #expect(checkedRows == Self.table.count - 1, "every row after t = 0 was a frame")
        #expect(abs(peak - 1.019) < 0.001, "the spring overshoots to about 1.019")
        let end = scene.inspector.traceState()
        #expect(end.transition == nil, "the transition ends with the motion at 1.5 s")
        let card = try #require(end.card)
        #expect(card.x == 0 && card.y == 0 && card.w == 390 && card.h == 844 && card.radius == 20, "full screen, radius kept")
        #expect(end.statusBar.y == 0)
        #expect(scene.root.tabBar.screenRect.minY == 844 - 83, "the tab bar is under the story, not moved")
    }

    @Test("close: geometry frozen, alpha 1 - E(t / 0.2); over at 0.2 s", arguments: [60.0, 120.0])
    func closeFades(fps: Double) throws {
        let scene = try scene()
        let clock = try open(scene, fps: fps)
        clock.tap(try #require(scene.inspector.pointForClose()))
        let t0 = clock.time
        #expect(scene.inspector.traceState().transition?.direction == .dismiss)
        let curve = BezierCurve(.easeInOut, duration: 0.2)
        var rows = 0
        while clock.time - t0 < 0.2 - 1e-9 {
            let s = clock.step()
            let t = clock.time - t0
            guard t < 0.2 - 1e-9 else { break }
            let card = try #require(s.card)
            #expect(abs(card.alpha - (1 - curve.value(at: t))) < 1e-6, "alpha at t=\(t)")
            if let row = Self.fade.first(where: { abs($0.t - t) < 1e-9 }) {
                #expect(abs(card.alpha - row.alpha) < 1e-6, "table at t=\(t)")
                rows += 1
            }
            #expect(card.x == 0 && card.y == 0 && card.w == 390 && card.h == 844 && card.scale == 1, "frozen at t=\(t)")
        }
        #expect(rows == Self.fade.count - 2, "the rows between 0 and 0.2 s were frames")
        let s = scene.inspector.traceState()
        #expect(s.screen == "today" && s.transition == nil && s.card == nil, "gone at 0.2 s")
        #expect(s.statusBar.y == 0)
    }

    @Test("Escape closes the open story the same way")
    func escapeCloses() throws {
        let scene = try scene()
        let clock = try open(scene)
        clock.send(.key(.escape, time: clock.time))
        #expect(scene.inspector.traceState().transition?.direction == .dismiss)
        for _ in 0..<12 { clock.step() }
        #expect(scene.inspector.traceState().screen == "today")
    }

    /// Pulls the story down from (195, 300) by `distance` over `duration` and keeps holding.
    func pull(_ clock: FrameStepper, distance: Double, duration: Double) -> [TraceState] {
        var states: [TraceState] = []
        let a = Point(195, 300), b = Point(195, 300 + distance)
        clock.send(.pointerDown(a, time: clock.time))
        let n = max(1, Int((duration * clock.fps).rounded()))
        for k in 1...n { states.append(clock.step([.pointerMove(a + (b - a) * (Double(k) / Double(n)), time: clock.time + 1 / clock.fps)])) }
        return states
    }

    @Test("a pull scrubs the fade by time: percent = pull / 400, alpha = 1 - E(0.5 p / 0.2), gone at p = 0.4")
    func pullScrubsByTime() throws {
        let scene = try scene()
        let clock = try open(scene)
        let states = pull(clock, distance: 240, duration: 1.0)
        let held = states.filter { $0.transition?.interactive == true }
        #expect(held.count > 40)
        let fade = BezierCurve(.easeInOut, duration: 0.2)
        for (a, b) in zip(held, held.dropFirst()) {
            let p = try #require(b.transition?.progress)
            let card = try #require(b.card)
            // The finger moves 4 pt a frame: 0.01 of the 400 pt.
            #expect(abs(p - (a.transition?.progress ?? 0) - 4.0 / 400) < 1e-9, "progress per frame")
            #expect(abs(card.alpha - (1 - fade.value(at: p * 0.5))) < 1e-6, "alpha at p=\(p)")
            #expect(card.x == 0 && card.y == 0 && card.w == 390 && card.h == 844, "geometry frozen")
            if p >= 0.4 { #expect(card.alpha == 0, "gone at p=\(p)") }
        }
        #expect(held.contains { ($0.transition?.progress ?? 0) >= 0.4 })
        // Lifting after resting for longer than the velocity window: the projection is where the
        // finger is, past half way, so it finishes.
        for _ in 0..<12 { clock.step() }
        clock.send(.pointerUp(Point(195, 540), time: clock.time))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "today", "a still release past half way finishes")
    }

    /// Releases the held pull and steps until idle, checking that the hand-over does not jump and
    /// the rest runs at completion speed 1; returns the screen it ends on.
    func releaseChecked(_ clock: FrameStepper, at y: Double, last: [TraceState]) throws -> String {
        let scene = clock.scene as! AppStoreScene
        let p0 = try #require(last.last?.transition?.progress)
        let step = abs(p0 - (last.dropLast().last?.transition?.progress ?? p0))
        clock.send(.pointerUp(Point(195, y), time: clock.time))
        var prev = p0
        var first = true
        var frames = 0
        while !scene.isIdle {
            let s = clock.step()
            frames += 1
            guard let p = s.transition?.progress else { break }
            // The first settling frame moves no further than the finger moved a frame (plus the
            // curve's start): no jump at the hand-over.
            if first { #expect(abs(p - prev) <= step + 0.02, "hand-over \(prev) -> \(p)") }
            #expect(abs(p - prev) < 0.12, "no jump at frame \(frames): \(prev) -> \(p)")
            first = false
            prev = p
        }
        return scene.inspector.traceState().screen
    }

    @Test("release: a slow short pull cancels, a flick commits; both settle from where the finger left them",
          arguments: [60.0, 120.0])
    func commitAndCancel(fps: Double) throws {
        let scene = try scene()
        var clock = try open(scene, fps: fps)
        var held = pull(clock, distance: 60, duration: 0.8)
        #expect(try releaseChecked(clock, at: 360, last: held) == "story", "slow short pull goes back")
        #expect(scene.inspector.traceState().card?.alpha == 1)
        // A gesture that ends without a lift (pointer lost) goes back too.
        _ = pull(clock, distance: 200, duration: 0.3)
        clock.send(.pointerCancel(time: clock.time))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story" && scene.inspector.traceState().card?.alpha == 1)
        clock = FrameStepper(scene: scene, fps: fps)
        held = pull(clock, distance: 120, duration: 0.1)
        #expect(try releaseChecked(clock, at: 420, last: held) == "today", "a flick dismisses")
        #expect(scene.inspector.traceState().statusBar.y == 0)
    }

    @Test("a cancel from a still finger runs back in p x 0.5 s along E", arguments: [60.0, 120.0])
    func cancelTiming(fps: Double) throws {
        let scene = try scene()
        let clock = try open(scene, fps: fps)
        _ = pull(clock, distance: 80, duration: 0.5)
        for _ in 0..<Int(0.2 * fps) { clock.step() }
        let p0 = try #require(scene.inspector.traceState().transition?.progress)
        clock.send(.pointerUp(Point(195, 380), time: clock.time))
        let t0 = clock.time, d = p0 * 0.5
        let curve = BezierCurve(.easeInOut, duration: d)
        while clock.time - t0 < d - 1e-9 {
            let s = clock.step()
            let t = clock.time - t0
            if t < d - 1e-9 {
                #expect(abs((s.transition?.progress ?? -1) - p0 * (1 - curve.value(at: t))) < 1e-6, "at t=\(t)")
            }
        }
        clock.step()
        #expect(scene.inspector.traceState().transition == nil && scene.inspector.traceState().screen == "story")
    }

    @Test("grabbing mid-present and flicking down sends it back into the cell; a gentle grab opens it")
    func grabMidPresent() throws {
        let scene = try scene()
        var clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        for _ in 0..<30 { clock.step() }
        let before = try #require(scene.inspector.traceState().transition?.progress)
        clock.drag(from: Point(195, 350), to: Point(195, 490), duration: 0.12, release: false)
        var s = scene.inspector.traceState()
        #expect(s.transition?.interactive == true)
        #expect(try #require(s.transition?.progress) < before, "dragging down runs the present back")
        clock.send(.pointerUp(Point(195, 490), time: clock.time))
        var prev = try #require(s.transition?.progress)
        while !scene.isIdle {
            s = clock.step()
            guard let p = s.transition?.progress else { break }
            #expect(p <= prev + 1e-9 && prev - p < 0.1, "back without a jump")
            prev = p
        }
        s = scene.inspector.traceState()
        #expect(s.screen == "today" && s.card == nil)
        #expect(scene.root.today.cells[0].presentationAlpha == 1)

        clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        for _ in 0..<48 { clock.step() }
        clock.drag(from: Point(195, 350), to: Point(195, 370), duration: 0.4, release: false)
        #expect(scene.inspector.traceState().transition?.interactive == true)
        clock.send(.pointerUp(Point(195, 370), time: clock.time))
        clock.settle()
        s = scene.inspector.traceState()
        #expect(s.screen == "story" && s.card?.w == 390 && s.card?.h == 844 && s.card?.alpha == 1)
    }

    @Test("Escape mid-present runs it back from where it is, in p x 1.5 s")
    func escapeMidPresent() throws {
        let scene = try scene()
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        for _ in 0..<54 { clock.step() }
        let s0 = scene.inspector.traceState()
        let p0 = try #require(s0.transition?.progress)
        clock.send(.key(.escape, time: clock.time))
        let t0 = clock.time
        var prev = try #require(s0.card)
        var frames = 0
        while !scene.isIdle {
            let s = clock.step()
            frames += 1
            guard let c = s.card, s.transition != nil else { break }
            #expect(abs(c.y - prev.y) < 15 && abs(c.h - prev.h) < 30, "no jump at frame \(frames)")
            prev = c
        }
        #expect(abs(clock.time - t0 - p0 * 1.5) < 1.5 / clock.fps, "back in p x 1.5 s")
        #expect(scene.inspector.traceState().screen == "today")
        // The open story still closes normally afterwards.
        _ = try open(scene)
    }
}

private extension Rect {
    func lerp(to b: Rect, _ f: Double) -> Rect {
        Rect(minX + (b.minX - minX) * f, minY + (b.minY - minY) * f,
             width + (b.width - width) * f, height + (b.height - height) * f)
    }
}
