@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// The flaw in the expand: a present that a grab or the close button sends back
/// went on reporting `present` while the story shrank back into its cell. UIKit reverses the
/// cancelled present; the App Store post's, the sheet's and the zoom's grabbed presents report the going back
/// as a dismissal, and so does the expand now, frame by frame through the trace.
@Suite("Expand: a present sent back reports a dismissal")
@MainActor
struct ExpandSendBackTests {
    func scene() throws -> AppStoreScene {
        let config = AppConfiguration(deck: try TestScenes.deck(), style: .expand)
        return AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
    }

    /// Steps until the transition ends, checking every frame reports a dismissal whose progress
    /// rises without a jump; returns the progress of the first frame and the frame count.
    func runBack(_ clock: FrameStepper, after p0: Double) throws -> (first: Double, frames: Int) {
        let scene = clock.scene as! AppStoreScene
        var prev: Double?
        var first = -1.0
        var frames = 0
        while !scene.isIdle {
            let s = clock.step()
            guard let tr = s.transition else { break }
            frames += 1
            #expect(tr.style == "expand" && tr.direction == .dismiss && !tr.interactive,
                    "frame \(frames) of the way back: \(tr.direction) interactive \(tr.interactive)")
            if let prev { #expect(tr.progress >= prev - 1e-9 && tr.progress - prev < 0.1, "rises: \(prev) -> \(tr.progress)") }
            if frames == 1 { first = tr.progress }
            prev = tr.progress
        }
        #expect(frames > 3, "it takes a while to go back")
        #expect(prev.map { $0 > 0.9 } ?? false, "ends near 1, at the cell: \(String(describing: prev))")
        #expect(scene.inspector.traceState().screen == "today")
        return (first, frames)
    }

    @Test("grabbed mid-present and flicked down: held it is the present, let go it is a dismissal from 1 - p",
          arguments: [60.0, 120.0])
    func flickBack(fps: Double) throws {
        let scene = try scene()
        let clock = FrameStepper(scene: scene, fps: fps)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        // Caught at 0.9 s (p = 0.6) and flicked 100 pt down in 0.1 s: the projected pull passes
        // 200 pt, so it goes back, from about p = 0.35 (a longer pull would run it back to 0 under
        // the finger, and it would end on the lift).
        for _ in 0..<Int(0.9 * fps) { clock.step() }
        clock.send(.pointerDown(Point(195, 350), time: clock.time))
        let n = Int((0.1 * fps).rounded())
        for k in 1...n {
            let s = clock.step([.pointerMove(Point(195, 350 + 100 * Double(k) / Double(n)), time: clock.time + 1 / fps)])
            // Past the grab's slop the finger holds the present itself.
            if k > 1 { #expect(s.transition?.direction == .present && s.transition?.interactive == true, "held at \(k)") }
        }
        let held = try #require(scene.inspector.traceState().transition?.progress)
        #expect(held > 0.3 && held < 0.4, "pulled back to about p = 0.35: \(held)")
        clock.send(.pointerUp(Point(195, 450), time: clock.time))
        let back = try runBack(clock, after: held)
        // The first frame back has undone 1 - p of the present plus at most a few frames' worth.
        #expect(back.first >= 1 - held - 1e-9 && back.first - (1 - held) < 0.05, "from 1 - \(held): \(back.first)")
    }

    @Test("Escape mid-present sends it back: a dismissal on every frame", arguments: [60.0, 120.0])
    func escapeBack(fps: Double) throws {
        let scene = try scene()
        let clock = FrameStepper(scene: scene, fps: fps)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        for _ in 0..<Int(0.9 * fps) { clock.step() }
        let p0 = try #require(scene.inspector.traceState().transition?.progress)
        clock.send(.key(.escape, time: clock.time))
        #expect(scene.inspector.traceState().transition?.direction == .dismiss, "reversed at once")
        _ = try runBack(clock, after: p0)
    }

    @Test("caught again on its way back and let go gently, it opens: a present again")
    func caughtOnTheWayBack() throws {
        let scene = try scene()
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        for _ in 0..<54 { clock.step() }
        clock.send(.key(.escape, time: clock.time))
        for _ in 0..<10 { clock.step() }
        #expect(scene.inspector.traceState().transition?.direction == .dismiss)
        clock.drag(from: Point(195, 400), to: Point(195, 380), duration: 0.4, release: false)
        var s = scene.inspector.traceState()
        #expect(s.transition?.interactive == true && s.transition?.direction == .present, "held, it is the present")
        clock.send(.pointerUp(Point(195, 380), time: clock.time))
        var prev = try #require(s.transition?.progress)
        while !scene.isIdle {
            s = clock.step()
            guard let tr = s.transition else { break }
            #expect(tr.direction == .present && tr.progress >= prev - 1e-9, "opening: \(tr.direction) \(prev) -> \(tr.progress)")
            prev = tr.progress
        }
        s = scene.inspector.traceState()
        #expect(s.screen == "story" && s.card?.w == 390 && s.card?.h == 844)
    }
}
