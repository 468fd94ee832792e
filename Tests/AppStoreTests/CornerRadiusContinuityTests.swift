import AppStore
import SimKit
import Testing
import TestSupport

/// A card's corners never snap. Opening, they round off with the present (the App Store post snapped
/// from 20 to 0 on its last frame); closing, they come back with the close; and they are never
/// drawn or traced below 0 (zoom's spring overshoots its model radius to −0.2).
@Suite("Card corners animate without a jump")
@MainActor
struct CornerRadiusContinuityTests {
    /// The traced radius of every frame from the tap until the scene has been idle for a while
    /// (nil where no card is traced).
    func radii(_ clock: FrameStepper, limit: Double = 3) -> [Double?] {
        var out: [Double?] = []
        var idle = 0
        while idle < 5 && Double(out.count) / clock.fps < limit {
            out.append(clock.step().card?.radius)
            idle = clock.scene.isIdle ? idle + 1 : 0
        }
        return out
    }

    /// Largest change between consecutive traced frames that both have a card, and where.
    func largestStep(_ r: [Double?]) -> (Double, Int) {
        var worst = (0.0, -1)
        for i in 1..<r.count {
            guard let a = r[i - 1], let b = r[i] else { continue }
            if abs(b - a) > worst.0 { worst = (abs(b - a), i) }
        }
        return worst
    }

    /// The open story's radius: the App Store post and 5 fill the screen square; the expand post keeps its 20 pt corners.
    static let openRadius: [CardTransitionStyle: Double] = [.appstore: 0, .expand: 20, .zoom: 0]

    @Test("present and close: no jump over 3 pt between frames, never below 0, ending where the style rests",
          arguments: [CardTransitionStyle.appstore, .expand, .zoom], [60.0, 120.0])
    func presentAndClose(style: CardTransitionStyle, fps: Double) throws {
        let scene = try TestScenes.appStore(style: style)
        let clock = FrameStepper(scene: scene, fps: fps)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        let opening = radii(clock)
        #expect(scene.inspector.traceState().screen == "story")
        let (jump, at) = largestStep(opening)
        #expect(jump <= 3, "\(style) present at \(fps) fps: radius jumps \(jump) pt at frame \(at): \(opening.compactMap { $0 })")
        #expect(opening.allSatisfy { ($0 ?? 0) >= 0 }, "\(style) present: a radius below 0")
        #expect(opening.last! == Self.openRadius[style], "\(style) open: \(String(describing: opening.last!))")

        clock.send(.key(.escape, time: clock.time))
        let closing = radii(clock)
        #expect(scene.inspector.traceState().screen == "today")
        let (cjump, cat) = largestStep(closing)
        #expect(cjump <= 3, "\(style) close at \(fps) fps: radius jumps \(cjump) pt at frame \(cat): \(closing.compactMap { $0 })")
        #expect(closing.allSatisfy { ($0 ?? 0) >= 0 }, "\(style) close: a radius below 0")
    }
}
