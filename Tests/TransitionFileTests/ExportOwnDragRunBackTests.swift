@testable import AppStore
import SimKit
import Testing
import TestSupport

/// The drags that are not a pull down on the story, run back: the slide's swipe from the left edge
/// and the sheet's drag by its top bar, each along its style's own dismiss drag (the descriptor's).
/// The export's interaction moves the story as the built-in's does on every frame, under the finger
/// and after the release: a whole drag dismisses, a fifth of it held still springs back.
@Suite("An exported style's own dismiss drag runs back as the built-in's")
@MainActor
struct ExportOwnDragRunBackTests {
    @Test("the whole drag dismisses and a short one held still springs back, frame by frame",
          arguments: [CardTransitionStyle.slide, .sheet])
    func ownDrag(_ style: CardTransitionStyle) throws {
        let runBack = try ExportRunBack(style)
        let (from, to) = try #require(TransitionStyleRegistry.current.descriptor(named: style.rawValue)).dismissDrag
        let long = try runBack.play(fps: 60, Self.drag(from: from, to: to, duration: 0.3, hold: 0))
        #expect(long.builtIn.settled.screen == "today" && long.file.settled.screen == "today")
        #expect(long.file.held.transition?.direction == .dismiss && long.file.held.transition?.interactive == true)
        let short = try runBack.play(fps: 60, Self.drag(from: from, to: from + (to - from) * 0.2, duration: 0.2, hold: 0.3))
        #expect(short.builtIn.settled.screen == "story" && short.file.settled.screen == "story")
        for (name, run) in [("long", long), ("short", short)] {
            // Frame by frame while the story moves. What either run has beyond the other's end is
            // chrome settling with no story on screen: the built-in sheet's presenter lands a frame
            // or two after its sheet, and a file's story brings the status bar back once its
            // interactive dismiss has completed.
            let n = min(run.builtIn.frames.count, run.file.frames.count)
            let differences = ExportRunBack.differences(Array(run.builtIn.frames.prefix(n)), Array(run.file.frames.prefix(n)))
            #expect(differences.isEmpty, "\(style), \(name) drag:\n\(differences.prefix(12).joined(separator: "\n"))")
            let beyond = run.builtIn.frames.dropFirst(n) + run.file.frames.dropFirst(n)
            #expect(beyond.allSatisfy { $0.card == nil && $0.transition == nil }, "\(style), \(name) drag: the story moves after the other run's end")
        }
    }

    /// Presents card 1, lets it settle, drags from `from` to `to` over `duration` seconds, keeps the
    /// finger still for `hold` seconds, lets go and settles.
    static func drag(from: Point, to: Point, duration: Double, hold: Double)
        -> (AppStoreScene, FrameStepper) throws -> ExportRunBack.DragRun {
        { scene, clock in
            guard let card = scene.inspector.pointForCard(1) else { throw ExportRunBack.RunBackError.noCard }
            clock.tap(card)
            clock.settle()
            var frames: [TraceState] = []
            clock.onFrame = { frames.append(scene.inspector.traceState()) }
            clock.drag(from: from, to: to, duration: duration, release: false)
            for _ in 0..<Int((hold * clock.fps).rounded()) { clock.step() }
            let held = scene.inspector.traceState()
            clock.send(.pointerUp(to, time: clock.time))
            clock.settle()
            clock.onFrame = nil
            return ExportRunBack.DragRun(frames: frames, held: held, settled: scene.inspector.traceState())
        }
    }
}
