@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// Zoom: measured frame by frame on the virtual clock against
/// reference/styles_ref.out.md's Zoom table.
@Suite("Zoom transition")
@MainActor
struct ZoomTransitionTests {
    static let screen = Rect(0, 0, 390, 844)
    /// styles_ref.out.md, Zoom: t, present p, dismiss E(t / 0.4).
    static let table: [(t: Double, present: Double, dismiss: Double)] = [
        (0.0333, 0.135377, 0.013605), (0.1000, 0.580343, 0.129162), (0.2000, 0.934155, 0.500000),
        (0.3000, 1.003670, 0.870838), (0.3667, 1.005878, 0.986395), (0.4667, 1.001938, 1.000000),
    ]
    static let presentSpring = Spring(duration: 0.5, dampingRatio: 0.85, initialVelocity: 0.8)
    static let dismissCurve = BezierCurve(.easeInOut, duration: 0.4)

    func scene() throws -> AppStoreScene {
        let config = AppConfiguration(deck: try TestScenes.deck(), style: .zoom)
        return AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
    }

    func lerp(_ a: Rect, _ b: Rect, _ p: Double) -> Rect { a + (b - a) * p }

    func expectRect(_ c: TraceState.Card, _ r: Rect, _ tol: Double, _ what: String) {
        #expect(abs(c.x - r.minX) <= tol && abs(c.y - r.minY) <= tol && abs(c.w - r.width) <= tol
                && abs(c.h - r.height) <= tol, "\(what): (\(c.x), \(c.y), \(c.w), \(c.h)) vs \(r)")
    }

    /// Opens card 1 and lets the present finish.
    func open(_ scene: AppStoreScene, fps: Double = 60) throws -> FrameStepper {
        let clock = FrameStepper(scene: scene, fps: fps)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story")
        return clock
    }

    @Test("the reference table is the curves the zoom runs on")
    func tableMatchesCurves() {
        for row in Self.table {
            #expect(abs(Self.presentSpring.value(at: row.t) - row.present) < 2e-3, "present p at \(row.t)")
            #expect(abs(Self.dismissCurve.value(at: row.t) - row.dismiss) < 2e-3, "E at \(row.t)")
        }
        // Exact at the table's own times (k / 60).
        #expect(abs(Self.presentSpring.value(at: 2.0 / 60) - 0.135377) < 1e-6)
        #expect(abs(Self.dismissCurve.value(at: 12.0 / 60) - 0.5) < 1e-6)
    }

    @Test("present: the story grows out of the card by scale, frame = lerp(card, screen, p), drawn corners from 20 to 0",
          arguments: [60.0, 120.0])
    func presentFollowsSpring(fps: Double) throws {
        let scene = try scene()
        let clock = FrameStepper(scene: scene, fps: fps)
        let cell = scene.root.today.cells[0]
        let ref = scene.root.today.cardFrameOnScreen(0)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        let t0 = clock.time
        let s0 = scene.inspector.traceState()
        #expect(s0.transition?.style == "zoom" && s0.transition?.direction == .present)
        #expect(s0.reference == TraceState.Reference(x: ref.minX, y: ref.minY, w: ref.width, h: ref.height, radius: 20))
        expectRect(try #require(s0.card), ref, 1e-6, "starts on the card")
        #expect(abs(try #require(s0.card).radius - 20) < 1e-6, "starts with the card's corners")
        let sx0 = ref.width / 390, sy0 = ref.height / 844
        let model0 = 20 / ((sx0 + sy0) / 2)
        var sawOvershoot = false
        for _ in 0..<Int(0.7 * fps) {
            let s = clock.step()
            let t = clock.time - t0
            let p = t >= 0.5 ? 1 : Self.presentSpring.value(at: t)
            guard let card = s.card else { Issue.record("no card at t=\(t)"); break }
            if t < 0.5 - 1e-9 {
                #expect(s.transition?.direction == .present)
                #expect(cell.isHidden, "the card is hidden while the story grows out of it")
                expectRect(card, lerp(ref, Self.screen, p), 1e-6, "frame at t=\(t)")
                let meanScale = (sx0 + (1 - sx0) * p + sy0 + (1 - sy0) * p) / 2
                // Past p = 1 the model radius dips below 0 (by 0.2 pt at most); it is drawn and traced as 0.
                #expect(abs(card.radius - max(0, model0 * (1 - p) * meanScale)) < 1e-6, "radius at t=\(t)")
                #expect(abs(card.alpha - 1) < 1e-9, "no fade")
            }
            if card.h > 844.5 { sawOvershoot = true }
        }
        #expect(sawOvershoot, "the spring overshoots a little (p peaks at 1.0062)")
        clock.settle()
        let s = scene.inspector.traceState()
        #expect(s.screen == "story" && s.transition == nil && s.reference == nil)
        expectRect(try #require(s.card), Self.screen, 1e-9, "full screen")
        #expect(s.card?.radius == 0 && s.statusBar.y == 0 && s.backdrop == 0)
        #expect(cell.isHidden, "the card stays hidden under the story")
    }

    @Test("dismiss: the frame resizes into the card's frame and the corners to 20 along E(t / 0.4); the card shows at the end",
          arguments: [60.0, 120.0])
    func dismissFollowsEaseInOut(fps: Double) throws {
        let scene = try scene()
        let clock = try open(scene, fps: fps)
        let cell = scene.root.today.cells[0]
        let ref = scene.root.today.cardFrameOnScreen(0)
        clock.send(.key(.escape, time: clock.time))
        let t0 = clock.time
        #expect(scene.inspector.traceState().transition?.direction == .dismiss)
        while true {
            let s = clock.step()
            let t = clock.time - t0
            if t < 0.4 - 1e-9 {
                let e = Self.dismissCurve.value(at: t)
                let card = try #require(s.card)
                expectRect(card, lerp(Self.screen, ref, e), 1e-6, "frame at t=\(t)")
                #expect(abs(card.radius - 20 * e) < 1e-6, "radius at t=\(t)")
                #expect(card.scale == 1 && card.alpha == 1, "a resize, not a scale; no fade")
                #expect(cell.isHidden, "the card stays hidden while the story shrinks into it")
                #expect(s.reference?.w == ref.width)
                #expect(s.zoomDelegateHeld)
                #expect(abs(try #require(s.transition).progress - t / 0.4) < 1e-9)
            } else {
                #expect(s.screen == "today" && s.transition == nil && s.reference == nil)
                break
            }
        }
        #expect(!cell.isHidden, "the card shows once the story has landed on it")
        #expect(!scene.inspector.traceState().zoomDelegateHeld)
    }

    @Test("the owner holds the delegate from the present until the dismiss completes, then lets it go")
    func delegateLifetime() throws {
        let scene = try scene()
        #expect(!scene.inspector.traceState().zoomDelegateHeld)
        let clock = try open(scene)
        weak var delegate = scene.root.storyTransition
        #expect(delegate != nil && scene.inspector.traceState().zoomDelegateHeld, "held after the present")
        clock.send(.key(.escape, time: clock.time))
        clock.step()
        #expect(scene.inspector.traceState().zoomDelegateHeld, "held while the dismiss runs")
        clock.settle()
        #expect(!scene.inspector.traceState().zoomDelegateHeld)
        #expect(scene.root.storyTransition == nil)
        // UIKit's transitioningDelegate is weak: once the owner lets go, the delegate ends.
        #expect(delegate == nil, "nothing else keeps it alive")
        // The next card gets a new one, and the zoom works again.
        _ = try open(scene)
        #expect(scene.inspector.traceState().zoomDelegateHeld)
    }

    @Test("under Reduce Motion the zoom's owner still lets the delegate go when the story has faded out")
    func reduceMotionReleases() throws {
        let scene = try scene()
        scene.root.reduceMotion = true
        let clock = try open(scene)
        weak var delegate = scene.root.storyTransition
        #expect(scene.inspector.traceState().zoomDelegateHeld)
        clock.send(.key(.escape, time: clock.time))
        clock.settle()
        #expect(!scene.inspector.traceState().zoomDelegateHeld && delegate == nil)
        #expect(!scene.root.today.cells[0].isHidden)
    }

    @Test("the App Store style keeps its delegate after the dismiss, and its trace never says zoom")
    func appStoreStyleKeepsItsDelegate() throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        clock.send(.key(.escape, time: clock.time))
        clock.settle()
        #expect(scene.root.storyTransition != nil)
        #expect(!scene.inspector.traceState().zoomDelegateHeld && scene.inspector.traceState().reference == nil)
    }
}
